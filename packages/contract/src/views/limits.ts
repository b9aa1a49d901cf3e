/** Limits that keep a view small: a name fits a menu, a state fits a URL. */
export const viewLimits = {
  name: 60,
  stateChars: 4000,
  filterChars: 200,
  filters: 50,
  columns: 60,
  params: 10,
  perList: 50,
} as const;

/** The page sizes a list offers; a view keeps one of them. */
export const pageSizes = [10, 20, 50, 100] as const;
