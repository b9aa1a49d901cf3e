import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { printContentFigures, runContentBench } from '/work/wt-content/bench/content.ts';

spawnSync(process.execPath, [path.join('/work/wt-content', 'apps/server/build.mjs')], { stdio: 'inherit' });
printContentFigures(await runContentBench());
