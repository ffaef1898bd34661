import { useEffect, useState, type ReactNode } from 'react';
import { ListToolbar } from '../../ui/list-toolbar';
import { useUrlSearchText } from '../../ui/list-url-state';
import { Button, Group, Select, TextInput } from '@mantine/core';
import type { SortOption } from '@console/contracts/credits.contract';

/**
 * docs/functions/codes-credits-knot-giveaways.md §4 and §9: a search runs after a 1-second pause in typing, or at once with the Search
 * button.
 */
export const SEARCH_DEBOUNCE_MS = 1000;

export interface DebouncedSearch {
  text: string;
  setText: (text: string) => void;
  /** What the list is searched for. */
  value: string;
  submit: () => void;
}

/** The searched text lives in the URL's `search` (reload and Back keep it); a new search starts at page 1. */
export function useDebouncedSearch(): DebouncedSearch {
  const [value, setValue] = useUrlSearchText();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // The URL changed under the screen (Back): the box shows what is searched.
    setShownValue(value);
    setText(value);
  }
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== value) setValue(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, setValue]);
  return { text, setText, value, submit: () => setValue(text) };
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
 * The shared list toolbar with the credit screens' own parts: a plain-text search (the contract
 * (docs/functions/codes-credits-knot-giveaways.md) searches
 * names and e-mails, not the e-mail/date search of docs/functions/shell-students-staff.md), Export Filtered and sort ('n of m' sits under
 * the grid, the one pager of the screen).
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
        {/* Searching changes nothing: a quiet button, the view keeps one primary. */}
        <Button type="submit" variant="default">
          Search
        </Button>
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
