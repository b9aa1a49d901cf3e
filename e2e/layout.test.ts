import {
  allowedIpEntity,
  categoryEntity,
  contentTypes,
  game,
  legalDocumentEntity,
  projectEntity,
  projectLimits,
  tagEntity,
  userEntity,
} from '@masthead/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminUser, createGame, createProject } from './support/api.ts';
import { goInApp, openSignedIn, useBrowser } from './support/browser.ts';
import { eventually } from './support/screen.ts';

/**
 * Lists and the side menu fit the screen: at 1440x900 with the menu open every default column
 * shows whole beside the sticky Actions column, headers keep to one line, long text is cut
 * rather than widening the table; on a phone every column can be scrolled clear of the Actions
 * column; the menu shows that it goes on below, and its groups fold so Reports comes into view.
 */

/** A list's address and its table's name. */
const listOf = (definition: { route: string; pluralLabel: string }) => ({
  route: definition.route,
  name: definition.pluralLabel,
});

const lists = [
  projectEntity,
  ...contentTypes,
  userEntity,
  tagEntity,
  categoryEntity,
  legalDocumentEntity,
  allowedIpEntity,
].map(listOf);

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

// As long as the fields allow: the table must cut them, not widen for them.
const longProjectName = 'Northern Lights Interactive Publishing Group of Sites'.slice(0, projectLimits.text);
const longLegalName = 'Northern Lights Interactive Publishing Limited Company'.slice(0, projectLimits.text);
// A usual title: on a phone it must show whole.
const usualGameTitle = 'Harbor Lights of the Northern Sea';
const longGameTitle =
  'The Extraordinarily Long Adventures of a Game Whose Title Goes On and On Past Any Reasonable Column';

const browser = useBrowser();
beforeAll(async () => {
  const api = await adminApi();
  await createProject({ name: longProjectName, legal_name: longLegalName }, api);
  await createGame(api, { title: usualGameTitle });
  await createGame(api, { title: longGameTitle });
});

/** A list's page once its rows are drawn, reached inside the app (the lists' data is made beforehand). */
async function openList(page: Page, list: { route: string; name: string }) {
  await goInApp(page, list.route);
  const table = page.getByRole('table', { name: list.name });
  await table.waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return table;
}

interface Span {
  left: number;
  right: number;
}

interface TableLayout {
  /** The part of the table its scroll container shows. */
  visible: Span;
  overflow: number;
  actions: Span;
  headers: { name: string; span: Span; lines: number }[];
  /** Texts of the page's cells that run to more than one line, leaving out those cut to one (with a title). */
  brokenCells: string[];
}

/**
 * Where the table's headers are, against its scroll container and its Actions column, after
 * scrolling it, if `scrollTo` names a column, just far enough to bring that column's right edge
 * to the Actions column's left.
 */
const tableLayout = (table: Locator, scrollTo?: string): Promise<TableLayout> =>
  table.evaluate((element, scrollTo) => {
    const span = (rect: DOMRect) => ({ left: rect.left, right: rect.right });
    // How many lines a text runs to: the distinct tops of its line boxes.
    const lines = (text: Node) => {
      const range = document.createRange();
      range.selectNodeContents(text);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    };
    const textsOf = (node: Node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const texts: Node[] = [];
      for (let text = walker.nextNode(); text; text = walker.nextNode()) texts.push(text);
      return texts;
    };
    let scroller = element.parentElement as HTMLElement;
    while (!['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX))
      scroller = scroller.parentElement as HTMLElement;
    const headerCells = Array.from(element.querySelectorAll<HTMLElement>('thead th'));
    const actions = headerCells.find((cell) => cell.textContent === 'Actions') as HTMLElement;
    const named = headerCells.filter((cell) => cell !== actions && cell.textContent !== '');
    const target = named.find((cell) => cell.getAttribute('aria-label') === scrollTo);
    if (target) {
      scroller.scrollLeft = 0;
      const reach = target.getBoundingClientRect().right - actions.getBoundingClientRect().left;
      if (reach > 0) scroller.scrollLeft = reach;
    }
    const shown = scroller.getBoundingClientRect();
    return {
      visible: {
        left: shown.left + scroller.clientLeft,
        right: shown.left + scroller.clientLeft + scroller.clientWidth,
      },
      overflow: scroller.scrollWidth - scroller.clientWidth,
      actions: span(actions.getBoundingClientRect()),
      headers: named.map((cell) => ({
        name: cell.getAttribute('aria-label') ?? '',
        span: span(cell.getBoundingClientRect()),
        lines: lines(textsOf(cell)[0] ?? cell),
      })),
      brokenCells: textsOf(element.querySelector('tbody') as Node)
        .filter((text) => !text.parentElement?.closest('[title]') && lines(text) > 1)
        .map((text) => text.textContent ?? ''),
    };
  }, scrollTo);

/** The headers not shown whole inside the table's visible part, or reaching under its Actions column. */
const hiddenHeaders = (layout: TableLayout) =>
  layout.headers
    .filter(
      ({ span }) =>
        span.left < layout.visible.left - 0.5 ||
        span.right > Math.min(layout.visible.right, layout.actions.left) + 0.5,
    )
    .map(({ name }) => name);

describe('lists at 1440x900 with the side menu open', () => {
  it('every list shows every default column whole beside Actions, each header on one line, without scrolling', async () => {
    const page = await openSignedIn(browser(), adminUser());
    await page.setViewportSize(desktop);
    const found: Record<string, unknown> = {};
    for (const list of lists) {
      const layout = await tableLayout(await openList(page, list));
      found[list.route] = {
        columns: layout.headers.length > 2,
        overflow: layout.overflow,
        hidden: hiddenHeaders(layout),
        wrapped: layout.headers.filter(({ lines }) => lines !== 1).map(({ name }) => name),
        brokenCells: layout.brokenCells,
      };
    }
    expect(found).toEqual(
      Object.fromEntries(
        lists.map(({ route }) => [
          route,
          { columns: true, overflow: 0, hidden: [], wrapped: [], brokenCells: [] },
        ]),
      ),
    );
  });

  it('cuts long text with an ellipsis, whole in its title, and keeps ids and dates on one line', async () => {
    const page = await openSignedIn(browser(), adminUser());
    await page.setViewportSize(desktop);
    for (const [list, texts] of [
      [listOf(projectEntity), [longProjectName, longLegalName]],
      [listOf(game), [longGameTitle]],
    ] as const) {
      // Newest first, the long row is on the first page, and the ID header draws its arrow.
      const table = await openList(page, { ...list, route: `${list.route}?sort=id&dir=desc` });
      for (const text of texts) {
        const cell = table.getByTitle(text, { exact: true });
        expect(await cell.textContent()).toBe(text);
        const shown = await cell.evaluate((element) => ({
          isCut: element.scrollHeight > element.clientHeight,
          lines: element.clientHeight / Number.parseFloat(getComputedStyle(element).lineHeight),
        }));
        expect(shown.isCut).toBe(true);
        expect(shown.lines).toBeCloseTo(1, 1);
      }
      const layout = await tableLayout(table);
      expect(layout.overflow).toBeLessThanOrEqual(0);
      expect(hiddenHeaders(layout)).toEqual([]);
      // Every other cell's text (ids, numbers, dates, choices) stands on one line.
      expect(layout.brokenCells).toEqual([]);
    }
  });
});

describe('lists on a phone (390x844)', () => {
  it('every list scrolls each of its columns into view clear of the sticky Actions column', async () => {
    const page = await openSignedIn(browser(), adminUser());
    await page.setViewportSize(phone);
    const obscured: Record<string, string[]> = {};
    for (const list of lists) {
      const table = await openList(page, list);
      const names = (await tableLayout(table)).headers.map(({ name }) => name);
      obscured[list.route] = [];
      for (const name of names)
        if (hiddenHeaders(await tableLayout(table, name)).includes(name)) obscured[list.route]?.push(name);
    }
    expect(obscured).toEqual(Object.fromEntries(lists.map(({ route }) => [route, []])));
  });
});

describe('a list read on a phone (390x844)', () => {
  /** Where the element lies against the table's visible part and the left edge of its Actions column. */
  const placeOf = (element: Locator) =>
    element.evaluate((target) => {
      let scroller = target.parentElement as HTMLElement;
      while (!['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement as HTMLElement;
      const shown = scroller.getBoundingClientRect();
      const actions = scroller.querySelector('thead th:last-child')?.getBoundingClientRect();
      const rect = target.getBoundingClientRect();
      return {
        isInView:
          rect.left >= shown.left && rect.right <= Math.min(shown.right, actions?.left ?? shown.right),
        isCut: target.scrollHeight > target.clientHeight,
        lines: Math.round(target.clientHeight / Number.parseFloat(getComputedStyle(target).lineHeight)),
      };
    });

  it('shows a title whole beside the sticky Actions column, and a long one on two lines', async () => {
    const page = await openSignedIn(browser(), adminUser());
    await page.setViewportSize(phone);
    const table = await openList(page, { ...listOf(game), route: `${game.route}?sort=id&dir=desc` });
    expect(await placeOf(table.getByTitle(usualGameTitle, { exact: true }))).toMatchObject({
      isInView: true,
      isCut: false,
    });
    expect(await placeOf(table.getByTitle(longGameTitle, { exact: true }))).toEqual({
      isInView: true,
      isCut: true,
      lines: 2,
    });
  });

  it('keeps the message of a view without rows, and its Clear filters, in view', async () => {
    const page = await openSignedIn(browser(), adminUser());
    await page.setViewportSize(phone);
    const table = await openList(page, { ...listOf(game), route: `${game.route}?f_title=no-such-game` });
    const message = table.getByText('No rows match the filters.');
    expect((await placeOf(message)).isInView).toBe(true);
    expect((await placeOf(table.getByRole('button', { name: 'Clear filters' }))).isInView).toBe(true);
  });
});

describe('the side menu at 1440x900', () => {
  const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Main' });
  const reportsLink = (page: Page) =>
    menuOf(page).getByRole('list', { name: 'Reports' }).getByRole('link', { name: 'Games' });

  /** Whether the element lies whole inside the menu's scrolling part and the window. */
  const isInView = (locator: Locator) =>
    locator.evaluate((element) => {
      let scroller = element.parentElement as HTMLElement;
      while (!['auto', 'scroll'].includes(getComputedStyle(scroller).overflowY))
        scroller = scroller.parentElement as HTMLElement;
      const rect = element.getBoundingClientRect();
      const shown = scroller.getBoundingClientRect();
      return rect.top >= shown.top && rect.bottom <= Math.min(shown.bottom, window.innerHeight);
    });
  /** Whether the menu marks that more of it lies below its bottom edge (and draws its fade there). */
  const showsMoreBelow = (page: Page) =>
    menuOf(page).evaluate((nav) => nav.querySelector('[data-more-below]') !== null);

  it('shows that it goes on below the fold, and scrolled, Reports comes into view', async () => {
    const page = await openSignedIn(browser(), adminUser());
    await page.setViewportSize(desktop);
    await goInApp(page, '/projects');
    await reportsLink(page).waitFor({ state: 'attached' });
    expect(await isInView(reportsLink(page))).toBe(false);
    await eventually(() => showsMoreBelow(page)).toBe(true);
    await menuOf(page).hover();
    await page.mouse.wheel(0, 2000);
    await eventually(() => isInView(reportsLink(page))).toBe(true);
    await eventually(() => showsMoreBelow(page)).toBe(false);
    await reportsLink(page).click();
    await page.waitForURL((url) => url.pathname === '/reports/game');
  });

  it('arrived on a page whose entry lies below its bottom edge, scrolls that entry into view', async () => {
    const page = await openSignedIn(browser(), adminUser());
    await page.setViewportSize(desktop);
    await page.goto('/reports/game');
    await eventually(() => reportsLink(page).getAttribute('aria-current')).toBe('page');
    await eventually(() => isInView(reportsLink(page))).toBe(true);
    // Moved inside the app to a page whose entry is above, the menu follows it back up.
    await goInApp(page, '/projects');
    const projects = menuOf(page).getByRole('link', { name: 'Projects', exact: true });
    await eventually(() => isInView(projects)).toBe(true);
  });

  it('folds a group with one click or key, remembers it, and opens the group of the page arrived on', async () => {
    const page = await openSignedIn(browser(), adminUser());
    await page.setViewportSize(desktop);
    await goInApp(page, '/projects');
    const content = menuOf(page).getByRole('button', { name: 'Content', exact: true });
    expect(await content.getAttribute('aria-expanded')).toBe('true');
    await content.click();
    expect(await content.getAttribute('aria-expanded')).toBe('false');
    expect(await menuOf(page).getByRole('link', { name: 'Game Deals' }).isVisible()).toBe(false);
    // Content folded, the whole menu fits: Reports is in view without scrolling.
    await eventually(() => isInView(reportsLink(page))).toBe(true);
    await eventually(() => showsMoreBelow(page)).toBe(false);

    await page.reload();
    await reportsLink(page).waitFor();
    expect(await content.getAttribute('aria-expanded')).toBe('false');

    const tools = menuOf(page).getByRole('button', { name: 'Tools', exact: true });
    await tools.focus();
    await page.keyboard.press('Enter');
    expect(await tools.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Space');
    expect(await tools.getAttribute('aria-expanded')).toBe('true');

    await page.goto('/games');
    await eventually(() => content.getAttribute('aria-expanded')).toBe('true');
    await menuOf(page).getByRole('link', { name: 'Game Deals' }).waitFor();
  });
});

describe("a list's row actions", () => {
  it('and its column filters draw their icons: hidden, each button looks different', async () => {
    const page = await openSignedIn(browser(), adminUser());
    const table = await openList(page, listOf(game));
    const row = table.locator('tbody tr').first();
    const buttons = [
      row.getByRole('link', { name: /^View / }),
      row.getByRole('link', { name: /^Edit / }),
      row.getByRole('button', { name: /^Delete / }),
      table.getByRole('button', { name: 'Filter Title' }),
    ];
    const drawn = await Promise.all(buttons.map((button) => button.screenshot()));
    await page.addStyleTag({ content: '[aria-hidden="true"] { visibility: hidden !important; }' });
    for (const [index, button] of buttons.entries())
      expect((await button.screenshot()).equals(drawn[index] as Buffer)).toBe(false);
  });

  it("open a row's screens within the app, and leave a Ctrl+click to the browser", async () => {
    const page = await openSignedIn(browser(), adminUser());
    const table = await openList(page, listOf(game));
    // A mark on the window: a full page load would lose it.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    const edit = table
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: /^Edit / });
    const href = String(await edit.getAttribute('href'));

    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      edit.click({ modifiers: ['Control'] }),
    ]);
    await opened.waitForURL(`**${href}`);
    expect(new URL(page.url()).pathname).toBe(game.route);
    await opened.close();

    await edit.click();
    await page.waitForURL(`**${href}`);
    await page.getByRole('heading', { level: 1, name: /^Edit game / }).waitFor();
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
  });
});
