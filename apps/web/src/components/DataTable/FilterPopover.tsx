import { CloseButton, Group, MultiSelect, Popover, TextInput } from '@mantine/core';
import {
  choiceSeparator,
  choicesOf,
  type FilterKind,
  filterKindOf,
  filterProblem,
  readFilter,
  writeFilter,
} from '@masthead/contract';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { type Arrival, useArrivedControl } from '../deferred/deferredControl.tsx';
import { FilterButton } from './FilterButton.tsx';
import type { DataTableColumn } from './types.ts';

/** What a filter needs of its column: how it filters and, for a choice, what it offers. */
export type FilterColumn = Pick<
  DataTableColumn<never>,
  'header' | 'kind' | 'filter' | 'choices' | 'choiceLabels'
>;

interface FilterPopoverProps {
  column: FilterColumn;
  value: string;
  isFiltered: boolean;
  onChange: (value: string) => void;
  arrival: Arrival;
}

/**
 * A column's filter in a popover under its button (ColumnHeader.tsx), its input by the column's
 * filter kind (the contract's filters.ts): a text box, a number, a pick of choices, or a from/to
 * pair of days.
 */
export function FilterPopover({ column, value, isFiltered, onChange, arrival }: FilterPopoverProps) {
  const control = useArrivedControl(arrival);
  const Input = inputs[filterKindOf(column)];
  return (
    <Popover {...control.popover} position="bottom-start" shadow="md">
      <Popover.Target>
        <FilterButton {...control.popoverTarget} header={column.header} isFiltered={isFiltered} />
      </Popover.Target>
      <Popover.Dropdown>
        <Input
          column={column}
          initialValue={value}
          onChange={onChange}
          onDone={() => control.setIsOpen(false)}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * Each input keeps what is typed in its own state: the URL, which the table reads, updates in a
 * React transition, and binding the input to it would drop or reorder fast keystrokes. It mounts
 * with each opening, so it starts from the URL's value.
 */
interface FilterInputProps {
  column: FilterColumn;
  initialValue: string;
  onChange: (value: string) => void;
  onDone: () => void;
}

const inputs: Record<FilterKind, (props: FilterInputProps) => ReactNode> = {
  text: (props) => <TypedFilter {...props} label={`${props.column.header} contains`} />,
  number: (props) => <TypedFilter {...props} label={`${props.column.header} is`} inputMode="numeric" />,
  choice: ChoiceFilter,
  dateRange: DateRangeFilter,
};

function TypedFilter({
  column,
  initialValue,
  onChange,
  onDone,
  label,
  inputMode,
}: FilterInputProps & { label: string; inputMode?: 'numeric' }) {
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
      label={label}
      size="xs"
      w={220}
      data-autofocus
      inputMode={inputMode}
      value={draft}
      error={filterProblem(column, draft)}
      onChange={(event) => handleChange(event.currentTarget.value)}
      onKeyDown={handleKeyDown}
      rightSection={
        draft === '' ? null : (
          <CloseButton
            size="sm"
            aria-label={`Clear ${column.header} filter`}
            onClick={() => handleChange('')}
          />
        )
      }
    />
  );
}

/** Any of the column's values, picked in a searchable list; the URL keeps their codes. */
function ChoiceFilter({ column, initialValue, onChange }: FilterInputProps) {
  const initial = readFilter(column, initialValue);
  const [picked, setPicked] = useState<string[]>(
    initial !== null && initial !== 'invalid' && initial.kind === 'choice' ? [...initial.values] : [],
  );
  const data = (choicesOf(column) ?? []).map((code) => ({
    value: code,
    label: column.choiceLabels?.[code] ?? code,
  }));
  const handleChange = (values: string[]) => {
    setPicked(values);
    onChange(values.join(choiceSeparator));
  };
  return (
    <MultiSelect
      label={`${column.header} is any of`}
      size="xs"
      w={260}
      data-autofocus
      data={data}
      value={picked}
      onChange={handleChange}
      searchable
      // What is typed marks its first match, so typing 'unity' and Enter filters by it: without a
      // mark, Enter picked nothing and the text went when the filter closed.
      selectFirstOptionOnChange
      clearable
      nothingFoundMessage="Nothing found"
      // Inside the popover, so picking an option is not a click outside it.
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/** A from/to pair of days, either left empty for an open end. */
function DateRangeFilter({ column, initialValue, onChange, onDone }: FilterInputProps) {
  const initial = readFilter(column, initialValue);
  const range = initial !== null && initial !== 'invalid' && initial.kind === 'dateRange' ? initial : null;
  const [ends, setEnds] = useState({ from: range?.from ?? '', to: range?.to ?? '' });
  const handleChange = (end: 'from' | 'to', value: string) => {
    const next = { ...ends, [end]: value };
    setEnds(next);
    const isEmpty = next.from === '' && next.to === '';
    onChange(isEmpty ? '' : writeFilter({ kind: 'dateRange', from: next.from || null, to: next.to || null }));
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onDone();
  };
  const isInvalid = ends.from !== '' && ends.to !== '' && ends.from > ends.to;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {(['from', 'to'] as const).map((end) => (
        <TextInput
          key={end}
          type="date"
          label={`${column.header} ${end}`}
          size="xs"
          w={150}
          data-autofocus={end === 'from' || undefined}
          value={ends[end]}
          error={end === 'to' && isInvalid ? 'Ends before it starts' : undefined}
          onChange={(event) => handleChange(end, event.currentTarget.value)}
          onKeyDown={handleKeyDown}
        />
      ))}
    </Group>
  );
}
