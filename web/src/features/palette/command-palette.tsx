import '@mantine/spotlight/styles.css';
import { useEffect, useMemo, useState } from 'react';
import { Badge, Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { useNavigate } from 'react-router';
import type { PaletteRecord } from '@console/contracts/palette.contract';
import type { MenuEntry } from '../../ui/feature-definition';
import { usePaletteRecords } from './palette-queries';

const KIND_LABEL: Record<PaletteRecord['kind'], string> = {
  student: 'Student',
  staff: 'Staff',
  order: 'Order',
  job: 'Job',
  'registration-code': 'Code',
  giveaway: 'Giveaway',
  event: 'Event',
};
const SCROLL_VIEWPORT_FOCUSABLE: object = { viewportProps: { tabIndex: 0 } };
/** Records are asked for once typing pauses. */
const TYPING_PAUSE_MS = 250;

/**
 * Ctrl+K / Cmd+K (issue 19): the functions this operator may open, and records the server finds in
 * them (a customer by e-mail or name opens their row, an order number opens Returns on it). Loaded with the
 * first Ctrl+K, then it keeps the shortcut itself.
 */
export function CommandPalette({ entries, asks }: { entries: readonly MenuEntry[]; asks: number }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [typed] = useDebouncedValue(query, TYPING_PAUSE_MS);
  const records = usePaletteRecords(typed);

  // Every ask (Ctrl+K, the Find button) opens it, the first one as soon as this module has loaded.
  useEffect(() => spotlight.open(), [asks]);

  const text = query.trim().toLowerCase();
  const functions = useMemo(
    () => entries.filter((e) => text === '' || e.name.toLowerCase().includes(text) || e.group.toLowerCase().includes(text)),
    [entries, text],
  );
  const found = records.data?.records ?? [];
  const go = (href: string) => {
    void navigate(href);
    setQuery('');
  };

  return (
    <Spotlight.Root query={query} onQueryChange={setQuery} shortcut={['mod + K']} closeOnActionTrigger>
      <Spotlight.Search
        placeholder="Find a function, a customer by e-mail or name, an order number…"
        aria-label="Find"
        rightSection={records.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
      />
      {/* Its actions are reached with the arrow keys (tabIndex -1), so the scrolling list itself takes focus
          (axe: scrollable-region-focusable). ActionsList hands other props to its ScrollArea, whose type it does not declare. */}
      <Spotlight.ActionsList aria-label="Results" {...SCROLL_VIEWPORT_FOCUSABLE}>
        {found.length > 0 && (
          <Spotlight.ActionsGroup label="Records">
            {found.map((record) => (
              <Spotlight.Action key={record.href} onClick={() => go(record.href)}>
                <Group wrap="nowrap" gap="sm" w="100%">
                  <Badge variant="light" w={70}>
                    {KIND_LABEL[record.kind]}
                  </Badge>
                  <div>
                    <Text size="sm" fw={500}>
                      {record.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {record.detail}
                    </Text>
                  </div>
                </Group>
              </Spotlight.Action>
            ))}
          </Spotlight.ActionsGroup>
        )}
        {functions.length > 0 && (
          <Spotlight.ActionsGroup label="Functions">
            {functions.map((entry) => (
              <Spotlight.Action key={entry.route} label={entry.name} description={entry.group} onClick={() => go(entry.route)} />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {found.length === 0 && functions.length === 0 && !records.isFetching && (
          <Spotlight.Empty>Nothing found. Try an e-mail, a name or an order number.</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
