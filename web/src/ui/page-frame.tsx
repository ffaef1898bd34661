import { useEffect, type ReactNode } from 'react';
import { Anchor, Box, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ActionFeedbackMessage, ActionFeedbackProvider } from './action-feedback';

export interface PageFrameProps {
  title: string;
  children?: ReactNode;
  /** List screens use the whole width (spec 1 §2.2); other pages keep a readable measure. */
  fullWidth?: boolean;
}

/** DESIGN.md §8: every screen's title with its breadcrumb back to home, then its content. */
export function PageFrame({ title, children, fullWidth = false }: PageFrameProps) {
  useEffect(() => {
    document.title = `${title} · Shop console`;
  }, [title]);

  return (
    <ActionFeedbackProvider>
      <Box maw={fullWidth ? undefined : 1200} miw={0}>
        <Stack gap={4} mb="lg">
          <nav aria-label="Breadcrumb">
            <Breadcrumbs separator="›">
              <Anchor component={Link} to="/" size="sm">
                Home
              </Anchor>
              <Text size="sm" c="dimmed" aria-current="page">
                {title}
              </Text>
            </Breadcrumbs>
          </nav>
          <Title order={1} size="h2">
            {title}
          </Title>
        </Stack>
        <ActionFeedbackMessage />
        {children}
      </Box>
    </ActionFeedbackProvider>
  );
}
