import { useEffect, type ReactNode } from 'react';
import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { inFrame } from '../api/embedded-frame';
import { PRIMARY_VARIANT } from './app-bridge-elements';
import { requestFind } from './find-request';

export interface PageAction {
  label: string;
  onAction: () => void;
  disabled?: boolean;
}

export interface PageHeadingProps {
  title: string;
  /** Under the title standalone (Home: the shop's name). */
  subtitle?: ReactNode;
  /** The breadcrumb back to Home (every screen but Home). */
  breadcrumb?: boolean;
  /** The page's one primary action (one primary per view). */
  primaryAction?: PageAction;
}

/**
 * A screen's title and primary action. Standalone: breadcrumb, heading and a dark primary button.
 * In the Shopify admin's frame the admin draws them in its title bar (`<ui-title-bar>`), so the
 * console's own breadcrumb and heading are not shown there; the h1 stays for assistive technology. The title bar
 * also offers Find (the command palette), as the standalone header does, for whoever does not know Ctrl+K.
 */
export function PageHeading({ title, subtitle, breadcrumb = true, primaryAction }: PageHeadingProps) {
  useEffect(() => {
    document.title = `${title} · Shop console`;
  }, [title]);

  if (inFrame()) {
    return (
      <>
        <ui-title-bar title={title}>
          <button onClick={requestFind}>Find</button>
          {primaryAction && (
            <button {...PRIMARY_VARIANT} disabled={primaryAction.disabled} onClick={primaryAction.onAction}>
              {primaryAction.label}
            </button>
          )}
        </ui-title-bar>
        <VisuallyHidden>
          <h1>{title}</h1>
        </VisuallyHidden>
      </>
    );
  }
  return (
    <Stack gap={4} mb="lg">
      {breadcrumb && (
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
      )}
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Title order={1}>{title}</Title>
        {primaryAction && (
          <Button onClick={primaryAction.onAction} disabled={primaryAction.disabled}>
            {primaryAction.label}
          </Button>
        )}
      </Group>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
