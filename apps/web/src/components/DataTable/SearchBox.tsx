import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';

interface SearchBoxProps {
  /** The search as the URL holds it. */
  value: string;
  onChange: (value: string) => void;
  /** Names the box where a screen has two tables: 'Search Users'. */
  tableName: string | undefined;
}

/**
 * The list's own search over the columns it shows. It keeps what is typed in its own state, as a
 * filter's box does: the URL updates in a transition, so while the user types it passes through
 * the earlier texts ('h', 'ha'…), and taking those back would drop the letters typed since. The
 * URL's value is taken again only when it is none the box sent (a saved view opened, the
 * filters cleared).
 */
export function SearchBox({ value, onChange, tableName }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const sent = useRef<string[]>([]);
  if (value !== seen) {
    setSeen(value);
    const at = sent.current.indexOf(value);
    if (at >= 0) sent.current = sent.current.slice(at + 1);
    else {
      sent.current = [];
      setDraft(value);
    }
  }
  const handleChange = (next: string) => {
    setDraft(next);
    sent.current.push(next);
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
