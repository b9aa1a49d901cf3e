import { createHash } from 'node:crypto';
import { daysBefore, globalMessage, impressionLimits, isoDay, reportMessage } from '@masthead/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAccess, fileTestApp } from '../../test/harness.ts';
import { apiKeys, impressionDaily } from '../db/schema.ts';
import { bearer, insertContentItem, newApiKey } from './fixtures.ts';

const record = 'stat-content-impression-service/record-impressions';

const t = fileTestApp();
let reporter: string;
let key: string;
let game: { id: number };
let site: { id: number };
beforeAll(async () => {
  reporter = (await t.signedInUser(['content_report'])).cookie;
  key = (await newApiKey(t, reporter)).key;
  game = await insertContentItem(t, { type: 'game', title: 'Chess' });
  site = await t.createProject({ name: 'Daily Games' });
});

const send = (body: Record<string, unknown>, apiKey = key) =>
  t.call(record, body, { headers: bearer(apiKey) });
const countOf = async (date: string) => {
  const [row] = await t.database.db
    .select({ count: impressionDaily.count })
    .from(impressionDaily)
    .where(eq(impressionDaily.date, date));
  return row?.count ?? 0;
};

describeAccess(
  () => t,
  [
    { path: 'stat-content-impression-service/get-api-keys', allowed: ['content_report'], body: () => ({}) },
    {
      path: 'stat-content-impression-service/create-api-key',
      allowed: ['content_report'],
      body: () => ({ name: 'Blog' }),
    },
    {
      path: 'stat-content-impression-service/revoke-api-key',
      allowed: ['content_report'],
      body: async () => ({ id: (await newApiKey(t, reporter)).id }),
    },
  ],
);

describe('API keys', () => {
  it('shows a new key once and stores only its SHA-256', async () => {
    const created = await t.call(
      'stat-content-impression-service/create-api-key',
      { name: 'Recipes site' },
      { cookie: reporter },
    );
    expect(created.statusCode).toBe(200);
    const { key: shown, id } = created.body.data;
    expect(shown).toMatch(/^mh_[\w-]{43}$/);
    const [stored] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(stored?.keyHash).toBe(createHash('sha256').update(shown).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(shown);
    const listed = await t.call('stat-content-impression-service/get-api-keys', {}, { cookie: reporter });
    const entry = listed.body.data.find((apiKey) => apiKey.id === id);
    expect(entry).toMatchObject({ name: 'Recipes site', revoked_datetime: null, last_used_datetime: null });
    expect(JSON.stringify(listed.body)).not.toContain(shown);
  });

  it('needs a name', async () => {
    const result = await t.call('stat-content-impression-service/create-api-key', {}, { cookie: reporter });
    expect(result.statusCode).toBe(400);
    expect(result.body.messages).toEqual({ name: ['is required'] });
  });

  it('notes when a key was last used', async () => {
    const fresh = await newApiKey(t, reporter, 'Used');
    await send({ impressions: [{ content_id: game.id, project_id: site.id }] }, fresh.key);
    const listed = await t.call('stat-content-impression-service/get-api-keys', {}, { cookie: reporter });
    expect(listed.body.data.find((apiKey) => apiKey.id === fresh.id)?.last_used_datetime).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
  });

  it('answers 404 when revoking a key that does not exist', async () => {
    const result = await t.call(
      'stat-content-impression-service/revoke-api-key',
      { id: 99999 },
      { cookie: reporter },
    );
    expect(result.statusCode).toBe(404);
    expect(result.body.message).toBe(globalMessage.notFound('API key'));
  });
});

describe('record-impressions: who may send', () => {
  const batch = () => ({ impressions: [{ content_id: game.id, project_id: site.id }] });

  it('refuses a request without a key, saying how to send one', async () => {
    const result = await t.call(record, batch());
    expect(result.statusCode).toBe(401);
    expect(result.body).toEqual({ status: 'ERROR', message: reportMessage.apiKeyMissing });
  });

  it('refuses a wrong key and a session cookie in place of a key', async () => {
    const wrong = await send(batch(), 'mh_not-a-key');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toEqual({ status: 'ERROR', message: reportMessage.apiKeyInvalid });
    const admin = await t.adminCookie();
    const withCookie = await t.call(record, batch(), { cookie: admin });
    expect(withCookie.statusCode).toBe(401);
    expect(withCookie.body.message).toBe(reportMessage.apiKeyMissing);
  });

  it('refuses a key once it is revoked, and keeps the first revocation time', async () => {
    const revoked = await newApiKey(t, reporter, 'Old site');
    expect((await send(batch(), revoked.key)).statusCode).toBe(200);
    const first = await t.call(
      'stat-content-impression-service/revoke-api-key',
      { id: revoked.id },
      { cookie: reporter },
    );
    expect(first.body.data.revoked_datetime).toMatch(/^\d{4}-/);
    const again = await t.call(
      'stat-content-impression-service/revoke-api-key',
      { id: revoked.id },
      { cookie: reporter },
    );
    expect(again.body.data.revoked_datetime).toBe(first.body.data.revoked_datetime);
    const result = await send(batch(), revoked.key);
    expect(result.statusCode).toBe(401);
    expect(result.body.message).toBe(reportMessage.apiKeyInvalid);
  });

  it('accepts a key from another site: sites call from their own servers', async () => {
    const result = await t.call(record, batch(), {
      headers: { ...bearer(key), origin: 'https://games.example.com' },
    });
    expect(result.statusCode).toBe(200);
  });
});

describe('record-impressions: rows', () => {
  it('adds a count to the day, defaulting the day to today and the count to 1', async () => {
    const today = isoDay(new Date());
    const before = await countOf(today);
    const result = await send({
      impressions: [
        { content_id: game.id, project_id: site.id },
        { content_id: game.id, project_id: site.id, date: today, count: 41 },
      ],
    });
    expect(result.body).toEqual({ status: 'OK', data: { rows: 2, impressions: 42 } });
    expect(await countOf(today)).toBe(before + 42);
  });

  it('refuses the whole batch when a row names unknown ids, naming each row', async () => {
    const day = daysBefore(30);
    const result = await send({
      impressions: [
        { content_id: game.id, project_id: site.id, date: day },
        { content_id: 987654, project_id: site.id, date: day },
        { content_id: game.id, project_id: 876543, date: day },
      ],
    });
    expect(result.statusCode).toBe(400);
    expect(result.body.messages).toEqual({
      'impressions.1.content_id': [reportMessage.unknownContent],
      'impressions.2.project_id': [reportMessage.unknownProject],
    });
    expect(await countOf(day)).toBe(0);
  });

  it('refuses bad dates, counts and shapes with the field named', async () => {
    const result = await send({
      impressions: [
        { content_id: game.id, project_id: site.id, date: '2026-02-30' },
        { content_id: game.id, project_id: site.id, count: 0 },
        { content_id: game.id, project_id: site.id, count: 2.5 },
        { content_id: 'x', project_id: site.id, extra: 1 },
      ],
    });
    expect(result.statusCode).toBe(400);
    expect(result.body.messages).toEqual({
      'impressions.0.date': ['is invalid'],
      'impressions.1.count': [reportMessage.count],
      'impressions.2.count': [reportMessage.count],
      'impressions.3.content_id': ['is invalid'],
      'impressions.3.extra': ['is not a known field'],
    });
  });

  it('refuses days after tomorrow', async () => {
    const result = await send({
      impressions: [{ content_id: game.id, project_id: site.id, date: daysBefore(-3) }],
    });
    expect(result.statusCode).toBe(400);
    expect(result.body.messages).toEqual({ 'impressions.0.date': [reportMessage.futureDate] });
  });

  it('refuses an empty batch, a missing one and one over the limit', async () => {
    expect((await send({ impressions: [] })).body.messages).toEqual({
      impressions: [reportMessage.batchEmpty],
    });
    expect((await send({})).body.messages).toEqual({ impressions: ['is required'] });
    const tooMany = Array.from({ length: impressionLimits.batchRows + 1 }, () => ({
      content_id: game.id,
      project_id: site.id,
    }));
    const result = await send({ impressions: tooMany });
    expect(result.statusCode).toBe(400);
    expect(result.body.messages).toEqual({ impressions: [reportMessage.batchTooLarge] });
  });

  it('sums 100 concurrent batches exactly, repeated rows within a batch included', async () => {
    const day = daysBefore(2);
    const other = await insertContentItem(t, { type: 'game', title: 'Go' });
    const batches = Array.from({ length: 100 }, (_, index) => ({
      impressions: [
        { content_id: game.id, project_id: site.id, date: day, count: index + 1 },
        { content_id: other.id, project_id: site.id, date: day, count: 1 },
        { content_id: game.id, project_id: site.id, date: day, count: 1 },
      ],
    }));
    const results = await Promise.all(batches.map((batch) => send(batch)));
    expect(results.map((result) => result.statusCode)).toEqual(batches.map(() => 200));
    const rows = await t.database.db.select().from(impressionDaily).where(eq(impressionDaily.date, day));
    const byContent = Object.fromEntries(rows.map((row) => [row.contentId, row.count]));
    // 1 + 2 + … + 100, plus one repeated impression per batch.
    expect(byContent).toEqual({ [game.id]: 5050 + 100, [other.id]: 100 });
  });

  it('answers hostile values in any field with a 400 naming it, never a 5xx, and adds nothing', async () => {
    const hostile: unknown[] = [
      null,
      true,
      -1,
      0.5,
      2 ** 31,
      1e308,
      '',
      '\u0000',
      '\ud800',
      '2026-1-1',
      [],
      {},
    ];
    const today = isoDay(new Date());
    const before = await countOf(today);
    for (const value of hostile) {
      for (const field of ['content_id', 'project_id', 'date', 'count']) {
        const result = await send({
          impressions: [{ content_id: game.id, project_id: site.id, [field]: value }],
        });
        expect(result.statusCode, `${field} = ${JSON.stringify(value)}`).toBe(400);
        expect(Object.keys(result.body.messages ?? {})).toEqual([`impressions.0.${field}`]);
      }
      const whole = await send({ impressions: value });
      expect(whole.statusCode, `impressions = ${JSON.stringify(value)}`).toBe(400);
    }
    expect(await countOf(today)).toBe(before);
  });
});
