import { type FieldMessages, validate } from '@masthead/contract';
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import { firstFieldMessages } from '../../api/client.ts';

export type Schema = Parameters<typeof validate>[0];
export type Parsed<S extends Schema> = Extract<ReturnType<typeof validate<S>>, { ok: true }>['data'];

export type FieldErrors = Record<string, string>;

/**
 * The form pattern of every screen (spec section 4): values in state, the contract schema run
 * on submit, the first message of each field shown beside it, focus on the first invalid field,
 * and nothing sent while an error exists. Server field errors go through `showErrors` too.
 */
export function useSchemaForm<V extends Record<string, unknown>>(
  initialValues: V,
  /** `disabled` marks every bound field read-only, as a form in view mode is. */
  { disabled = false }: { disabled?: boolean } = {},
) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState<FieldErrors | null>(null);

  // Runs after the errors are rendered: focuses the first field, in page order, that has one.
  useEffect(() => {
    if (!focusRequest || !formRef.current) return;
    const fields = formRef.current.querySelectorAll<HTMLElement>(
      'input, textarea, select, [aria-invalid="true"]',
    );
    const firstInvalid = [...fields].find(
      (field) =>
        field.getAttribute('aria-invalid') === 'true' ||
        (field instanceof HTMLInputElement && field.type !== 'hidden' && field.name in focusRequest),
    );
    firstInvalid?.focus();
  }, [focusRequest]);

  const setValue = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The message answered the old value; the user is fixing it now.
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as string]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  const showErrors = useCallback((messages: FieldMessages) => {
    const fieldErrors = firstFieldMessages(messages);
    setErrors(fieldErrors);
    setFocusRequest(fieldErrors);
  }, []);

  /**
   * Runs the schema; answers the parsed input, or null after showing the errors (and telling
   * `onInvalid`, for a form that sums them up in a banner too).
   */
  const check = useCallback(
    <S extends Schema>(
      schema: S,
      input: unknown = values,
      onInvalid?: (messages: FieldMessages) => void,
    ): Parsed<S> | null => {
      const result = validate(schema, input);
      if (result.ok) {
        setErrors({});
        return result.data;
      }
      showErrors(result.messages);
      onInvalid?.(result.messages);
      return null;
    },
    [values, showErrors],
  );

  const reset = useCallback(() => {
    setValues(initialValues);
    setErrors({});
  }, [initialValues]);

  /**
   * Props for a Mantine input bound to a string field: a text-like one (TextInput, PasswordInput,
   * Textarea) or a NativeSelect.
   */
  const textProps = <K extends keyof V & string>(field: K) => ({
    name: field,
    value: String(values[field] ?? ''),
    error: errors[field],
    // PasswordInput does not mark its inner input itself; screen readers need it on every field.
    'aria-invalid': errors[field] ? true : undefined,
    disabled: disabled || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(field, event.currentTarget.value as V[K]),
  });

  /** Props for a Checkbox bound to a boolean field. */
  const checkboxProps = <K extends keyof V & string>(field: K) => ({
    name: field,
    checked: values[field] === true,
    disabled: disabled || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.currentTarget.checked as V[K]),
  });

  return {
    values,
    errors,
    formRef,
    setValue,
    showErrors,
    check,
    reset,
    textProps,
    // A NativeSelect's props are a text field's: named apart, for the forms that read so.
    selectProps: textProps,
    checkboxProps,
    disabled,
  };
}
