import { Button, CloseButton, Group, Text } from '@mantine/core';
import { tokens, type Tone } from './theme/tokens';
import classes from './banner.module.css';

/** docs/functions/codes-credits-knot-giveaways.md §3 banner statuses. */
export type BannerStatus = Tone;

export interface BannerMessage {
  status: BannerStatus;
  title: string;
  text?: string;
  /** After a failure: tries the same change again (the server's reason and a way to try again). */
  retry?: () => void;
}

/**
 * A titled message above the list it is about (the documented banners), in the admin's tones, with a close
 * button; critical ones are announced at once. Its place is kept whether a message shows or not, and a
 * long one lies over what follows instead of pushing it: nothing under the pointer moves.
 */
export function Banner({ message, onClose }: { message: BannerMessage | null; onClose: () => void }) {
  return <div className={classes.slot}>{message && <ShownBanner message={message} onClose={onClose} />}</div>;
}

function ShownBanner({ message, onClose }: { message: BannerMessage; onClose: () => void }) {
  const tone = tokens.tone[message.status];
  const { retry } = message;
  return (
    <div
      className={classes.banner}
      role={message.status === 'critical' ? 'alert' : 'status'}
      data-status={message.status}
      style={{ background: tone.surface, borderColor: tone.border, color: tone.text, borderLeftColor: tone.fill }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
        <Text size="sm" c="inherit" className={classes.text}>
          <strong>{message.title}</strong>
          {message.text ? ` ${message.text}` : ''}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {retry && (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => {
                onClose();
                retry();
              }}
            >
              Try again
            </Button>
          )}
          <CloseButton size="sm" c="inherit" aria-label="Dismiss" onClick={onClose} />
        </Group>
      </Group>
    </div>
  );
}
