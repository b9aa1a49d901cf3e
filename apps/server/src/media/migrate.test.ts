import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from './testing/s3-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** `npm run media:migrate` as the operator runs it: its own process, its exit status, its lines. */
function migrate(env: Record<string, string | undefined>) {
  const childEnv = { ...process.env, ...env };
  for (const name of Object.keys(childEnv)) if (childEnv[name] === undefined) delete childEnv[name];
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/media-migrate.ts'],
      { cwd: repoRoot, env: childEnv },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run media:migrate', () => {
  let s3: TestS3Server;
  let dataDir: string;
  const names: string[] = [];
  beforeAll(async () => {
    s3 = await startS3Server({ prefix: 'media/' });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-migrate-'));
    const media = path.join(dataDir, 'media');
    await mkdir(path.join(media, '.incoming'), { recursive: true });
    for (let n = 0; n < 3; n += 1) {
      const bytes = randomBytes(2000 + n);
      const name = `${createHash('sha256').update(bytes).digest('hex')}.png`;
      names.push(name);
      await writeFile(path.join(media, name), bytes);
    }
    // An upload still arriving and a file that is no stored medium: neither is copied.
    await writeFile(path.join(media, '.incoming', 'half-received'), 'x');
    await writeFile(path.join(media, 'notes.txt'), 'x');
  });
  afterAll(async () => {
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const env = () => ({ ...s3.env, DATA_DIR: dataDir });

  it('copies every stored file into the bucket, keeps them here, and copies nothing twice', async () => {
    const first = await migrate(env());
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('copied 3, already there 0: 3 of 3 (100.0%)');
    expect(first.stdout).toMatch(
      /3 files in .*: 3 copied to the bucket masthead-media at http:\/\/127\.0\.0\.1:\d+, 0 already there, 0 failed\.\n$/,
    );
    expect(await s3.keys()).toEqual(names.map((name) => `media/${name}`).sort());
    expect(
      (await readdir(path.join(dataDir, 'media'))).filter((name) => name.endsWith('.png')).sort(),
    ).toEqual([...names].sort());
    expect(await readdir(path.join(dataDir, 'media', '.incoming'))).toEqual(['half-received']);

    const second = await migrate(env());
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(/0 copied to .*, 3 already there, 0 failed\.\n$/);
    expect(await s3.keys()).toHaveLength(3);
  });

  it('says which file it could not copy, copies the rest and exits 1', async () => {
    // A folder under a stored file's name cannot be read as one.
    const broken = `${'ab'.repeat(32)}.png`;
    await mkdir(path.join(dataDir, 'media', broken));
    try {
      const run = await migrate(env());
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`^not copied: ${broken}: `, 'm'));
      expect(run.stdout).toMatch(/4 files in .*: 0 copied to .*, 3 already there, 1 failed\.\n$/);
    } finally {
      await rm(path.join(dataDir, 'media', broken), { recursive: true });
    }
  });

  it('refuses in one line without a bucket, or with one out of reach', async () => {
    const unset = await migrate({ ...env(), MEDIA_S3_BUCKET: undefined });
    expect(unset.status).toBe(1);
    expect(unset.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^MEDIA_S3_BUCKET is not set/)]);
    await s3.stop();
    try {
      const down = await migrate(env());
      expect(down.status).toBe(1);
      expect(down.stdout).toBe('');
      expect(down.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^The bucket masthead-media at http:\/\/127\.0\.0\.1:\d+ cannot be used \(.*ECONNREFUSED.*\): check/,
        ),
      ]);
    } finally {
      await s3.restart();
    }
  });
});
