import { Alert } from '@mantine/core';

/** Spec 4 §3 banner statuses. */
export type BannerStatus = 'success' | 'info' | 'warning' | 'critical';

export interface BannerMessage {
  status: BannerStatus;
  title: string;
  text: string;
}

const COLOR: Record<BannerStatus, string> = { success: 'teal', info: 'blue', warning: 'yellow', critical: 'red' };

/** A titled banner above the list; critical ones are alerts for assistive technology. */
export function StatusBanner({ banner, onClose }: { banner: BannerMessage | null; onClose: () => void }) {
  if (!banner) return null;
  return (
    <Alert
      color={COLOR[banner.status]}
      title={banner.title}
      role={banner.status === 'critical' ? 'alert' : 'status'}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      data-status={banner.status}
    >
      {banner.text}
    </Alert>
  );
}
