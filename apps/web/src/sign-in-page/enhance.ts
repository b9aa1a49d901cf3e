/**
 * The one script of the server's sign-in pages (apps/server/src/web/sign-in), built as an entry
 * of its own and free of imports: the pages work without it, and it adds what only a script can.
 * - On submit, a loading overlay over the page (announced, the form marked busy), fixed so nothing
 *   moves; the post itself stays the browser's own.
 * - In idle time, while the user types, the signed-in app's first code is fetched into the cache,
 *   so the page after the sign-in draws without waiting for it.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-prefetch]');

function showBusy(form: HTMLFormElement) {
  form.setAttribute('aria-busy', 'true');
  const overlay = document.createElement('div');
  overlay.className = 'busy';
  overlay.setAttribute('role', 'status');
  overlay.textContent = 'Loading';
  document.body.append(overlay);
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[method="post"]'))
  form.addEventListener('submit', () => showBusy(form));

// A page restored by Back shows the form again, not the overlay of the post it left by.
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  for (const overlay of document.querySelectorAll('.busy')) overlay.remove();
  for (const form of document.querySelectorAll('form[aria-busy]')) form.removeAttribute('aria-busy');
});

function prefetchApp() {
  for (const href of (script?.dataset.prefetch ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.as = href.endsWith('.css') ? 'style' : 'script';
    // The app's scripts are modules fetched in CORS mode; the cached copy must match.
    link.crossOrigin = '';
    document.head.append(link);
  }
}

if ('requestIdleCallback' in window) window.requestIdleCallback(prefetchApp, { timeout: 5000 });
else setTimeout(prefetchApp, 1000);
