import { type Envelope, type ExportListInput, exportHeaders, globalMessage } from '@masthead/contract';
import { ApiError, networkErrorMessage, notifyingFailures } from '../../../api/client.ts';

export interface ExportProgress {
  /** Rows received so far. */
  rows: number;
  /** Rows the server said the file holds; null when it did not say. */
  total: number | null;
}

/** The file name the server gave in Content-Disposition, else a plain one. */
function fileNameOf(response: Response) {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'export.csv';
}

async function failureOf(response: Response): Promise<ApiError> {
  let envelope: Envelope<unknown> | null = null;
  try {
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    envelope = null;
  }
  const failure = envelope?.status === 'ERROR' ? envelope : undefined;
  const firstField = Object.values(failure?.messages ?? {}).find((list) => list.length > 0)?.[0];
  return new ApiError({
    status: response.status,
    message: failure?.message ?? firstField ?? globalMessage.unexpected,
    messages: failure?.messages,
  });
}

/** Line ends in the bytes read (CRLF ends each record), so progress moves as rows arrive. */
function countLineEnds(bytes: Uint8Array) {
  let count = 0;
  for (const byte of bytes) if (byte === 10) count += 1;
  return count;
}

/**
 * Asks the server for the CSV of a list's view and reads it as it streams in, reporting rows
 * received against the total it announced; resolves with the file, not yet saved. Failures are
 * ApiErrors that the app's global listeners see too (an expired session signs out).
 */
export function fetchExport(
  input: ExportListInput,
  { onProgress, signal }: { onProgress: (progress: ExportProgress) => void; signal?: AbortSignal },
): Promise<{ blob: Blob; fileName: string; rows: number }> {
  return notifyingFailures(async () => {
    let response: Response;
    try {
      response = await fetch('/api/export-service/export-list', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/csv, application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(input),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError({ status: 0, message: networkErrorMessage });
    }
    if (!response.ok || !response.body) throw await failureOf(response);
    const announced = Number(response.headers.get(exportHeaders.rowCount));
    const total = Number.isFinite(announced) && announced >= 0 ? announced : null;
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let lines = 0;
    const reader = response.body.getReader();
    onProgress({ rows: 0, total });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      lines += countLineEnds(value);
      // The header is one line; a cell with a line break may count twice, hence the cap.
      onProgress({ rows: Math.min(Math.max(lines - 1, 0), total ?? Number.POSITIVE_INFINITY), total });
    }
    const blob = new Blob(chunks, { type: 'text/csv;charset=utf-8' });
    return { blob, fileName: fileNameOf(response), rows: total ?? Math.max(lines - 1, 0) };
  });
}

/** Hands the file to the browser's downloads. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has started reading it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
