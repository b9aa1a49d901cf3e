import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { holdEmbeddedDatabase } from '../db/data-lock.ts';
import { runScript, ScriptError } from '../ops/script.ts';
import { csvHeader, importImpressions } from './import-impressions.ts';

/** At most this many bad lines are listed one by one; the rest are counted. */
const listedBadLines = 200;

/** `npm run import:impressions FILE.csv`: a bulk load of daily counts, with a progress bar on stderr. */
async function main() {
  const named = process.argv[2];
  if (!named) {
    console.error('Usage: npm run import:impressions FILE.csv   (lines: content_id,project_id,date,count)');
    return 64;
  }
  // npm runs scripts from the repository's root; a relative FILE means where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? '.', named);
  const { size } = await stat(file).catch(() => {
    throw new ScriptError(`There is no file at ${file}: name a CSV of ${csvHeader} lines.`);
  });
  const config = loadConfig();
  holdEmbeddedDatabase(config, 'import:impressions');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const input = createReadStream(file);
  let lastDrawn = 0;
  const drawProgress = (lines: number, force = false) => {
    // On a terminal the bar redraws in place; into a file or pipe only the final line goes.
    if (!force && (!process.stderr.isTTY || Date.now() - lastDrawn < 100)) return;
    lastDrawn = Date.now();
    const share = size ? Math.min(1, input.bytesRead / size) : 1;
    const bar = '#'.repeat(Math.round(share * 30)).padEnd(30, '.');
    process.stderr.write(
      `\r[${bar}] ${(share * 100).toFixed(0).padStart(3)}%  ${lines.toLocaleString('en')} lines`,
    );
  };
  let listed = 0;
  const summary = await importImpressions({
    db: database.db,
    input,
    onBadLine: ({ line, reason }) => {
      listed += 1;
      if (listed <= listedBadLines) process.stderr.write(`\rline ${line}: ${reason}\n`);
    },
    onProgress: (progress) => drawProgress(progress.lines),
  }).finally(() => database.close());
  drawProgress(summary.lines, true);
  process.stderr.write('\n');
  console.log(
    `${summary.rows.toLocaleString('en')} rows (${summary.impressions.toLocaleString('en')} impressions) added from ${summary.lines.toLocaleString('en')} lines; ${summary.badLines.toLocaleString('en')} bad lines${summary.badLines > listedBadLines ? ` (the first ${listedBadLines} listed above)` : ''}.`,
  );
  // Scripts notice a partial import: good lines are in, the bad ones need fixing and sending again.
  return summary.badLines ? 2 : 0;
}

await runScript(main);
