import {
  allFields,
  type CallOutput,
  type CallPath,
  type ContentTypeDefinition,
  type FieldMessages,
  globalMessage,
} from '@masthead/contract';
import { ApiError, callMultipart } from '../../api/client.ts';
import type { UploadProgress } from '../../api/transport.ts';
import { type ContentFormValues, contentFormData } from '../contentValues.ts';
import { checkChosenFile } from './fileValue.ts';

/**
 * The server's answer to these files, given before sending them: each refused file under its
 * field in the server's words, with 413 when one is too large, as the server would answer.
 */
async function refusalOfFiles(definition: ContentTypeDefinition, files: Readonly<Record<string, File>>) {
  const messages: FieldMessages = {};
  let status = 400;
  for (const field of allFields(definition)) {
    const file = files[field.key];
    if (field.kind !== 'file' || !file) continue;
    const checked = await checkChosenFile(file, field.accept);
    if (!('refusal' in checked)) continue;
    messages[field.key] = [checked.refusal.message];
    if (checked.refusal.statusCode === 413) status = 413;
  }
  return Object.keys(messages).length > 0
    ? new ApiError({ status, message: globalMessage.fixFields, messages })
    : null;
}

/**
 * Sends a content save: its checked input as text parts, its chosen files as parts of their
 * own. A file the server would refuse stops the save before a byte leaves, with the answer the
 * server would give; `onProgress` hears how much of a save with files has been sent.
 */
export async function sendContentSave<P extends CallPath>({
  definition,
  path,
  input,
  files,
  onProgress,
}: {
  definition: ContentTypeDefinition;
  path: P;
  input: ContentFormValues;
  files: Readonly<Record<string, File>>;
  onProgress: (progress: UploadProgress) => void;
}): Promise<CallOutput<P>> {
  const refusal = await refusalOfFiles(definition, files);
  if (refusal) throw refusal;
  const hasFiles = Object.keys(files).length > 0;
  return callMultipart(path, contentFormData({ definition, input, files }), hasFiles ? { onProgress } : {});
}
