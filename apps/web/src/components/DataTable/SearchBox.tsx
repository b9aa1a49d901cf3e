import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface SearchBoxProps {
  /** The search as the URL holds it. */
  value: string;
  onChange: (value: string) => void;
  /** Names the box where a screen has two tables: 'Search Users'. */
  tableName: string | undefined;
}

/**
 * The list's own search over the columns it shows. It keeps what is typed in its own state, as a
 * filter's box does (the URL updates in a transition), and takes the URL's value again when that
 * changes from elsewhere (a saved view opened, the filters cleared).
 */
export function SearchBox({ value, onChange, tableName }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const [written, setWritten] = useState(value);
  if (value !== written) {
    setWritten(value);
    setDraft(value);
  }
  const handleChange = (next: string) => {
    setDraft(next);
    setWritten(next);
    onChange(next);
  };
  const label = tableName ? `Search ${tableName}` : 'Search this list';
  return (
    <TextInput
      type="search"
      size="xs"
      w={220}
      aria-label={label}
      placeholder="Search this list"
      leftSection={<IconSearch size={14} aria-hidden="true" />}
      value={draft}
      onChange={(event) => handleChange(event.currentTarget.value)}
      rightSection={
        draft === '' ? null : (
          <CloseButton size="sm" aria-label="Clear the search" onClick={() => handleChange('')} />
        )
      }
    />
  );
}
