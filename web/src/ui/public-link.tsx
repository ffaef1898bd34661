import { Anchor, Button, CopyButton, Group, Text } from '@mantine/core';

export interface PublicLinkProps {
  /** What the link opens, e.g. 'Entry page'; names the copy button too. */
  label: string;
  /** The public page's path on this console, e.g. '/giveaway/<token>'. */
  path: string;
}

/** A public page's full address to share, with a copy button (codes and giveaways). */
export function PublicLink({ label, path }: PublicLinkProps) {
  const url = new URL(path, window.location.origin).toString();
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text size="sm" style={{ minWidth: 0 }}>
        {label}:{' '}
        <Anchor href={url} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
          {url}
        </Anchor>
      </Text>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            size="compact-sm"
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'teal' : undefined}
            onClick={copy}
            aria-label={`Copy the ${label.toLowerCase()} link`}
            style={{ flexShrink: 0 }}
          >
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
