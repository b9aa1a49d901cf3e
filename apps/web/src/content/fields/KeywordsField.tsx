import { TagsInput } from '@mantine/core';
import { joinKeywords, keywordList } from '@masthead/contract';
import type { FieldProps } from '../../components/form/fieldProps.ts';

/** Commas and line breaks end a keyword, typed or pasted (the contract's keywords.ts reads them alike). */
const splitChars = [',', '\n', '\r'];

/**
 * Keywords are stored as one comma-joined string (content spec section 3) and edited as a list:
 * Enter or a comma ends a keyword, Backspace removes the last one. A pasted list ('a, b ,c', or
 * one a line) becomes separate keywords, trimmed, without empty ones or repeats in any case.
 */
export function KeywordsField(props: FieldProps<string>) {
  const { label, name, value, onChange, error, disabled, required } = props;
  return (
    <TagsInput
      label={label}
      name={name}
      description={disabled ? undefined : 'Press Enter or type a comma after each keyword, or paste a list'}
      value={keywordList(value)}
      onChange={(words) => onChange(joinKeywords(words))}
      splitChars={splitChars}
      error={error}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
      required={required}
      withAsterisk={required}
      clearable={!disabled}
    />
  );
}
