import { Readable } from 'node:stream';
import { byteOrderMark, csvLine, type ListColumn, readValue } from '@masthead/contract';

/** Rows per chunk: big enough that 20,000 rows are some 40 writes, small enough to start at once. */
const rowsPerChunk = 500;

/**
 * The CSV of `rows` at `positions` under a header of the columns' labels, produced a chunk at a
 * time as the client reads it (the stream waits while the socket is full), never as one string.
 */
export function csvStream<T extends object>({
  rows,
  positions,
  columns,
}: {
  rows: readonly T[];
  positions: readonly number[];
  columns: readonly ListColumn<T>[];
}): Readable {
  function* chunks() {
    yield byteOrderMark + csvLine(columns.map((column) => column.header));
    for (let start = 0; start < positions.length; start += rowsPerChunk) {
      let chunk = '';
      for (const position of positions.slice(start, start + rowsPerChunk)) {
        const row = rows[position] as T;
        chunk += csvLine(columns.map((column) => readValue(column, row)));
      }
      yield chunk;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
