import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * No two files import each other, directly or around a longer circle: a circle makes the
 * order modules load in matter (a value read before its file has run is undefined) and
 * leaves no file that can be read first.
 */
describe.each(['apps/server', 'apps/web', 'packages/contract'])('the files of %s', (folder) => {
  it('import one another in no circle', () => {
    const dir = path.join(root, folder);
    const circles = importCycles(importGraph(dir)).map((circle) =>
      circle.map((file) => path.relative(dir, file)).join(' → '),
    );
    expect(circles).toEqual([]);
  });
});
