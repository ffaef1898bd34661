import { useEffect, useState, type ReactNode } from 'react';
import { ListToolbar } from '../../ui/list-toolbar';
import { Button, Group, Select, TextInput } from '@mantine/core';
import type { SortOption } from '@console/contracts/credits.contract';

/** Spec 4 §4 and §9: a search runs after a 1-second pause in typing, or at once with the Search button. */
export const SEARCH_DEBOUNCE_MS = 1000;

export interface DebouncedSearch {
  text: string;
  setText: (text: string) => void;
  /** What the list is searched for. */
  value: string;
  submit: () => void;
}

export function useDebouncedSearch(): DebouncedSearch {
  const [text, setText] = useState('');
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setValue(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, setText, value, submit: () => setValue(text.trim()) };
}

export interface CreditsToolbarProps<F extends string> {
  search: DebouncedSearch;
  searchLabel: string;
  sortOptions: ReadonlyArray<SortOption<F>>;
  sortId: number;
  onSort: (id: number) => void;
  onExport: () => void;
  canExport: boolean;
  /** The row under the search: Advanced Search, Add Customer, Issue Credit… */
  children?: ReactNode;
}

/**
 * The shared list toolbar with the credit screens' own parts: a plain-text search (spec 4 searches
 * names and e-mails, not the e-mail/date search of spec 1), Export Filtered and sort ('n of m' sits under the grid, the one pager of the screen).
 */
export function CreditsToolbar<F extends string>({
  search,
  searchLabel,
  sortOptions,
  sortId,
  onSort,
  onExport,
  canExport,
  children,
}: CreditsToolbarProps<F>) {
  const searchForm = (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={search.text}
          onChange={(e) => search.setText(e.currentTarget.value)}
          w={280}
          maxLength={100}
        />
        <Button type="submit">Search</Button>
      </Group>
    </form>
  );
  const controls = (
    <>
      <Button variant="default" onClick={onExport} disabled={!canExport}>
        Export Filtered
      </Button>
      <Select
        aria-label="Sort"
        data={sortOptions.map((o) => ({ value: String(o.id), label: o.label }))}
        value={String(sortId)}
        onChange={(value) => value && onSort(Number(value))}
        allowDeselect={false}
        w={210}
      />
    </>
  );
  return <ListToolbar changesNote={false} filters={searchForm} controls={controls} actions={children} />;
}
