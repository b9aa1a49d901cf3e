import { printGetItemFigures, runGetItemBench } from './get-item.ts';
import { buildServer } from './support.ts';

/** `npm run bench:get-item`: the single-item read's part of `npm run bench` alone. */
buildServer();
printGetItemFigures(await runGetItemBench());
