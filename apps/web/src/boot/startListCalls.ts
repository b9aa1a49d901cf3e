/**
 * The signed-in page's first script, built apart and listed before the app's (apps/web
 * listCallsScript.ts): when the address is a list the signed-in user may load, it starts the
 * list's calls at once, while the app's code is still on its way, and the app takes their
 * answers when its route's loader makes the same calls (api/earlyCalls.ts). Small on purpose:
 * the table comes as built data, not the contract's definitions.
 */
import listLoads from 'virtual:list-loads';
import { startEarlyCall } from '../api/earlyCalls.ts';
import { type ListCall, listCallsAt, mayLoadList } from '../api/listCalls.ts';
import { signedInUserOfPage } from '../auth/pageSession.ts';

/** Starts a call, and then the one its answer leads to (the whole list, when it is not paged). */
function start({ path, input, followedBy }: ListCall) {
  void startEarlyCall(path, input).then((answer) => {
    const next = followedBy?.(answer);
    if (next) start(next);
  });
}

const user = signedInUserOfPage();
const load = listLoads.find((candidate) => candidate.route === window.location.pathname);
if (user && load && mayLoadList(user, load))
  for (const call of listCallsAt(load, new URLSearchParams(window.location.search))) start(call);
