import { readFile } from 'node:fs/promises';
import { daysBefore, impressionRowLabels } from '@masthead/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, baseUrl, createGame, createProject, createUser } from './support/api.ts';
import { openSignedIn, useBrowser } from './support/browser.ts';
import { columnTexts, eventually } from './support/screen.ts';

const browser = useBrowser();

/** Impressions sent as a publisher's site sends them: with an API key, no session. */
async function recordImpressions(key: string, impressions: Record<string, unknown>[]) {
  const response = await fetch(`${baseUrl()}/api/stat-content-impression-service/record-impressions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ impressions }),
  });
  expect(await response.json()).toMatchObject({ status: 'OK' });
}

const reportTable = (page: Page) => page.getByRole('table', { name: 'Impressions of game' });

describe('the impression report', () => {
  it('shows seeded impressions with their chart, groups them and exports what it shows', async () => {
    const api = await adminApi();
    const stamp = Date.now().toString(36);
    const project = await createProject({ name: `Arcade ${stamp}` });
    const chess = await createGame(api, { title: `Chess ${stamp}`, projects: [project.id] });
    const go = await createGame(api, { title: `=Go ${stamp}`, projects: [project.id] });
    const { key } = await api.call('stat-content-impression-service/create-api-key', {
      name: `e2e ${stamp}`,
    });
    await recordImpressions(key, [
      { content_id: chess.id, project_id: project.id, count: 5 },
      { content_id: chess.id, project_id: project.id, date: daysBefore(2), count: 7 },
      { content_id: go.id, project_id: project.id, date: daysBefore(2), count: 30 },
      { content_id: go.id, project_id: project.id, date: daysBefore(20), count: 1000 },
    ]);

    const page = await openSignedIn(browser(), await createUser(['content_report']), '/reports/game');
    await page.getByRole('heading', { name: 'Impressions: game', level: 1 }).waitFor();
    expect(await page.getByLabel('From date').inputValue()).toBe(daysBefore(7));
    const table = reportTable(page);
    // The 20-day-old row is before the default From date.
    await eventually(() => columnTexts(table, impressionRowLabels.impressions)).toEqual(['5', '30', '7']);
    expect(await columnTexts(table, impressionRowLabels.content_name)).toEqual([
      `Chess ${stamp}`,
      `=Go ${stamp}`,
      `Chess ${stamp}`,
    ]);
    await page.getByText('Impressions per day: 42 in total').waitFor();
    expect(await page.getByRole('img', { name: /^Impressions per day from/ }).count()).toBe(1);

    await page.getByLabel('Group by').selectOption('content');
    await eventually(() => columnTexts(table, impressionRowLabels.impressions)).toEqual(['30', '12']);
    expect(await columnTexts(table, impressionRowLabels.date)).toEqual(['', '']);
    expect(new URL(page.url()).searchParams.get('group_by')).toBe('content');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFID,Content ID,Content Name,Date,Project ID,Project Name,Impressions,Content Type',
      `1,${go.id},'=Go ${stamp},,,,30,game`,
      `2,${chess.id},Chess ${stamp},,,,12,game`,
      '',
    ]);
  });

  it('creates an API key shown once with a copy button, and revokes it after confirming', async () => {
    const page = await openSignedIn(browser(), await createUser(['content_report']), '/reports/recipe');
    const name = `Site ${Date.now().toString(36)}`;
    await page.getByLabel('Key name').fill(name);
    await page.getByRole('button', { name: 'Create API key' }).click();
    const notice = page.getByText('Copy it now: it is shown only this once.');
    await notice.waitFor();
    expect(await page.getByRole('button', { name: 'Copy key' }).count()).toBe(1);
    const key = (await page.locator('pre').first().textContent()) ?? '';
    expect(key).toMatch(/^mh_/);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    await notice.waitFor({ state: 'hidden' });
    expect(await page.getByText(key).count()).toBe(0);

    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this API key?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Revoke ${name}` }).waitFor({ state: 'detached' });
    const response = await fetch(`${baseUrl()}/api/stat-content-impression-service/record-impressions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ impressions: [] }),
    });
    expect(response.status).toBe(401);
  });
});
