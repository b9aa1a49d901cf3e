import type { ViewState } from './inputs.ts';

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
