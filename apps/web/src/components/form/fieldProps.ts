/** What a form's own field widget takes: its value and how to change it, its label, message and state. */
export interface FieldProps<V> {
  label: string;
  /** The form field it edits: its inputs' name, where the form's focus on errors finds it. */
  name: string;
  value: V;
  onChange: (value: V) => void;
  error?: string;
  disabled?: boolean;
  /** View mode: the value is shown to be read, nothing to change. */
  readOnly?: boolean;
  required?: boolean;
}
