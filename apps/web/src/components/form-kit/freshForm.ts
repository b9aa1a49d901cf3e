let opened = 0;

/**
 * The navigation state of 'Save and add another': a create form opened again at its own
 * address, which starts afresh (its route is keyed by this) with the first field focused.
 */
export const freshFormState = () => {
  opened += 1;
  return { freshForm: opened };
};

/** Which fresh opening a navigation's state names, if any. */
export const freshFormOf = (state: unknown): number | undefined => {
  const fresh = (state as { freshForm?: unknown } | null)?.freshForm;
  return typeof fresh === 'number' ? fresh : undefined;
};

/** The first field a user would type into, in the form's order. */
const fieldSelector =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), [contenteditable="true"]';

export function focusFirstField(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>(fieldSelector)?.focus();
}
