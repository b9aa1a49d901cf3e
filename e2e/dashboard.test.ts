import { dashboardProjectTypes, projectLabels } from '@masthead/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, adminUser, createProject, createUser } from './support/api.ts';
import { openSignedIn, useBrowser } from './support/browser.ts';
import { columnTexts, eventually, filterColumn } from './support/screen.ts';

const browser = useBrowser();

const projectsSection = (page: Page) => page.getByRole('region', { name: 'Projects' });
const countText = (count: number) => (count === 1 ? '1 project' : `${count} projects`);

/** The number a type's card shows, read from its accessible name ('quiz: 2 projects'). */
async function cardCount(page: Page, type: string) {
  const card = projectsSection(page).getByRole('link', { name: new RegExp(`^${type} \\d+ projects?$`) });
  const text = (await card.textContent()) ?? '';
  return Number(/(\d+) project/.exec(text)?.[1]);
}

describe('the dashboard', () => {
  it('shows a card per project type, zero counts included, each leading to that type’s projects', async () => {
    // No test creates projects of this type, so its card shows 0 whatever runs beside this file.
    const emptyType = 'subops';
    const counts = await (await adminApi()).call('dashboard-service/get-project-counts');
    expect(counts[emptyType] ?? 0).toBe(0);

    const page = await openSignedIn(browser(), adminUser());
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Projects', level: 2 }).waitFor();
    const cards = projectsSection(page).getByRole('link', { name: /^[a-z]+ \d+ projects?$/ });
    await eventually(() => cards.count()).toBe(dashboardProjectTypes.length);
    expect(dashboardProjectTypes).toHaveLength(30);
    await projectsSection(page)
      .getByRole('link', { name: `${emptyType} 0 projects`, exact: true })
      .waitFor();

    const quizBefore = await cardCount(page, 'quiz');
    const stamp = Date.now().toString(36);
    const quizzes = [
      await createProject({ content_type: 'quiz', name: `Quiz ${stamp} a` }),
      await createProject({ content_type: 'quiz', name: `Quiz ${stamp} b` }),
    ];
    const radio = await createProject({ content_type: 'radio', name: `Radio ${stamp}` });
    // The counts load each time the dashboard opens.
    await page.reload();
    const quizCard = projectsSection(page).getByRole('link', {
      name: `quiz ${countText(quizBefore + 2)}`,
      exact: true,
    });
    await quizCard.waitFor();
    expect(await quizCard.getAttribute('href')).toBe('/projects?type=quiz');

    await quizCard.click();
    await page.getByRole('heading', { name: 'Projects: quiz', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Projects' });
    await eventually(() => columnTexts(table, projectLabels.name)).toEqual(
      expect.arrayContaining(quizzes.map((project) => project.name)),
    );
    const types = await columnTexts(table, projectLabels.content_type);
    expect(types).toHaveLength(Math.min(quizBefore + 2, 20));
    expect(new Set(types)).toEqual(new Set(['quiz']));

    await page.getByRole('button', { name: 'Remove the content type filter' }).click();
    await page.getByRole('heading', { name: 'Projects', level: 1, exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.has('type')).toBe(false);
    await filterColumn(table, projectLabels.name, radio.name);
    await eventually(() => columnTexts(table, projectLabels.name)).toEqual([radio.name]);
  });

  it('welcomes a user without access to all projects, with no Projects section', async () => {
    const user = await createUser(['access_all_users'], { first_name: 'Dana' });
    const page = await openSignedIn(browser(), user);
    await page.getByRole('heading', { name: 'Welcome, Dana', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Projects' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^[a-z]+ \d+ projects?$/ }).count()).toBe(0);
  });
});
