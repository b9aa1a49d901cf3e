/**
 * The signed-in page's first script, an entry of its own listed before the app's (apps/web
 * listLoadsPlugin.ts): when the address is a list the signed-in user may load, it starts the
 * list's calls at once, while the app's code is still on its way, and the app takes their
 * answers when its route's loader makes the same calls (api/earlyCalls.ts). Small on purpose:
 * the table comes as built data, not the contract's definitions.
 */
import listLoads from 'virtual:list-loads';
import { startEarlyCall } from '../api/earlyCalls.ts';
import { listCallsAt, mayLoadList } from '../api/listCalls.ts';
import { signedInUserOfPage } from '../auth/pageSession.ts';

const user = signedInUserOfPage();
const load = listLoads.find((candidate) => candidate.route === window.location.pathname);
if (user && load && mayLoadList(user, load))
  for (const { path, input } of listCallsAt(load, new URLSearchParams(window.location.search)))
    startEarlyCall(path, input);
