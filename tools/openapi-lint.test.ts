import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openApiDocument } from '@masthead/contract';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

it('the API document passes Redocly’s recommended lint with no error and no warning', () => {
  const folder = mkdtempSync(join(tmpdir(), 'masthead-openapi-'));
  try {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(openApiDocument({ serverUrl: '/' })));
    const lint = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules/@redocly/cli/bin/cli.js'),
        'lint',
        file,
        '--config',
        join(root, 'redocly.yaml'),
        '--format',
        'json',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const report = JSON.parse(lint.stdout) as {
      totals: { errors: number; warnings: number };
      problems: unknown[];
    };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(lint.status).toBe(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}, 60_000);
