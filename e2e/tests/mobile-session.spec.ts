import { test, expect } from '../support/fixtures';
import { createGardener, signInPath } from '../support/users';
import { installWrapperSimulator, outbox } from '../support/wrapper-simulator';

/** A version the control codes accept (MinAppVersion 1.0.0), so no update dialog comes first. */
const CURRENT_APP = { av: '1.2.0' };
const NO_EARLIER_PURCHASE = 'thrive:PaymentHistoryResult|{"success":false}';
const EARLIER_PURCHASE = 'thrive:PaymentHistoryResult|{"success":true}';
const ANDROID_RECEIPT = JSON.stringify({ purchaseTime: Date.parse('2026-11-20T10:00:00Z') });

test('location permission in the mobile app: the wrapper asks the phone and sends the coordinates back', async ({
  page,
}) => {
  await installWrapperSimulator(page, {
    replies: {
      askForLocationPermission: 'thrive:location|granted',
      requestLocationCoordinates: 'thrive:SendLocationCoordinates|40.75,-73.99',
      checkPurchaseHistory: EARLIER_PURCHASE,
    },
  });
  const gardener = await createGardener({
    flags: ['AskForLocation', 'ShowLocationPrompt'],
    noDefaultFlags: true,
  });
  await page.goto(signInPath(gardener, CURRENT_APP));

  const dialog = page.getByRole('dialog', { name: 'Location Access' });
  await expect(dialog).toContainText('Allow While Using App');
  await dialog.getByRole('button', { name: 'Got It' }).click();
  await expect(dialog).toBeHidden();

  await expect
    .poll(() => outbox(page))
    .toEqual(expect.arrayContaining(['askForLocationPermission', 'requestLocationCoordinates']));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('geo_access'))).toBe('true');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('DeviceLocation'))).toContain('40.75');
  // The phone found an earlier purchase: no subscription popup.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an app older than the control code shows App Update, whose Got It goes to the app store', async ({
  page,
}) => {
  await installWrapperSimulator(page);
  const gardener = await createGardener({ noDefaultFlags: true });
  await page.goto(signInPath(gardener, { av: '0.9.0' }));
  const dialog = page.getByRole('dialog', { name: 'App Update' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Got It' }).click();
  await expect.poll(() => outbox(page)).toContain('gotoAppStore');
});

test.describe('the purchase prompt (SPEC §4, mobile-app session only)', () => {
  test('Subscribe Now with a valid referral code subscribes with its token; the purchase is recorded, unconfirmed without store credentials', async ({
    page,
  }) => {
    await installWrapperSimulator(page, { replies: { checkPurchaseHistory: NO_EARLIER_PURCHASE } });
    const gardener = await createGardener({ flags: ['ShowReferralPrompt'], noDefaultFlags: true });
    await page.goto(signInPath(gardener, CURRENT_APP));

    const popup = page.getByRole('dialog', { name: 'Grow more with Thrive Garden Plus' });
    await popup.getByRole('button', { name: 'Subscribe Now!' }).click();
    const referral = page.getByRole('dialog', { name: 'Referral Code' });
    await expect(referral).toContainText('Do you have a referral code from one of our partners?');
    await referral.getByRole('textbox').fill('nope');
    await referral.getByRole('button', { name: 'Continue' }).click();
    await expect(referral).toContainText('The code you entered is invalid.');
    await referral.getByRole('textbox').fill('  grow2026 ');
    await referral.getByRole('button', { name: 'Continue' }).click();
    await expect(referral).toBeHidden();
    await expect.poll(() => outbox(page)).toContain('subscribe|demo-greenleaf-annual');

    // The store answers: the purchase date is sent to the server.
    const recorded = page.waitForRequest(
      (request) => /PurchaseSubscription/i.test(request.url()) && request.method() === 'PUT',
    );
    const result = JSON.stringify({ success: true, result: ANDROID_RECEIPT, deviceOS: 'android' });
    await page.evaluate(
      (data) => document.dispatchEvent(new MessageEvent('message', { data })),
      `thrive:SubscribeResult|${result}`,
    );
    const body = (await recorded).postDataJSON() as { DeviceOS: string; UserId: number };
    expect(body).toMatchObject({ DeviceOS: 'android', UserId: gardener.id });
    // No store credentials in this run: the purchase grants nothing yet, and the app says so.
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Your purchase is recorded but not yet confirmed by the store.' }),
    ).toBeVisible();
  });

  test("I'll Decide Later records the answer and, for a day-0 prompt, keeps the app open", async ({
    page,
  }) => {
    await installWrapperSimulator(page, { replies: { checkPurchaseHistory: NO_EARLIER_PURCHASE } });
    const gardener = await createGardener({ noDefaultFlags: true });
    const answered = page.waitForRequest((request) => /LastPromptPurchase/i.test(request.url()));
    await page.goto(signInPath(gardener, CURRENT_APP));
    const popup = page.getByRole('dialog', { name: 'Grow more with Thrive Garden Plus' });
    await popup.getByRole('button', { name: "I'll Decide Later" }).click();
    expect((await answered).postDataJSON()).toMatchObject({ LastPurchasePromptDay: 0, LinkClick: 6 });
    await expect(popup).toBeHidden();
    expect(await outbox(page)).not.toContain('exit');
  });

  test('without a referral prompt, Subscribe Now is a skip: subscribe without a code', async ({ page }) => {
    await installWrapperSimulator(page, { replies: { checkPurchaseHistory: NO_EARLIER_PURCHASE } });
    const gardener = await createGardener({ noDefaultFlags: true });
    await page.goto(signInPath(gardener, CURRENT_APP));
    await page
      .getByRole('dialog', { name: 'Grow more with Thrive Garden Plus' })
      .getByRole('button', { name: 'Subscribe Now!' })
      .click();
    await expect.poll(() => outbox(page)).toContain('subscribe|');
    expect(await outbox(page)).toEqual(['checkPurchaseHistory', 'subscribe|']);
  });
});
