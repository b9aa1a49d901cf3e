/** A row of a batched statement: which of the batch's keys it answers, counted from 1. */
export interface AskedRow {
  asked: number;
}

interface Waiting<Key, Row> {
  key: Key;
  resolve(row: Row | undefined): void;
  reject(error: unknown): void;
}

/**
 * The keys asked for during one turn of the event loop, read by one statement: `run` is given
 * them all and answers rows numbered by `asked`, each key at most one. Requests that arrive
 * together (a page's calls, or many clients under load) then cost the server one write to the
 * database and one round trip instead of one each, and a request alone waits no longer than
 * the rest of its turn (setImmediate runs once the turn's input has been read). A failed
 * statement fails every request of its batch with the same error, as each would have failed alone.
 */
export function perTurn<Key, Row extends AskedRow>(
  run: (keys: Key[]) => Promise<Row[]>,
): (key: Key) => Promise<Row | undefined> {
  let waiting: Waiting<Key, Row>[] = [];
  const flush = async () => {
    const batch = waiting;
    waiting = [];
    try {
      const rows = await run(batch.map(({ key }) => key));
      const answers = new Array<Row | undefined>(batch.length);
      for (const row of rows) answers[row.asked - 1] = row;
      for (const [index, { resolve }] of batch.entries()) resolve(answers[index]);
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  };
  return (key) =>
    new Promise((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ key, resolve, reject });
    });
}
