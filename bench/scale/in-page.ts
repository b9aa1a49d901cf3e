/**
 * What runs inside the signed-in app's page. Each function is handed to `page.evaluate` whole,
 * so it defines what it uses itself: nothing from this module's scope reaches the browser.
 */

/** The table step to time: which control, and what tells that its result is on screen. */
export type TableStep = 'sort' | 'filter' | 'next page';

/**
 * Installed before the app's own code (addInitScript): records on `window.__rowsPaintedAt` the
 * time (performance.now(), from the navigation's start) at which the games table's first real
 * row was painted, and again after each `window.__watchRows(start)`, measured from `start`.
 */
export function watchRowsPainted() {
  const holder = window as unknown as {
    __rowsPaintedAt?: number;
    __watchRows: (start: number) => void;
    __routeStart: number;
  };
  const hasRows = () =>
    document.querySelector('table[aria-label="Games"] tbody tr:not([aria-hidden]) td') !== null;
  const paintedAfter = (then: (at: number) => void) =>
    requestAnimationFrame(() => {
      // A message posted from a frame's rAF callback is handled after that frame is painted.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => then(performance.now());
      channel.port2.postMessage(null);
    });
  holder.__routeStart = 0;
  holder.__watchRows = (start: number) => {
    holder.__routeStart = start;
    holder.__rowsPaintedAt = undefined;
    const observer = new MutationObserver(() => {
      if (!hasRows()) return;
      observer.disconnect();
      paintedAfter((at) => {
        holder.__rowsPaintedAt = at - holder.__routeStart;
      });
    });
    observer.observe(document, { subtree: true, childList: true });
  };
  holder.__watchRows(0);
}

/** Times one table step from the input to the first paint showing its result, in ms. */
export async function timeTableStep(step: TableStep): Promise<number> {
  const table = document.querySelector('table[aria-label="Games"]');
  if (!table) throw new Error('no games table');
  const firstRow = () => table.querySelector('tbody tr')?.textContent ?? '';
  // The "1–20 of 100,000" line under the table (among the page's live regions): it tells a
  // filter's and a page's result.
  const range = () =>
    [...document.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent).join('|');
  const nextPaint = () =>
    new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
    );
  const waitFor = (isDone: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      if (isDone()) return resolve();
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`the ${step} step showed nothing within 20 s`));
      }, 20_000);
      const observer = new MutationObserver(() => {
        if (!isDone()) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  let act: () => void;
  let isDone: () => boolean;
  if (step === 'sort') {
    const button = [...table.querySelectorAll<HTMLButtonElement>('thead th button')].find(
      (candidate) => candidate.textContent === 'Title',
    );
    if (!button) throw new Error('no Title sort button');
    const before = firstRow();
    act = () => button.click();
    isDone = () => firstRow() !== before;
  } else if (step === 'filter') {
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Search Games"]');
    if (!input) throw new Error('no search box');
    const before = range();
    // One word of the demo's titles, or none again: each run changes the rows shown.
    const next = input.value === '' ? 'golden' : '';
    act = () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, next);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    isDone = () => range() !== before;
  } else {
    const button = document.querySelector<HTMLButtonElement>('button[aria-label="Next page"]');
    if (!button) throw new Error('no Next page button');
    const before = range();
    act = () => button.click();
    isDone = () => range() !== before;
  }
  const start = performance.now();
  act();
  await waitFor(isDone);
  await nextPaint();
  return performance.now() - start;
}
