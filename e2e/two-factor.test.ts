import { twoFactorMessage } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { timeStep, totpAt } from '../apps/server/src/auth/totp.ts';
import { adminApi, adminUser } from './support/api.ts';
import { openSignedIn, signIn, useBrowser } from './support/browser.ts';
import { banner } from './support/screen.ts';

const browser = useBrowser();

/** What the authenticator app shows `offset` steps from now, for the key shown as text. */
const appCode = (shownKey: string, offset = 0) => totpAt(shownKey.replace(/\s/g, ''), timeStep() + offset);

describe('two-factor sign-in', () => {
  it('is set up from the user menu, then asked for at sign-in, and reset by an administrator', async () => {
    const api = await adminApi();
    const user = { username: `tove${Date.now().toString(36)}`, password: 'E2e-Pass-123' };
    const { id } = await api.call('user-service/create-user', {
      ...user,
      email: `${user.username}@example.com`,
      first_name: 'Tove',
      last_name: 'Factor',
      status: 'ACTIVE',
      note: '',
      permissions: ['access_all_projects'],
    });
    const page = await openSignedIn(browser(), user);

    await page.getByRole('button', { name: 'Tove Factor' }).click();
    await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    const shownKey = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    await page.getByLabel('Current password').fill(user.password);
    const code = page.getByLabel('Authentication code');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    // Digits only, whatever is typed; Enter turns it on.
    await code.pressSequentially(`${appCode(shownKey).slice(0, 3)} x${appCode(shownKey).slice(3)}`);
    expect(await code.inputValue()).toBe(appCode(shownKey));
    await code.press('Enter');
    await page.getByRole('heading', { name: 'Two-factor sign-in is on' }).waitFor();
    expect(await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('button', { name: 'Tove Factor' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, user.username, user.password, { remember: true });
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    const loginCode = page.getByLabel('Authentication code');
    await loginCode.fill('000000');
    await loginCode.press('Enter');
    await banner(page, twoFactorMessage.wrongCode).waitFor();
    // The code of the next step: the one used to turn it on cannot be used again.
    await loginCode.fill(appCode(shownKey, 1));
    await loginCode.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    const [cookie] = await page.context().cookies();
    expect(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(29);

    const admin = await openSignedIn(browser(), adminUser(), `/users/edit/${id}`);
    await admin.getByText(/On since .* 10 of 10 recovery codes left/).waitFor();
    await admin.getByRole('button', { name: 'Reset two-factor sign-in' }).click();
    await admin.getByRole('button', { name: 'Reset', exact: true }).click();
    await admin.getByText('Off: this user signs in with the password alone.').waitFor();
  });
});
