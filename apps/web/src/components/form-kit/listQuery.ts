/**
 * The query each list was last shown with (its sort, filters, page and screen parameters), so
 * that Back from a form returns to the rows the user left rather than to page 1. Memory only:
 * a fresh tab has no list to return to.
 */
const lastQueries = new Map<string, string>();

export function rememberListQuery({ listPath, search }: { listPath: string; search: string }) {
  if (search === '' || search === '?') lastQueries.delete(listPath);
  else lastQueries.set(listPath, search.startsWith('?') ? search : `?${search}`);
}

/** The list's address with the query it was left with, if any. */
export const listHref = (listPath: string) => `${listPath}${lastQueries.get(listPath) ?? ''}`;

/**
 * The navigation state of the app's own way back to a list (a form's Back): the list opens
 * scrolled where the user left it, as after the browser's Back (app/scrollMemory.ts).
 */
export const returningToList = { isReturningToList: true } as const;

export const isReturningToList = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  'isReturningToList' in state &&
  state.isReturningToList === true;
