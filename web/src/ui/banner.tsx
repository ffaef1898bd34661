import { Alert, Button, Group, Text } from '@mantine/core';

/** Spec 4 §3 banner statuses. */
export type BannerStatus = 'success' | 'info' | 'warning' | 'critical';

export interface BannerMessage {
  status: BannerStatus;
  title: string;
  text?: string;
  /** After a failure: tries the same change again (issue 19: the server's reason and a way to try again). */
  retry?: () => void;
}

const COLORS: Readonly<Record<BannerStatus, string>> = { success: 'teal', info: 'blue', warning: 'yellow', critical: 'red' };

/** A message above the list it is about, with a close button; critical ones are announced at once. */
export function Banner({ message, onClose }: { message: BannerMessage | null; onClose: () => void }) {
  if (!message) return null;
  const { retry } = message;
  return (
    <Alert
      color={COLORS[message.status]}
      title={message.title}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      role={message.status === 'critical' ? 'alert' : 'status'}
      variant="light"
    >
      {retry ? (
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Text size="sm">{message.text}</Text>
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
        </Group>
      ) : (
        message.text
      )}
    </Alert>
  );
}
