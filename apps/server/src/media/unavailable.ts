import { globalMessage } from '@masthead/contract';
import { AppError } from '../http/errors.ts';

/**
 * The store of media cannot be reached (refused, timed out, failing, or refusing our
 * credentials). It answers 503 and says nothing of its cause to the user; `reason` is for
 * the log and carries no credential. It has no `cause`: the SDK's error could name a
 * connection code that would read as the database's.
 */
export class MediaUnavailable extends AppError {
  constructor(
    readonly operation: 'store' | 'read',
    readonly reason: string,
  ) {
    super(503, operation === 'store' ? globalMessage.filesUnavailable : globalMessage.fileUnreadable);
  }
}
