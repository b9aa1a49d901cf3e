import type { ViewState } from './inputs.ts';

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

export interface SavedView {
  id: number;
  list: string;
  name: string;
  shared: boolean;
  state: ViewState;
  owner_id: number;
  owner_name: string;
  /** Whether the caller saved it, and so may change or delete it. */
  is_mine: boolean;
  creation_datetime: string;
  update_datetime: string;
}
