import { Alert } from '@mantine/core';

/** Spec 4 §3 banner statuses. */
export type BannerStatus = 'success' | 'info' | 'warning' | 'critical';

export interface BannerMessage {
  status: BannerStatus;
  title: string;
  text?: string;
}

const COLORS: Readonly<Record<BannerStatus, string>> = { success: 'teal', info: 'blue', warning: 'yellow', critical: 'red' };

/** A message above the list it is about, with a close button; critical ones are announced at once. */
export function Banner({ message, onClose }: { message: BannerMessage | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert color={COLORS[message.status]} title={message.title} withCloseButton closeButtonLabel="Dismiss" onClose={onClose} role={message.status === 'critical' ? 'alert' : 'status'} variant="light">
      {message.text}
    </Alert>
  );
}
