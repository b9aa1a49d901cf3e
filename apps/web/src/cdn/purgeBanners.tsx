import { cdnBanner, cdnLabels, type FieldMessages } from '@masthead/contract';
import { isGlobalError } from '../api/globalErrors.ts';
import { isApiError } from '../api/index.ts';
import { showBanner } from '../components/banner.ts';
import { FieldMessageList } from '../components/form/FieldMessageList.tsx';

/** The spec's two purge banners (section 8); one id, so a new purge replaces the last one's. */
const bannerId = 'cdn-purge';

export const showPurgeDone = (message: string) =>
  showBanner({ id: bannerId, kind: 'success', title: cdnBanner.done, message });

export function showPurgeFailed({ message, messages = {} }: { message?: string; messages?: FieldMessages }) {
  showBanner({
    id: bannerId,
    kind: 'error',
    title: cdnBanner.failed,
    message: <FieldMessageList message={message} messages={messages} labels={cdnLabels} />,
  });
}

/** A failed call's banner, unless the app already answers it (session expired, permission denied). */
export function showCallFailed(error: unknown, note?: string) {
  if (isGlobalError(error)) return;
  const message = error instanceof Error ? error.message : String(error);
  showPurgeFailed({
    message: note ? `${message} ${note}` : message,
    messages: isApiError(error) ? error.messages : {},
  });
}
