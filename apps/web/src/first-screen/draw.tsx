/**
 * The first screen of a list's address, drawn by the server (apps/server/src/web/first-screen.ts)
 * with the app's own components, so that a signed-in page shows its rows from its first paint;
 * the app's code is then fetched and draws the same screen beneath (handOver.ts). Built apart by
 * Vite for Node (firstScreenBuild.ts), and run by the server for one request at a time: every
 * draw has its own router, query cache and user, and nothing here may keep one user's data.
 */
import {
  type Access,
  type CurrentUser,
  type DrawFirstScreen,
  firstAnswersBlockId,
  firstScreenId,
  isAllowed,
  jsonBlock,
} from '@masthead/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, matchRoutes, useRoutes } from 'react-router';
import { dataOf, type EarlyAnswer } from '../api/earlyCalls.ts';
import { callKey } from '../api/hooks.ts';
import { type ListCall, listCallsAt } from '../api/listCalls.ts';
import { listLoads } from '../api/listLoads.ts';
import { AppTheme } from '../app/AppTheme.tsx';
import { routes } from '../app/routes.tsx';
import { AuthContext, type AuthContextValue } from '../auth/authContext.ts';
import { openingList } from '../boot/openingList.ts';

/**
 * The most rows a list may hold for the server to draw it: its whole list goes in the page, which
 * would wait for a longer one (the app asks for it itself, behind the list's heading).
 */
const mostRowsDrawn = 2000;

/**
 * Whether a list's answer rules out drawing it: one the server pages (its rows come a page at a
 * time, which the app asks for), or one of more rows than are drawn (where its answer says how
 * many it holds, as a list that may be paged does; the others' answers are bounded by size).
 */
function isNotDrawn(data: unknown) {
  const { is_paged: isPaged, total } = (data ?? {}) as { is_paged?: unknown; total?: unknown };
  return isPaged === true || (typeof total === 'number' && total > mostRowsDrawn);
}

/**
 * The HTML that goes before the app's root: the drawn screen, and the answers it was drawn from,
 * which the app takes instead of asking again. None when the address is not a list `user` may
 * load, when a call did not succeed (the app tells that itself), when the list is long or paged,
 * or when the screen could not be drawn whole in one pass (a part still loading would show as
 * 'Loading').
 */
export const drawFirstScreen: DrawFirstScreen = async (address, user, call) => {
  const url = new URL(address, 'http://masthead.invalid');
  const list = openingList(listLoads, url.pathname, user);
  if (!list) return undefined;
  const answers: EarlyAnswer[] = [];
  const ask = async ({ path, input, followedBy }: ListCall): Promise<boolean> => {
    const { status, text } = await call(path, input);
    answers.push({ path, input, status, text });
    if (status !== 200) return false;
    const data = dataOf(text);
    if (isNotDrawn(data)) return false;
    const next = followedBy?.(data);
    return next ? ask(next) : true;
  };
  const asked = await Promise.all(listCallsAt(list, url.searchParams).map(ask));
  if (asked.includes(false)) return undefined;
  const html = await draw(`${url.pathname}${url.search}`, user, answers);
  if (!html) return undefined;
  return `<div id="${firstScreenId}" inert aria-hidden="true">${html}</div>${jsonBlock(firstAnswersBlockId, answers)}`;
};

/** The app as it draws `address` for `user` with `answers` in its cache; none if any part was still loading. */
async function draw(address: string, user: CurrentUser, answers: readonly EarlyAnswer[]) {
  // The code of every screen the address draws, loaded beforehand: the server draws in one pass,
  // where a screen still loading would draw as 'Loading'.
  await Promise.all(
    (matchRoutes(routes, address) ?? []).map(({ route }) =>
      typeof route.lazy === 'function' ? route.lazy() : undefined,
    ),
  );
  const cache = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  for (const { path, input, text } of answers)
    cache.setQueryData(callKey(path, input as never), dataOf(text));
  const html = renderToString(
    <AppTheme>
      <QueryClientProvider client={cache}>
        <AuthContext.Provider value={signedIn(user)}>
          <MemoryRouter initialEntries={[address]}>
            <Screens />
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    </AppTheme>,
  );
  // React marks a part it drew as its fallback ('Loading') with <!--$!--> or <!--$?-->. A screen
  // without its table (Not Authorized, while viewing as a user the screen refuses) is not drawn:
  // the drawing gives way only to the app's rows.
  return /<!--\$[!?]-->/.test(html) || !html.includes('<table') ? undefined : html;
}

function Screens() {
  return useRoutes(routes);
}

/** The session of a page drawn for `user`: nothing can be done on it, only seen. */
const signedIn = (user: CurrentUser): AuthContextValue => ({
  isAuthenticated: true,
  user,
  hasLoggedOut: false,
  sessionExpired: false,
  can: (required: Access) => isAllowed(user.permissions, required),
  logout: async () => {},
  refresh: async () => {},
});
