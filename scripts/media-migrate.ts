// `npm run media:migrate`: copies every file of DATA_DIR/media into the bucket of MEDIA_S3_*,
// skipping those already there, so an install can move its media before it is started with
// the bucket. It only reads the local folder and writes content-addressed objects, so it is
// safe beside a running server and to run again (a second run copies what the first missed).
import { randomUUID } from 'node:crypto';
import { link, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { mediaName } from '../apps/server/src/media/headers.ts';
import { mediaStorageFor } from '../apps/server/src/media/storage.ts';
import { MediaUnavailable } from '../apps/server/src/media/unavailable.ts';
import { runScript, ScriptError } from '../apps/server/src/ops/script.ts';

const workers = 8;
const number = (n: number) => n.toLocaleString('en');

await runScript(async () => {
  const config = loadConfig();
  const { s3 } = config.media;
  if (!s3)
    throw new ScriptError(
      'MEDIA_S3_BUCKET is not set: media:migrate copies DATA_DIR/media into that bucket, so set MEDIA_S3_BUCKET (and MEDIA_S3_ENDPOINT, credentials…) first.',
    );
  const folder = path.join(config.dataDir, 'media');
  const storage = mediaStorageFor(config);
  const where = `the bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`;
  try {
    await storage.check();
  } catch (error) {
    if (!(error instanceof MediaUnavailable)) throw error;
    throw new ScriptError(
      `The ${where.slice('the '.length)} cannot be used (${error.reason}): check that it exists, MEDIA_S3_ENDPOINT and MEDIA_S3_REGION, and the credentials (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY or a role).`,
    );
  }
  const names = (
    await readdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    })
  ).filter((name) => mediaName.test(name));
  const total = names.length;
  const counts = { copied: 0, there: 0, gone: 0, failed: 0 };
  const failures: string[] = [];
  const done = () => counts.copied + counts.there + counts.gone + counts.failed;
  const progress = () => {
    const share = total ? ((done() / total) * 100).toFixed(1) : '100.0';
    return `copied ${number(counts.copied)}, already there ${number(counts.there)}: ${number(done())} of ${number(total)} (${share}%)`;
  };
  // On a terminal the line is rewritten in place; in a log, one line every few seconds.
  const tty = process.stdout.isTTY;
  let shownAt = 0;
  const show = (final = false) => {
    const now = Date.now();
    if (!final && now - shownAt < (tty ? 100 : 5000)) return;
    shownAt = now;
    if (tty) process.stdout.write(`\r${progress()}\x1b[K${final ? '\n' : ''}`);
    else console.log(progress());
  };

  const scratch = storage.scratchDir;
  if (total) await mkdir(scratch, { recursive: true });
  const copy = async (name: string) => {
    // A link in the scratch folder is handed to the storage, which removes it once stored:
    // the file itself stays in the media folder.
    const handed = path.join(scratch, `migrate-${randomUUID()}`);
    try {
      await link(path.join(folder, name), handed);
    } catch (error) {
      // Deleted meanwhile by the running server: nothing of it to copy.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      counts.gone += 1;
      return;
    }
    try {
      if (await storage.put(name, handed)) counts.copied += 1;
      else counts.there += 1;
    } finally {
      await rm(handed, { force: true });
    }
  };
  let next = 0;
  let stopped: string | undefined;
  await Promise.all(
    Array.from({ length: Math.min(workers, total) }, async () => {
      while (next < total && !stopped) {
        const name = names[next++] as string;
        try {
          await copy(name);
        } catch (error) {
          counts.failed += 1;
          const reason = error instanceof MediaUnavailable ? error.reason : (error as Error).message;
          failures.push(`${name}: ${reason}`);
          // The bucket gone away: the rest would fail alike, each after its timeouts.
          if (error instanceof MediaUnavailable) stopped = reason;
        }
        show();
      }
    }),
  );
  if (total) show(true);
  for (const failure of failures.slice(0, 10)) console.error(`not copied: ${failure}`);
  if (failures.length > 10) console.error(`… and ${number(failures.length - 10)} more not copied`);
  const left = total - done();
  console.log(
    `${number(total)} files in ${folder}: ${number(counts.copied)} copied to ${where}, ${number(counts.there)} already there, ${number(counts.failed)} failed${counts.gone ? `, ${number(counts.gone)} deleted meanwhile` : ''}${left ? `, ${number(left)} not tried (${where} stopped answering: ${stopped})` : ''}.`,
  );
  return counts.failed || left ? 1 : 0;
});
