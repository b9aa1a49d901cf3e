import type { Readable } from 'node:stream';

/**
 * A file a handler answers with instead of the JSON envelope (a CSV export): the call registry
 * sends its headers and pipes its body as it is produced, so a file of 20,000 rows is never one
 * string in memory. Errors found before it is made still answer in the envelope.
 */
export class StreamedFile {
  constructor(
    readonly file: {
      body: Readable;
      contentType: string;
      fileName: string;
      /** Extra headers, such as the number of rows for a progress bar. */
      headers?: Record<string, string>;
    },
  ) {}
}
