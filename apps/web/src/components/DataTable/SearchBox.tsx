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
    const arrival = urlArrival(sent.current, value);
    sent.current = arrival.pending;
    if (arrival.isFromElsewhere) setDraft(value);
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

/**
 * What the URL's new value means to a box that sent `sent` (oldest first) and has not seen them
 * all arrive: one of its own, with the later ones still to come, or a value from elsewhere.
 */
export function urlArrival(sent: readonly string[], value: string) {
  const at = sent.indexOf(value);
  return at >= 0
    ? { isFromElsewhere: false, pending: sent.slice(at + 1) }
    : { isFromElsewhere: true, pending: [] };
}
