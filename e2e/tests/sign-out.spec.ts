import { test, expect } from '../support/fixtures';
import { violations } from '../support/axe';
import { gardenApi } from '../support/garden-api';
import { openMainMenu, screen } from '../support/plant-pages';
import { createGardener, openAs, signInPath } from '../support/users';
import { installWrapperSimulator, outbox } from '../support/wrapper-simulator';

/** A small phone, in CSS pixels. */
const PHONE = { width: 360, height: 740 };

test.describe('sign-out and public links on a phone (issue 30)', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('a gardener signs out from the side menu: the signed-out page says how to sign in again, the wrapper is told, and the old token is refused', async ({
    page,
    request,
  }) => {
    await installWrapperSimulator(page);
    const gardener = await createGardener({ noDefaultFlags: true });
    await page.goto(signInPath(gardener));
    const storedIdentity = () => page.evaluate(() => localStorage.getItem('thrive.identity'));
    await expect.poll(storedIdentity).not.toBeNull();
    const { Id, Token } = JSON.parse((await storedIdentity()) ?? '{}') as { Id: number; Token: string };
    const asBefore = { 'x-app': `thrive|${Id}`, 'x-token': Token };
    expect((await request.get(`/api/users/${Id}`, { headers: asBefore })).status()).toBe(200);

    const menu = await openMainMenu(page);
    await menu.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out?' });
    await expect(dialog).toContainText('sign-in link from your email');
    await dialog.getByRole('button', { name: 'Yes, sign out' }).click();

    const heading = screen(page).getByRole('heading', { name: 'You are signed out' });
    await expect(heading).toBeFocused();
    await expect(screen(page)).toContainText('open the sign-in link from your email');
    expect(page.url()).not.toContain(gardener.key);
    expect(await storedIdentity()).toBeNull();
    await expect.poll(() => outbox(page)).toContain('signedOut');
    expect(await violations(page)).toEqual([]);

    // The token this device had is ended on the server, not only forgotten here.
    expect((await request.get(`/api/users/${Id}`, { headers: asBefore })).status()).toBe(401);
    // A reload stays signed out: nothing in the address or the browser signs back in.
    await page.reload();
    await expect(screen(page).getByRole('heading', { name: 'You are signed out' })).toBeVisible();
    await expect((await openMainMenu(page)).getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  });

  test('the public page link of a yard carries no key, opened or copied', async ({ page, request }) => {
    const gardener = await createGardener({ sampleYard: true, noDefaultFlags: true });
    const api = await gardenApi(request, gardener);
    const [yard] = await api.call<{ Id: number }[]>('GET', 'yards');
    await openAs(page, gardener, `/yards/view/${yard!.Id}`);
    // The owner came by a sign-in link: the key is in the page's address.
    expect(page.url()).toContain(gardener.key);

    await page.getByRole('button', { name: 'Make public' }).click();
    const shared = page.getByRole('textbox', { name: 'Public link' });
    await expect(shared).toHaveValue(new RegExp(`#/public/yard/${yard!.Id}$`));
    expect(await shared.inputValue()).not.toMatch(/key=|token/i);
    const open = page.getByRole('link', { name: 'Open the public page' });
    expect(await open.getAttribute('href')).not.toMatch(/key=|token/i);

    await open.click();
    await expect(page).toHaveURL(new RegExp(`#/public/yard/${yard!.Id}$`));
    expect(page.url()).not.toContain(gardener.key);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  });
});
