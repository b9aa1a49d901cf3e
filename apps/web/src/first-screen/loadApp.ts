import type { AppCode } from '@masthead/contract';
import { handOverFirstScreen } from './handOver.ts';

/**
 * How long the server's first screen waits for the app to draw beneath it: past this, the app's
 * own 'Loading' shows instead (its code is slow to come, or failed without a word).
 */
const appWaitMs = 15_000;

/**
 * Asks for the app's code once the server's first screen has painted: before, its bytes would
 * share a phone's network with that screen's, and its first paint would wait for them.
 */
export function loadAppAfterFirstPaint(code: AppCode) {
  afterFirstPaint(() => loadApp(code));
}

/**
 * Once the browser has painted the page's first content (Paint Timing): a frame's callback
 * alone can come before it, while the browser still holds the first paint back. A tab opened
 * in the background paints, and so fetches the app, once it is shown.
 */
function afterFirstPaint(then: () => void) {
  const hasPainted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (hasPainted()) return void setTimeout(then);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return void requestAnimationFrame(() => setTimeout(then));
  const observer = new PerformanceObserver(() => {
    if (!hasPainted()) return;
    observer.disconnect();
    setTimeout(then);
  });
  observer.observe({ type: 'paint', buffered: true });
}

function loadApp({ scripts, preloads }: AppCode) {
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const src of scripts) {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    // Without the app, the drawn screen would stay, and nothing on it works: its 'Loading' shows.
    script.onerror = handOverFirstScreen;
    document.head.append(script);
  }
  setTimeout(handOverFirstScreen, appWaitMs);
}
