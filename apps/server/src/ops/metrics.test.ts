import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp, startTestApp, type TestApp } from '../../test/harness.ts';
import { metricsRefused } from './metrics.ts';

const t = fileTestApp();
let withToken: TestApp;
const token = 'scrape-7f3a9c';
beforeAll(async () => {
  withToken = await startTestApp({ config: { metricsToken: token } });
});
afterAll(async () => {
  await withToken.close();
});

const scrape = (app: TestApp, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', ...options });

/** Each sample line as `name{labels}` → value. */
function samples(text: string) {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-z_]+(?:\{.*\})?) (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    values.set(match[1] ?? '', Number(match[2]));
  }
  return values;
}

describe('on this machine', () => {
  it('counts answers per call and status class, and times them in a histogram', async () => {
    await t.call('user-service/is-logged-in', {});
    await t.call('user-service/is-logged-in', {});
    const cookie = await t.adminCookie();
    await t.call('user-service/is-logged-in', {}, { cookie });
    await t.app.inject({ method: 'POST', url: '/api/no-such-call-1', payload: {} });
    await t.app.inject({ method: 'POST', url: '/api/no-such-call-2', payload: {} });

    const answer = await scrape(t);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.body).toContain('# TYPE masthead_http_request_duration_seconds histogram');
    const values = samples(answer.body);
    expect(values.get('masthead_http_requests_total{call="user-service/is-logged-in",status="4xx"}')).toBe(2);
    expect(values.get('masthead_http_requests_total{call="user-service/is-logged-in",status="2xx"}')).toBe(1);
    expect(values.get('masthead_http_requests_total{call="user-service/login",status="2xx"}')).toBe(1);
    // What a client types never becomes a label of its own.
    expect(values.get('masthead_http_requests_total{call="unknown-call",status="4xx"}')).toBe(2);
    expect([...values.keys()].some((key) => key.includes('no-such-call'))).toBe(false);

    const histogram = 'masthead_http_request_duration_seconds';
    const label = 'call="user-service/is-logged-in"';
    expect(values.get(`${histogram}_count{${label}}`)).toBe(3);
    expect(values.get(`${histogram}_bucket{${label},le="+Inf"}`)).toBe(3);
    expect(values.get(`${histogram}_sum{${label}}`)).toBeGreaterThan(0);
    // Buckets are cumulative: each holds at least what the one below it holds.
    const buckets = [...values].filter(([key]) => key.startsWith(`${histogram}_bucket{${label}`));
    expect(buckets.length).toBe(12);
    for (let index = 1; index < buckets.length; index += 1)
      expect(buckets[index]?.[1]).toBeGreaterThanOrEqual(buckets[index - 1]?.[1] ?? 0);
  });

  it('shows the PostgreSQL pool only when there is one', async () => {
    const values = samples((await scrape(t)).body);
    if (t.database.kind === 'postgres') {
      expect(values.get('masthead_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(values.has('masthead_db_pool_connections{state="idle"}')).toBe(true);
      expect(values.get('masthead_db_pool_waiting')).toBe(0);
    } else {
      expect([...values.keys()].some((key) => key.startsWith('masthead_db_pool'))).toBe(false);
    }
  });
});

describe('from elsewhere', () => {
  it('refuses another address, and loopback reached through a proxy', async () => {
    for (const answer of [
      await scrape(t, { remoteAddress: '203.0.113.9' }),
      await scrape(t, { headers: { 'x-forwarded-for': '203.0.113.9' } }),
      await scrape(t, { headers: { forwarded: 'for=203.0.113.9' } }),
      await scrape(t, { headers: { 'x-real-ip': '203.0.113.9' } }),
      await scrape(t, { headers: { via: '1.1 proxy' } }),
      await scrape(t, { remoteAddress: '::1', headers: { 'x-real-ip': '203.0.113.9' } }),
      await scrape(t, { remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer anything' } }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ status: 'ERROR', message: metricsRefused });
    }
  });

  it('serves a scraper holding METRICS_TOKEN, and no one with another', async () => {
    const elsewhere = '203.0.113.9';
    const right = await scrape(withToken, {
      remoteAddress: elsewhere,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('masthead_http_requests_total');
    for (const authorization of [`Bearer ${token}x`, token, `Basic ${token}`]) {
      const wrong = await scrape(withToken, { remoteAddress: elsewhere, headers: { authorization } });
      expect(wrong.statusCode, authorization).toBe(403);
    }
  });
});
