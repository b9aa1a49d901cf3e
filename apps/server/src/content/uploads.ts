import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  allFields,
  type ContentField,
  type ContentTypeDefinition,
  checkFile,
  contentMessage,
  decodeContentForm,
  dropIrrelevantFields,
  type FieldMessages,
  fieldMessage,
  fileLimits,
  fileTailBytes,
  globalMessage,
  imageHeadBytes,
  imageHeadLength,
  maxBodyBytes,
  maxUploadBytes,
  type SniffedFile,
} from '@masthead/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import type { MediaStorage } from '../media/storage.ts';

/** A file that arrived, was checked and waits in the scratch directory under its final name. */
export interface Upload extends SniffedFile {
  field: string;
  /** '<sha256>.<ext>' */
  name: string;
  /** The client's name for the file, cleaned; null when it sent none worth keeping. */
  originalName: string | null;
  bytes: number;
  localFile: string;
}

/** The longest original file name kept, in characters: the usual limit of file systems. */
export const maxOriginalNameLength = 255;

/**
 * The name a client gave a file, made safe to keep and show as text: NFC, the last part of any
 * path ('../../etc/passwd' keeps 'passwd'), no control, invisible-format or direction-override
 * characters (which could make 'gpj.exe' read as 'exe.jpg'), white space collapsed, at most
 * 255 characters with the extension kept. It is never used as a path or a header: files are
 * stored and served under their SHA-256.
 */
export function cleanFileName(raw: string | undefined): string | null {
  const lastPart = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const name = lastPart
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '')
    .trim();
  if (name === '' || name === '.' || name === '..') return null;
  const characters = [...name];
  if (characters.length <= maxOriginalNameLength) return name;
  const extension = /\.[\p{L}\p{N}]{1,10}$/u.exec(name)?.[0] ?? '';
  return `${characters.slice(0, maxOriginalNameLength - 1 - extension.length).join('')}…${extension}`;
}

/**
 * The multipart parser's own words for a body that is not a whole form (no boundary, one
 * over 256 characters, a body cut before its end): what the sender must fix, not a fault here.
 */
const malformedForm =
  /^(Multipart: Boundary not found|Boundary required|The needle |Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)/;
const isMalformedForm = (error: unknown) =>
  error instanceof Error && !('code' in error) && malformedForm.test(error.message);

const headBytes = imageHeadBytes;
const tailBytes = fileTailBytes;

/**
 * Writes one file part to the scratch directory while hashing it and keeping its first and
 * last bytes for sniffing. A file over its limit is read to its end without being kept, so
 * the request finishes and the answer can say which field was too large.
 */
async function receiveFile(part: MultipartFile, field: ContentField & { kind: 'file' }, scratchDir: string) {
  const limit = fileLimits[field.accept].maxBytes;
  const localFile = path.join(scratchDir, randomUUID());
  const out = createWriteStream(localFile);
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  // Known once the file's first bytes say what it is.
  let headLimit: number | null = null;
  let tail = Buffer.alloc(0);
  let bytes = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > limit) continue;
      if (headLength < (headLimit ?? headBytes)) {
        headChunks.push(chunk);
        headLength += chunk.length;
        if (headLimit === null && headLength >= 6)
          headLimit = imageHeadLength(Buffer.concat(headChunks).subarray(0, 6), limit);
      }
      tail = Buffer.concat([tail, chunk]).subarray(-tailBytes);
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  } catch (error) {
    // A cut connection or a part beyond the parser's own limit: nothing of it stays behind.
    out.destroy();
    await rm(localFile, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, globalMessage.fixFields, { [field.key]: [contentMessage.fileTooLarge(limit)] });
    throw error;
  } finally {
    out.end();
    await finished(out).catch(() => undefined);
  }
  const head = Buffer.concat(headChunks).subarray(0, headLimit ?? headBytes);
  const refuse = async (statusCode: number, message: string) => {
    await rm(localFile, { force: true });
    return { statusCode, message } as const;
  };
  // The parser's own cut-off counts as too large too, whatever was counted before it.
  const checked = checkFile({
    accept: field.accept,
    bytes: part.file.truncated ? limit + 1 : bytes,
    head,
    tail,
  });
  if ('refusal' in checked) return refuse(checked.refusal.statusCode, checked.refusal.message);
  const upload: Upload = {
    ...checked.file,
    field: field.key,
    name: `${hash.digest('hex')}.${checked.file.ext}`,
    originalName: cleanFileName(part.filename),
    bytes,
    localFile,
  };
  return { upload };
}

const pendingUploads = new WeakMap<FastifyRequest, Upload[]>();

/** The checked files of a multipart save, by field. */
export const uploadsOf = (request: FastifyRequest) => pendingUploads.get(request) ?? [];

/** Whether the request holds checked files (a multipart save's). */
export const hasUploads = (request: FastifyRequest) => pendingUploads.has(request);

/** Scratch files a save did not take (it failed, or stored the same bytes already): removed. */
export async function discardUploads(request: FastifyRequest) {
  const uploads = pendingUploads.get(request) ?? [];
  pendingUploads.delete(request);
  await Promise.all(uploads.map((upload) => rm(upload.localFile, { force: true })));
}

/**
 * Reads a multipart save into the values the contract validates: text parts decoded (JSON
 * for lists and objects), fields irrelevant to the chosen technology dropped, files checked
 * and held in scratch. Refusals carry every field's message at once, files' included.
 */
export async function readMultipartSave(
  request: FastifyRequest,
  { definition, storage }: { definition: ContentTypeDefinition; storage: MediaStorage },
): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw new AppError(415, contentMessage.multipartRequired);
  await mkdir(storage.scratchDir, { recursive: true });
  const fileFields = new Map(
    allFields(definition)
      .filter((field): field is ContentField & { kind: 'file' } => field.kind === 'file')
      .map((field) => [field.key, field]),
  );
  const texts: Record<string, string> = {};
  const messages: FieldMessages = {};
  const uploads: Upload[] = [];
  pendingUploads.set(request, uploads);
  let statusCode = 400;
  // The text of a save is held in memory: it gets the 1 MB of a JSON call, files aside.
  let textBytes = 0;
  try {
    const parts = request.parts({
      limits: { fileSize: maxUploadBytes + 1, files: 40, fields: 200, fieldSize: 256 * 1024, parts: 240 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        textBytes += Buffer.byteLength(String(part.value));
        if (textBytes > maxBodyBytes) continue;
        if (part.valueTruncated) messages[part.fieldname] = [fieldMessage.invalid];
        else texts[part.fieldname] = String(part.value);
        continue;
      }
      const field = fileFields.get(part.fieldname);
      // A second file for one field would be stored and belong to no item: refused unread.
      const isRepeat = uploads.some((upload) => upload.field === part.fieldname);
      if (!field || isRepeat) {
        part.file.resume();
        await finished(part.file).catch(() => undefined);
        messages[part.fieldname] = [field ? contentMessage.oneFilePerField : fieldMessage.unknownField];
        continue;
      }
      const received = await receiveFile(part, field, storage.scratchDir);
      if ('upload' in received) {
        uploads.push(received.upload);
        // The part replaces any text value of the same name.
        delete texts[part.fieldname];
      } else {
        messages[part.fieldname] = [received.message];
        if (received.statusCode === 413) statusCode = 413;
      }
    }
  } catch (error) {
    throw isMalformedForm(error) ? new AppError(400, globalMessage.multipartInvalid) : error;
  }
  if (textBytes > maxBodyBytes) throw new AppError(413, contentMessage.textTooLarge);
  const decoded = decodeContentForm(definition, texts);
  for (const upload of uploads) delete decoded.values[upload.field];
  Object.assign(messages, decoded.messages);
  const values = dropIrrelevantFields(definition, decoded.values);
  if (Object.keys(messages).length) return Promise.reject(fileRefusal(statusCode, messages, values));
  return values;
}

/** A refused save's answer, with the contract's own messages for the other fields attached later. */
export class SaveRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: FieldMessages,
    readonly values: Record<string, unknown>,
  ) {
    super('save refused');
  }
}
const fileRefusal = (statusCode: number, messages: FieldMessages, values: Record<string, unknown>) =>
  new SaveRefusal(statusCode, messages, values);
