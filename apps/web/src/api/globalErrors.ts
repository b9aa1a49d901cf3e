import { bannerText, globalMessage, messageMarker } from '@masthead/contract';
import { showBanner } from '../components/banner.ts';
import { type ApiError, isApiError, onCallError } from './client.ts';

const isSessionExpired = (error: ApiError) => error.message.includes(messageMarker.sessionExpired);
// A password not confirmed is the form's own to tell, not the catalogue's 'Permission required'.
const isPermissionDenied = (error: ApiError) =>
  error.message.includes(messageMarker.permissionDenied) && error.message !== globalMessage.confirmPassword;
const isViewingAsReadOnly = (error: ApiError) => error.message.includes(messageMarker.viewingAsReadOnly);

/**
 * True for the failures the app already answers globally (session expired, permission denied):
 * a screen's own failure banner would only repeat them.
 */
export const isGlobalError = (error: unknown): boolean =>
  isApiError(error) && (isSessionExpired(error) || isPermissionDenied(error) || isViewingAsReadOnly(error));

/**
 * The two situations of the spec's error catalogue that any call can meet (section 8).
 * A session-expired answer also signs the user out through `onSessionExpired`.
 * Fixed banner ids keep a burst of failing calls down to one banner.
 */
export function listenForGlobalErrors({ onSessionExpired }: { onSessionExpired: () => void }): () => void {
  return onCallError((error) => {
    if (isSessionExpired(error)) {
      // Signing out first clears the signed-in screens' banners; this one, about the session,
      // outlives them and the move to the login page.
      onSessionExpired();
      showBanner({ id: 'session-expired', kind: 'error', scope: 'session', ...bannerText.sessionExpired });
    } else if (isViewingAsReadOnly(error)) {
      showBanner({
        id: 'viewing-as-read-only',
        kind: 'warning',
        title: 'Nothing was changed',
        message: error.message,
      });
    } else if (isPermissionDenied(error)) {
      showBanner({ id: 'permission-required', kind: 'error', ...bannerText.permissionRequired });
    }
  });
}
