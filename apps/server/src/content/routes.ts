import { type CallPath, contentCalls } from '@masthead/contract';
import { type CallHandler, type CallHandlers, defineHandlers } from '../http/calls.ts';
import { AppError } from '../http/errors.ts';

type ContentCallPath = keyof typeof contentCalls & CallPath;

/** Placeholder while the content service is built: every content call answers 404. */
const notYet: CallHandler<CallPath> = async () => {
  throw new AppError(404, 'Content calls are not available yet.');
};

export const contentHandlers = defineHandlers(
  Object.fromEntries(
    Object.keys(contentCalls).map((path) => [path, notYet]),
  ) as CallHandlers<ContentCallPath>,
);

/** Calls whose bodies are multipart/form-data (content saves with their files). */
export const multipartCalls = new Set<string>();
