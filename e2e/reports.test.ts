import { readFile } from 'node:fs/promises';
import { daysBefore, impressionGroupWords, impressionRowLabels, quiz } from '@masthead/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, baseUrl, createContent, createGame, createProject, createUser } from './support/api.ts';
import { goInApp, openSignedIn, useBrowser } from './support/browser.ts';
import { columnTexts, eventually } from './support/screen.ts';

const browser = useBrowser();
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

/** Impressions sent as a publisher's site sends them: with an API key, no session. */
async function recordImpressions(key: string, impressions: Record<string, unknown>[]) {
  const response = await fetch(`${baseUrl()}/api/stat-content-impression-service/record-impressions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ impressions }),
  });
  expect(await response.json()).toMatchObject({ status: 'OK' });
}

const reportTable = (page: Page, type = 'game') =>
  page.getByRole('table', { name: `Impressions of ${type}` });
const chartOf = (page: Page) => page.getByRole('figure', { name: /^Impressions per day/ });
/** The drawing: axes, ticks and bars, one picture with a summary for screen readers. */
const drawingOf = (page: Page) => page.getByRole('img', { name: /^Impressions per day from/ });
const barNamed = (page: Page, count: string) =>
  page.getByRole('img', { name: new RegExp(`: ${count} impressions$`) });

/** A day as the chart's tooltip names it, e.g. 'Mon, 16 Nov 2026'. */
const dayWords = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${day}T00:00:00Z`));
/** A day as the time axis labels it, e.g. '16 Nov'. */
const axisWords = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    Date.parse(`${day}T00:00:00Z`),
  );

const numberIn = (text: string | null, pattern: RegExp) =>
  Number(pattern.exec(text ?? '')?.[1]?.replaceAll(',', ''));
/** The total the chart's caption gives, and the one under the table. */
const chartTotal = async (page: Page) =>
  numberIn(await chartOf(page).locator('figcaption').textContent(), /: ([\d,]+) in total$/);
const tableTotal = async (page: Page) =>
  numberIn(await page.getByText(/^Total of the report’s/).textContent(), /: ([\d,]+) impressions$/);

interface Label {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The drawing's texts with their boxes: the value ticks and axis title on the left, the day labels below. */
async function axisTexts(drawing: Locator) {
  const box = await drawing.boundingBox();
  if (!box) throw new Error('the chart is not drawn');
  const texts: Label[] = await drawing.locator('text').evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return {
        text: element.textContent ?? '',
        x: rect.x,
        y: rect.y,
        width: rect.width,
        height: rect.height,
      };
    }),
  );
  // Day labels sit below the plot, under the lowest tick ('0').
  const zero = texts.find((text) => text.text === '0');
  const bottom = zero ? zero.y + zero.height : box.y + box.height;
  return {
    box,
    days: texts.filter((text) => text.y >= bottom),
    ticks: texts.filter((text) => text.y < bottom && text.text !== 'Impressions').map((text) => text.text),
    title: texts.filter((text) => text.text === 'Impressions'),
  };
}

/** Day labels read left to right, never overlapping, all inside the drawing. */
async function expectReadableDays(drawing: Locator) {
  const { box, days } = await axisTexts(drawing);
  expect(days.length).toBeGreaterThan(1);
  for (const [index, label] of days.entries()) {
    expect(label.x).toBeGreaterThanOrEqual(box.x - 0.5);
    expect(label.x + label.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    const next = days[index + 1];
    if (next) expect(next.x).toBeGreaterThan(label.x + label.width);
  }
  return days.map((label) => label.text);
}

/** The page is no wider than the window: nothing makes the phone scroll sideways. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the impression report', () => {
  it('draws a chart people can read, with the table’s total, groups rows in words and exports them so', async () => {
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
    await page.setViewportSize(desktop);
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

    // Axes: every day of the 8 labelled while there is room, round ticks, the value axis named.
    const drawing = drawingOf(page);
    await drawing.waitFor();
    const range = [7, 6, 5, 4, 3, 2, 1, 0].map((days) => daysBefore(days));
    expect(await expectReadableDays(drawing)).toEqual(range.map(axisWords));
    const axes = await axisTexts(drawing);
    expect(axes.ticks).toEqual(['0', '10', '20', '30', '40']);
    expect(axes.title).toHaveLength(1);
    expect(await chartTotal(page)).toBe(42);
    expect(await tableTotal(page)).toBe(await chartTotal(page));

    // A bar's tooltip, on hover and on keyboard focus; the arrow keys move between bars.
    const tooltip = page.getByRole('tooltip');
    await barNamed(page, '37').hover();
    await eventually(() => tooltip.textContent()).toBe(`${dayWords(daysBefore(2))}37 impressions`);
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'detached' });
    await barNamed(page, '5').focus();
    await eventually(() => tooltip.textContent()).toBe(`${dayWords(daysBefore(0))}5 impressions`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await eventually(() => tooltip.textContent()).toBe(`${dayWords(daysBefore(2))}37 impressions`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `${dayWords(daysBefore(2))}: 37 impressions`,
    );
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });

    // Grouped rows say what they sum over, in the table and in its CSV.
    await page.getByLabel('Group by').selectOption('content');
    await eventually(() => columnTexts(table, impressionRowLabels.impressions)).toEqual(['30', '12']);
    const allDays = impressionGroupWords.allDays(daysBefore(7));
    expect(await columnTexts(table, impressionRowLabels.date)).toEqual([allDays, allDays]);
    expect(await columnTexts(table, impressionRowLabels.project_name)).toEqual([
      'All projects',
      'All projects',
    ]);
    expect(await tableTotal(page)).toBe(await chartTotal(page));
    expect(new URL(page.url()).searchParams.get('group_by')).toBe('content');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFID,Content ID,Content Name,Date,Project ID,Project Name,Impressions,Content Type',
      `1,${go.id},'=Go ${stamp},${allDays},,All projects,30,game`,
      `2,${chess.id},Chess ${stamp},${allDays},,All projects,12,game`,
      '',
    ]);
    await page.getByLabel('Group by').selectOption('project');
    await eventually(() => columnTexts(table, impressionRowLabels.content_name)).toEqual(['All content']);
    expect(await columnTexts(table, impressionRowLabels.project_name)).toEqual([`Arcade ${stamp}`]);

    // From 20 days ago: the 1,000 of that day, with thousands separators, in both totals.
    await goInApp(page, `/reports/game?date_from=${daysBefore(20)}`);
    await eventually(() => chartTotal(page)).toBe(1042);
    await eventually(() => tableTotal(page)).toBe(1042);
    await barNamed(page, '1,000').hover();
    await eventually(() => tooltip.textContent()).toBe(`${dayWords(daysBefore(20))}1,000 impressions`);
    expect((await axisTexts(drawing)).ticks).toEqual(['0', '500', '1,000']);
    const desktopDays = await expectReadableDays(drawing);

    // On a phone the chart fits the width: fewer day labels, still apart, and a touch shows a tooltip.
    await page.setViewportSize(phone);
    await eventually(async () => (await expectReadableDays(drawing)).length).toBeLessThan(desktopDays.length);
    expect(await pageOverflow(page)).toBe(0);
    await barNamed(page, '37').click();
    await eventually(() => tooltip.textContent()).toBe(`${dayWords(daysBefore(2))}37 impressions`);
  });

  it('says why a report is empty and, to whoever may manage API keys, how impressions arrive', async () => {
    const api = await adminApi();
    const stamp = Date.now().toString(36);
    const project = await createProject({ name: `Quizzes ${stamp}` });
    const item = (await createContent(api, quiz, { title: `Quiz ${stamp}`, projects: [project.id] })) as {
      id: number;
    };
    const { key } = await api.call('stat-content-impression-service/create-api-key', {
      name: `e2e ${stamp}`,
    });
    await recordImpressions(key, [
      { content_id: item.id, project_id: project.id, date: daysBefore(20), count: 1500 },
    ]);

    const page = await openSignedIn(browser(), await createUser(['content_report']), '/reports/quiz');
    await page.setViewportSize(phone);
    const empty = page.getByRole('region', { name: `No impressions of quiz since ${daysBefore(7)}.` });
    await empty.waitFor();
    await empty.getByText(`The last ones were counted on ${daysBefore(20)}.`).waitFor();
    expect(await drawingOf(page).count()).toBe(0);
    await reportTable(page, 'quiz')
      .getByText(`No impressions of quiz since ${daysBefore(7)}.`)
      .waitFor();
    // This user may manage keys: the box names the key, the call and the import command.
    const howItArrives = empty.getByText(/^Impressions arrive from the publisher’s sites/);
    expect(await howItArrives.textContent()).toContain(
      '/api/stat-content-impression-service/record-impressions',
    );
    expect(await howItArrives.textContent()).toContain('npm run import:impressions FILE.csv');
    expect(await pageOverflow(page)).toBe(0);
    await empty.getByRole('link', { name: 'Create an API key' }).click();
    expect(await page.getByLabel('Key name').evaluate((input) => input === document.activeElement)).toBe(
      true,
    );

    await empty.getByRole('button', { name: `Show impressions from ${daysBefore(20)}` }).click();
    await drawingOf(page).waitFor();
    expect(new URL(page.url()).searchParams.get('date_from')).toBe(daysBefore(20));
    await eventually(() => chartTotal(page)).toBe(1500);
    await eventually(() => tableTotal(page)).toBe(1500);

    await goInApp(page, '/reports/coupon');
    const never = page.getByRole('region', { name: `No impressions of coupon since ${daysBefore(7)}.` });
    await never.getByText('None have been recorded for coupon yet.').waitFor();
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
