import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import type { SearchBody } from '@console/contracts/common/search';
import { SEARCH_MAX_LENGTH, toSearch } from '@console/contracts/common/search-text';

export interface SearchBoxProps {
  /** The hint of the screen, e.g. 'Please enter email address / create date (12/26/2021)'. */
  placeholder: string;
  /**
   * Email or Date search (docs/functions/shell-students-staff.md §5); give `onSearchText` instead for a plain text search (a SKU, an order
   * number).
   */
  onSearch?: (search: SearchBody) => void;
  /** The trimmed text as typed. */
  onSearchText?: (text: string) => void;
  /** Accessible name of the text field. */
  label?: string;
  width?: number | string;
  /** The search the list shows now (from the URL), so a reload or Back shows what was searched. */
  initialText?: string;
}

/** Enter or the Search button runs the search; the text becomes an Email or Date search (docs/functions/shell-students-staff.md §5). */
export function SearchBox({ placeholder, onSearch, onSearchText, label = 'Search', width = 420, initialText = '' }: SearchBoxProps) {
  const [text, setText] = useState(initialText);
  // Back or a link changes the list's search under the box: show the search the list shows.
  const [shown, setShown] = useState(initialText);
  if (shown !== initialText) {
    setShown(initialText);
    setText(initialText);
  }
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (onSearchText) onSearchText(text.trim());
        else onSearch?.(toSearch(text));
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={label}
          placeholder={placeholder}
          title={placeholder}
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={width}
          maw="100%"
        />
        {/* Searching changes nothing: a quiet button, the view keeps one primary. */}
        <Button type="submit" variant="default">
          Search
        </Button>
      </Group>
    </form>
  );
}
