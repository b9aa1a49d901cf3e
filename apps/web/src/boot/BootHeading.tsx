import { listLoads } from '../api/listLoads.ts';
import { signedInUserOfPage } from '../auth/pageSession.ts';
import { bootHeadingClass, openingList } from './openingList.ts';

/**
 * The list's heading as the page's first script drew it (startListCalls.ts), kept while the app
 * still shows its full-page 'Loading' (LoadingScreen): React replaces the root's content, and
 * without it the heading would go and come back when the screen draws.
 */
export function BootHeading() {
  const user = signedInUserOfPage();
  const list = user && openingList(listLoads, window.location.pathname, user);
  // A picture of the heading, as the page's first script draws it: the screen is not there yet.
  return user && list ? (
    <div className={bootHeadingClass(user)} aria-hidden="true">
      {list.title}
    </div>
  ) : null;
}
