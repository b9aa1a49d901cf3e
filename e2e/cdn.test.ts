import { cdnBanner, cdnMessage } from '@masthead/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CloudflarePurge } from '../apps/server/src/cdn/testing/fake-cdn.ts';
import { inspectPath } from '../apps/server/src/cdn/testing/fake-cdn.ts';
import { createUser, ownServer } from './support/api.ts';
import { openSignedIn, useBrowser } from './support/browser.ts';
import { banner, columnTexts, descriptionOf, eventually } from './support/screen.ts';

const browser = useBrowser();

/** What this worker's local Cloudflare (started by the global setup) was asked to purge so far. */
const cloudflarePurges = async (): Promise<CloudflarePurge[]> =>
  (await fetch(`${ownServer().cloudflareUrl}${inspectPath}`)).json();

const zoneId = (site: number) => `e2e${String(site).padStart(29, '0')}`;

/** A user holding only clear_cdn, on the CDN page. */
async function openCdnPage(): Promise<Page> {
  const page = await openSignedIn(browser(), await createUser(['clear_cdn']), '/cdn-cache');
  await page.getByRole('heading', { name: 'CDN Cache', level: 1 }).waitFor();
  return page;
}

describe('the CDN cache screen', () => {
  it('names the position of an invalid line, then purges the URLs in batches of 30', async () => {
    const page = await openCdnPage();
    const form = page.getByRole('form', { name: 'Clear cache by resource' });
    // maxcdn has no credentials in this setup: shown, but not selectable.
    expect(await form.getByRole('option', { name: 'maxcdn (not configured)' }).isDisabled()).toBe(true);
    await page.getByText('maxcdn: an administrator sets MAXCDN_ALIAS').waitFor();

    await form.getByLabel('Zone').selectOption(zoneId(2));
    const urlsField = form.getByLabel('URLs');
    await urlsField.fill(
      'https://site2.example.com/a\n\nsite2.example.com/no-scheme\nhttps://site2.example.com/b',
    );
    await form.getByRole('button', { name: 'Purge URLs' }).click();
    await banner(page, cdnBanner.failed).waitFor();
    expect(await descriptionOf(urlsField)).toContain(cdnMessage.invalidUrls([2]));
    expect(await urlsField.evaluate((element) => element === document.activeElement)).toBe(true);

    const before = (await cloudflarePurges()).length;
    const urls = Array.from({ length: 65 }, (_, index) => `https://site2.example.com/page/${index + 1}`);
    await urlsField.fill(urls.join('\n'));
    await form.getByRole('button', { name: 'Purge URLs' }).click();
    // One call per batch of 30: the page shows how far it has got while they run.
    await form.getByRole('progressbar', { name: 'Purge progress' }).waitFor();
    await form.getByText(/Purging… (0|30|60) of 65 URLs done/).waitFor();
    await banner(page, cdnBanner.done).waitFor();
    expect(await form.getByRole('progressbar').count()).toBe(0);
    const sent = (await cloudflarePurges()).slice(before);
    expect(sent.map((purge) => purge.files?.length)).toEqual([30, 30, 5]);
    expect(sent.flatMap((purge) => purge.files)).toEqual(urls);
    expect(await urlsField.inputValue()).toBe('');

    const log = page.getByRole('table', { name: 'Recent purges' });
    await eventually(async () => (await columnTexts(log, 'Purged')).slice(0, 3)).toEqual([
      '5 URLs',
      '30 URLs',
      '30 URLs',
    ]);
  });

  it('lists the zones 20 a page and purges one after confirmation', async () => {
    const page = await openCdnPage();
    const zones = page.getByRole('table', { name: 'Zones' });
    await eventually(async () => (await columnTexts(zones, 'Domain')).length).toBe(20);

    await zones.getByRole('button', { name: 'Purge zone site7.example.com' }).click();
    const dialog = page.getByRole('dialog', { name: 'Purge the whole zone?' });
    await dialog.getByText('site7.example.com').waitFor();
    // Cancelling purges nothing.
    const before = (await cloudflarePurges()).length;
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await cloudflarePurges()).length).toBe(before);

    await zones.getByRole('button', { name: 'Purge zone site7.example.com' }).click();
    await dialog.getByRole('button', { name: 'Purge zone' }).click();
    await banner(page, cdnBanner.done).waitFor();
    expect((await cloudflarePurges()).slice(before)).toEqual([{ zoneId: zoneId(7), purgeEverything: true }]);
    const log = page.getByRole('table', { name: 'Recent purges' });
    await eventually(async () => (await columnTexts(log, 'Purged'))[0]).toBe('whole zone');
  });
});
