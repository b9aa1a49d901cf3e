import { type SavedView, viewMessage } from '@masthead/contract';
import type { ApiError } from '../api/client.ts';
import { showBanner } from '../components/banner.ts';

/** A view saved, changed or deleted: the newest of these banners replaces the one before. */
export const showViewDone = (title: string) => showBanner({ kind: 'success', title, id: 'view-saved' });

/** A view not saved: what the server said of its state, else its message. */
export const showViewNotSaved = (error: Pick<ApiError, 'message' | 'messages'>) =>
  showBanner({
    kind: 'error',
    title: viewMessage.notSaved,
    message: error.messages.state?.[0] ?? error.message,
    id: 'view-not-saved',
  });

/** The options of a call that saves a view: the views reload, and the banner names the view. */
export const savingView = (
  doneTitle: (name: string) => string,
  { onSaved, onError }: { onSaved?: (view: SavedView) => void; onError: (error: ApiError) => void },
) => ({
  invalidates: ['view-service/get-views'] as const,
  onSuccess: (view: SavedView) => {
    showViewDone(doneTitle(view.name));
    onSaved?.(view);
  },
  onError,
});
