import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { PageHeading, type PageAction } from './page-heading';
import { PagePrimaryScope } from './page-primary';
import classes from './page-frame.module.css';

export interface PageFrameProps {
  title: string;
  children?: ReactNode;
  /** List screens use the whole width (docs/functions/shell-students-staff.md §2.2); other pages keep a readable measure. */
  fullWidth?: boolean;
  /**
   * The screen's one primary action beside the title (in the admin's title bar in the frame). A primary button
   * elsewhere on the screen is a PrimaryButton: in the frame the title bar takes it too.
   */
  primaryAction?: PageAction;
}

/**
 * docs/conventions.md 'Look and feel': every screen's title with its breadcrumb back to home, then its content on a white
 * card over the admin's neutral page background (web/src/ui/theme).
 */
export function PageFrame({ title, children, fullWidth = false, primaryAction }: PageFrameProps) {
  return (
    <PagePrimaryScope>
      {(lifted) => (
        <Box maw={fullWidth ? undefined : 1200} miw={0}>
          <PageHeading title={title} primaryAction={primaryAction ?? lifted} />
          <div className={classes.card}>{children}</div>
        </Box>
      )}
    </PagePrimaryScope>
  );
}
