/**
 * The signed-in page's first script, built apart and listed before the app's (apps/web
 * listCallsScript.ts). When the address is a list the signed-in user may load, it draws the
 * list's heading and starts the list's calls at once, while the app's code is still on its way;
 * the app takes their answers when its route's loader makes the same calls (api/earlyCalls.ts).
 * Small on purpose: the table comes as built data, not the contract's definitions. On a page
 * the server drew the list's first screen on, the calls are answered already, and this script
 * fetches the app's code.
 */

import listLoads from 'virtual:list-loads';
import { type AppCode, appCodeBlockId, firstAnswersBlockId } from '@masthead/contract';
import { type EarlyAnswer, earlyData, startEarlyCall, takeInEarlyAnswers } from '../api/earlyCalls.ts';
import { type ListCall, listCallsAt } from '../api/listCalls.ts';
import { jsonBlockOfPage, signedInUserOfPage } from '../auth/pageSession.ts';
import { loadAppAfterFirstPaint } from '../first-screen/loadApp.ts';
import { bootHeadingClass, openingList } from './openingList.ts';

/**
 * Starts a call, and then the one its answer leads to (the whole list, when it is not paged). Only
 * an answer that may lead on is read here: the app reads every answer itself, and a whole list
 * parsed twice would cost a phone's main thread a long task for nothing.
 */
function start({ path, input, followedBy }: ListCall) {
  const answer = startEarlyCall(path, input);
  if (!followedBy) return;
  void earlyData(answer).then((data) => {
    const next = followedBy(data);
    if (next) start(next);
  });
}

/**
 * The list's heading, where the app will draw it (signedInPage.ts places it): the page says which
 * list it is from its first paint, not only once the app's code has arrived and run. The app
 * keeps it while it loads (BootHeading.tsx) and then draws its own in the same place.
 */
function drawHeading(title: string, className: string) {
  const heading = document.createElement('div');
  heading.className = className;
  // A picture of the heading, seen, not announced: until the app runs, the page's one word to
  // assistive technology is its 'Loading' status, and nothing on it works yet.
  heading.setAttribute('aria-hidden', 'true');
  heading.textContent = title;
  document.getElementById('root')?.append(heading);
}

const user = signedInUserOfPage();
const list = openingList(listLoads, window.location.pathname, user);
const drawnFrom = jsonBlockOfPage<EarlyAnswer[]>(firstAnswersBlockId);
const appCode = jsonBlockOfPage<AppCode>(appCodeBlockId);
if (drawnFrom && appCode) {
  // The server drew the list's first screen (first-screen/draw.tsx), heading and rows: the app
  // takes the answers it was drawn from, and its code comes once that screen has painted.
  takeInEarlyAnswers(drawnFrom);
  loadAppAfterFirstPaint(appCode);
} else if (user && list) {
  drawHeading(list.title, bootHeadingClass(user));
  for (const call of listCallsAt(list, new URLSearchParams(window.location.search))) start(call);
}
