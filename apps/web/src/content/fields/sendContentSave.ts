import type { CallOutput, CallPath, ContentTypeDefinition } from '@masthead/contract';
import { callMultipart } from '../../api/client.ts';
import type { UploadProgress } from '../../api/transport.ts';
import { type ContentFormValues, contentFormData } from '../contentValues.ts';

/**
 * Sends a content save: its checked input as text parts, its chosen files as parts of their
 * own (each checked as the server checks it when it was chosen: FileField takes no other);
 * `onProgress` hears how much of a save with files has been sent.
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
  const hasFiles = Object.keys(files).length > 0;
  return callMultipart(path, contentFormData({ definition, input, files }), hasFiles ? { onProgress } : {});
}
