/**
 * The ways one form screen runs (spec section 4): `new` starts from defaults, `edit` changes a
 * saved item, `view` shows it read-only, `clone` starts a new item from a copy of a saved one.
 */
export type FormMode = 'new' | 'edit' | 'view' | 'clone';

export const formModes = ['new', 'edit', 'view', 'clone'] as const satisfies readonly FormMode[];

/** Every mode but `new` opens a saved item first. */
export const loadsItem = (mode: FormMode) => mode !== 'new';

export const isReadOnly = (mode: FormMode) => mode === 'view';

/** The route segment of a mode: /users/new, /users/edit/7. */
export const modePath = (mode: FormMode) => (mode === 'new' ? 'new' : `${mode}/:id`);

const idPattern = /^[1-9]\d{0,9}$/;
const maxId = 2_147_483_647;

/** The `:id` of an address as a number, or null when no item could have it ('abc', '0', '1.5'). */
export function parseItemId(param: string | undefined): number | null {
  if (param === undefined || !idPattern.test(param)) return null;
  const id = Number(param);
  return id <= maxId ? id : null;
}

/**
 * The router state that opens a form on a tab: View → Edit keeps the tab the user was
 * reading, so the field they meant to change is where they were looking.
 */
export const tabState = (tab: string) => ({ tab });

/** The tab a form opens on: the one the router state names, when the form has it. */
export function openingTab(state: unknown, tabs: readonly { value: string }[]): string {
  const wanted = (state as { tab?: unknown } | null)?.tab;
  return tabs.find((tab) => tab.value === wanted)?.value ?? tabs[0]?.value ?? '';
}
