import { Textarea } from '@mantine/core';

export interface RichTextEditorProps {
  label: string;
  /** The form field it edits; also the id its errors and focus use. */
  name: string;
  value: string;
  onChange: (html: string) => void;
  /** Editor height in pixels: 400 for news and deals, 500 for legal documents. */
  height: number;
  error?: string;
  disabled?: boolean;
  required?: boolean;
}

/** Rich text of the spec's elements. (First cut: the HTML as text; the TipTap editor replaces it.) */
export function RichTextEditor({
  label,
  name,
  value,
  onChange,
  height,
  error,
  disabled,
  required,
}: RichTextEditorProps) {
  return (
    <Textarea
      label={label}
      name={name}
      value={value}
      error={error}
      disabled={disabled}
      required={required}
      aria-invalid={error ? true : undefined}
      styles={{ input: { height } }}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
