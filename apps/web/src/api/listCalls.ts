import {
  type Access,
  type CallPath,
  type CurrentUser,
  isAllowed,
  type ViewListKey,
} from '@masthead/contract';

/**
 * What a list's address loads as soon as it opens: the list's call and its saved views
 * (listLoads.ts has one for every list). Plain data, so that the page's first script
 * (boot/startListCalls.ts) carries the table as built, without the definitions it comes from.
 */
export interface ListLoad {
  /** The list's address, e.g. '/games'. */
  route: string;
  /** The list's heading (its definition's plural label), which the page draws before the app has run. */
  title: string;
  /** Who may load the list (its call's access): nobody else's browser asks for it. */
  access: Access;
  call: CallPath;
  /** The call's input; none for the whole list. */
  input?: unknown;
  /** Asked again on every visit, not kept for a while (the loader asks; the screen does not ask again). */
  isAskedOnEveryVisit?: boolean;
  /**
   * A list the server may page: `call` asks only whether it does (useListMode), and this call,
   * which loads the list whole, follows when it does not.
   */
  wholeCall?: CallPath;
  /** An address parameter the input takes when it holds one of `values` (/projects?type=game). */
  narrowedBy?: { param: string; values: readonly string[] };
  /** The list's saved views, offered beside its title (views/SavedViews.tsx). */
  views: ViewListKey;
}

/** The list call's input at an address: `input`, or the value of the parameter that narrows it. */
export function listInputAt(load: ListLoad, search: URLSearchParams): unknown {
  const value = load.narrowedBy && search.get(load.narrowedBy.param);
  if (!load.narrowedBy || !value || !load.narrowedBy.values.includes(value)) return load.input;
  return { [load.narrowedBy.param]: value };
}

/** A call an address of a list starts: its path and input, whether each visit asks again, and what follows it. */
export interface ListCall {
  path: CallPath;
  input: unknown;
  isAskedOnEveryVisit?: boolean;
  /** The call its answer leads to, if any. */
  followedBy?: (answer: unknown) => ListCall | undefined;
}

/** The call that loads a pageable list whole, following the answer that says the server does not page it. */
const wholeListAfter =
  (wholeCall: CallPath) =>
  (answer: unknown): ListCall | undefined =>
    (answer as { is_paged?: unknown } | undefined)?.is_paged === false
      ? { path: wholeCall, input: undefined }
      : undefined;

/** The calls an address of the list starts: the list's (and the whole list after it, when not paged), and its saved views'. */
export const listCallsAt = (load: ListLoad, search: URLSearchParams): ListCall[] => [
  {
    path: load.call,
    input: listInputAt(load, search),
    isAskedOnEveryVisit: load.isAskedOnEveryVisit,
    // Only a list the server may page leads on: nothing else's answer needs reading to know what follows.
    followedBy: load.wholeCall ? wholeListAfter(load.wholeCall) : undefined,
  },
  { path: 'view-service/get-views', input: { list: load.views } },
];

/**
 * Whether `user` may load the list now: it holds the permission, and no second factor is still
 * to be set up (REQUIRE_TWO_FACTOR), which the server would refuse every list for.
 */
export const mayLoadList = (user: CurrentUser, load: ListLoad) =>
  isAllowed(user.permissions, load.access) && !(user.two_factor.required && !user.two_factor.enrolled);
