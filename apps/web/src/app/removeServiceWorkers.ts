/**
 * An older console installed a service worker that would keep serving stale files; every
 * start removes any that is still registered (spec section 9).
 */
export async function removeServiceWorkers(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // Some browsers refuse the service worker API in private windows; nothing is installed there.
  }
}
