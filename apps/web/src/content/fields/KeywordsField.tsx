import { TagsInput } from '@mantine/core';
import type { FieldProps } from '../../components/form/fieldProps.ts';

/** 'a, b,c' → ['a', 'b', 'c']: the stored comma-joined string as the list the user edits. */
export const splitKeywords = (value: string) =>
  value
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');

export const joinKeywords = (words: readonly string[]) => words.join(',');

/**
 * Keywords are stored as one comma-joined string (content spec section 3) and edited as a list:
 * Enter or a comma ends a keyword, Backspace removes the last one.
 */
export function KeywordsField(props: FieldProps<string>) {
  const { label, name, value, onChange, error, disabled, required } = props;
  return (
    <TagsInput
      label={label}
      name={name}
      description="Press Enter or type a comma after each keyword"
      value={splitKeywords(value)}
      onChange={(words) => onChange(joinKeywords(words.map((word) => word.trim()).filter(Boolean)))}
      error={error}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
      required={required}
      withAsterisk={required}
      clearable={!disabled}
    />
  );
}
