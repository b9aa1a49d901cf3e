import { bannerText, messageMarker } from '@masthead/contract';
import { showBanner } from '../components/banner.ts';
import { type ApiError, onCallError } from './client.ts';

/**
 * The two situations of the spec's error catalogue that any call can meet (section 8).
 * A session-expired answer also signs the user out through `onSessionExpired`.
 * Fixed banner ids keep a burst of failing calls down to one banner.
 */
export function listenForGlobalErrors({ onSessionExpired }: { onSessionExpired: () => void }): () => void {
  return onCallError((error: ApiError) => {
    if (error.message.includes(messageMarker.sessionExpired)) {
      showBanner({ id: 'session-expired', kind: 'error', ...bannerText.sessionExpired });
      onSessionExpired();
    } else if (error.message.includes(messageMarker.permissionDenied)) {
      showBanner({ id: 'permission-required', kind: 'error', ...bannerText.permissionRequired });
    }
  });
}
