import { MultiSelect } from '@mantine/core';
import type { FieldProps } from '../../components/form/fieldProps.ts';
import { type NamedOption, toSelectData } from './options.ts';

/** Projects or categories of an item: a searchable multi-select of names, holding ids. */
export function IdsField({
  options,
  value,
  onChange,
  ...props
}: FieldProps<number[]> & { options: readonly NamedOption[] }) {
  return (
    <MultiSelect
      {...props}
      data={toSelectData(options)}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      clearable={!props.disabled}
      aria-invalid={props.error ? true : undefined}
      nothingFoundMessage="Nothing of that name"
      hidePickedOptions
    />
  );
}
