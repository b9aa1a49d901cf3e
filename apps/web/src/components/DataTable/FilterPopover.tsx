import { CloseButton, Popover, TextInput } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { type Arrival, useArrivedControl } from '../deferred/deferredControl.tsx';
import { FilterButton } from './FilterButton.tsx';

interface FilterPopoverProps {
  header: string;
  value: string;
  isFiltered: boolean;
  onChange: (value: string) => void;
  arrival: Arrival;
}

/** A column's filter: a text box in a popover under its button (ColumnHeader.tsx). */
export function FilterPopover({ header, value, isFiltered, onChange, arrival }: FilterPopoverProps) {
  const control = useArrivedControl(arrival);
  return (
    <Popover {...control.popover} position="bottom-start" shadow="md">
      <Popover.Target>
        <FilterButton {...control.popoverTarget} header={header} isFiltered={isFiltered} />
      </Popover.Target>
      <Popover.Dropdown>
        <FilterInput
          header={header}
          initialValue={value}
          onChange={onChange}
          onDone={() => control.setIsOpen(false)}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

interface FilterInputProps {
  header: string;
  initialValue: string;
  onChange: (value: string) => void;
  onDone: () => void;
}

/**
 * Keeps what is typed in its own state: the URL, which the table reads, updates in a React
 * transition, and binding the input to it would drop or reorder fast keystrokes. It mounts with
 * each opening, so it starts from the URL's value.
 */
function FilterInput({ header, initialValue, onChange, onDone }: FilterInputProps) {
  const [draft, setDraft] = useState(initialValue);
  const handleChange = (value: string) => {
    setDraft(value);
    onChange(value);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onDone();
  };
  return (
    <TextInput
      label={`${header} contains`}
      size="xs"
      w={220}
      data-autofocus
      value={draft}
      onChange={(event) => handleChange(event.currentTarget.value)}
      onKeyDown={handleKeyDown}
      rightSection={
        draft === '' ? null : (
          <CloseButton size="sm" aria-label={`Clear ${header} filter`} onClick={() => handleChange('')} />
        )
      }
    />
  );
}
