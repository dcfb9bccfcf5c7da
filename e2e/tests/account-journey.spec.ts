import { readFileSync } from 'node:fs';
import { test, expect } from '../support/fixtures';
import { screen } from '../support/plant-pages';
import { createGardener, openAs, signInPath } from '../support/users';

test('profile (SPEC §7): the SPEC §5 email rule stops a bad address, and what is saved is there after a reload', async ({
  page,
  consoleErrors,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true });
  await openAs(page, gardener, '/users/profile');
  const profile = screen(page).getByRole('form', { name: 'Your profile' });
  await expect(profile.getByLabel('Email')).toHaveValue(gardener.email);

  await profile.getByLabel('What should we call you?').fill('Rosalind');
  await profile.getByLabel('Name', { exact: true }).fill('Rosalind Franklin');
  await profile.getByLabel('Email').fill('rosalind@example');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Please enter a valid Email Address')).toBeVisible();
  await expect(profile.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  const email = gardener.email.replace('@', '+rf@');
  await profile.getByLabel('Email').fill(email);
  await profile.getByLabel('City').fill('Burlington');
  await profile.getByLabel('Country').selectOption({ label: 'United States' });
  await profile.getByLabel('State').selectOption({ label: 'Vermont' });
  await profile.getByLabel('Gender').selectOption({ label: 'Female' });
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();

  await page.reload();
  const reloaded = screen(page).getByRole('form', { name: 'Your profile' });
  await expect(reloaded.getByLabel('What should we call you?')).toHaveValue('Rosalind');
  await expect(reloaded.getByLabel('Name', { exact: true })).toHaveValue('Rosalind Franklin');
  await expect(reloaded.getByLabel('Email')).toHaveValue(email);
  await expect(reloaded.getByLabel('City')).toHaveValue('Burlington');
  await expect(reloaded.getByLabel('State').locator('option:checked')).toHaveText('Vermont');
  await expect(reloaded.getByLabel('Gender').locator('option:checked')).toHaveText('Female');
  expect(consoleErrors).toEqual([]);
});

test('settings: choosing Plant ID/Search as the landing page is kept, and the next start opens plant search (SPEC §4)', async ({
  page,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true });
  await openAs(page, gardener, '/users/settings');
  const choice = screen(page).getByRole('group', { name: 'Start the app on' });
  await expect(choice.getByRole('radio', { name: 'Launch Pad' })).toBeChecked();
  await choice.getByRole('radio', { name: 'Plant ID/Search' }).check();
  await expect(page.getByText('You will start on Plant ID/Search. Saved.')).toBeVisible();

  // Not the help wizard: switched on, it would open first at the next start (SPEC §2.2).
  const video = screen(page).getByRole('switch', { name: 'New features video' });
  const wasOn = await video.isChecked();
  await video.click();
  await expect(page.getByText(`New features video: ${wasOn ? 'off' : 'on'}. Saved.`)).toBeVisible();

  await page.goto(signInPath(gardener));
  await expect(page).toHaveURL(/#\/plants\/search/);
  await openAs(page, gardener, '/users/settings');
  await expect(screen(page).getByRole('radio', { name: 'Plant ID/Search' })).toBeChecked();
  await expect(screen(page).getByRole('switch', { name: 'New features video' })).toBeChecked({
    checked: !wasOn,
  });
});

test('feedback: SPEC §5 suggest validation flags subject, body and email; a sent suggestion clears the form', async ({
  page,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true });
  await openAs(page, gardener, '/help/feedback');
  const form = screen(page).getByRole('form', { name: 'Your suggestion' });
  await expect(form.getByLabel('Email')).toHaveValue(gardener.email);

  await form.getByLabel('Email').fill('');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please enter a subject')).toBeVisible();
  await expect(form.getByText('Please tell us your suggestion or feedback')).toBeVisible();
  await expect(form.getByText('Please enter a valid Email Address')).toBeVisible();

  await form.getByLabel('Subject').fill('Frost alerts');
  await form.getByLabel('Your suggestion').fill('Please warn me the evening before a late frost.');
  await form.getByLabel('Email').fill(gardener.email);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you! Your suggestion was sent.')).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await expect(form.getByLabel('Your suggestion')).toHaveValue('');
});

test('delete account: "Warning!!!" first, No keeps everything, Yes deletes it and ends the session', async ({
  page,
  request,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true, sampleYard: true });
  await openAs(page, gardener, '/users/profile');
  const deleteButton = screen(page).getByRole('button', { name: 'Delete my account' });

  await deleteButton.click();
  const warning = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(warning.getByText('Warning!!!')).toBeVisible();
  await warning.getByRole('button', { name: 'No, keep it' }).click();
  expect((await request.post('/api/bridge', { data: { username: gardener.key } })).status()).toBe(200);

  await deleteButton.click();
  await page.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(page).toHaveURL(/#\/core/);
  await expect(page).not.toHaveURL(/key=/);
  const signIn = await request.post('/api/bridge', { data: { username: gardener.key } });
  expect(signIn.status()).toBeGreaterThanOrEqual(400);
  expect(signIn.status()).toBeLessThan(500);
});

test('help wizard (SPEC §2.2): a gardener with the wizard on starts there; Finish clears it and the next start is the launch pad', async ({
  page,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true, flags: ['EnableHelpWizard'] });
  await page.goto(signInPath(gardener));
  await expect(page).toHaveURL(/#\/help\/wizard/);
  const wizard = screen(page);
  await expect(wizard.getByRole('heading', { name: 'Welcome to Thrive Garden' })).toBeVisible();
  await expect(wizard.getByText('Step 1 of 5')).toBeVisible();
  for (const step of ['Zones', 'The Thrive Scorecard', 'Plant ID & Search', 'You’re ready']) {
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByRole('heading', { name: step })).toBeFocused();
  }
  await expect(wizard.getByText('Step 5 of 5')).toBeVisible();
  await wizard.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/#\/core/);

  await page.goto(signInPath(gardener));
  await expect(page).toHaveURL(/#\/core/);
  await expect(page).not.toHaveURL(/wizard/);
});

test('data export: the gardener downloads their garden as JSON and as a zip of CSV files', async ({
  page,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true, sampleYard: true });
  await openAs(page, gardener, '/users/settings');
  const yourData = screen(page).getByRole('region', { name: 'Your data' });

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Download as JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^thrive-garden-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await json.path())!, 'utf8')) as {
    profile: { Email: string };
    yards: { name: string }[];
    zones: unknown[];
  };
  expect(exported.profile.Email).toBe(gardener.email);
  expect(exported.yards.map((yard) => yard.name)).toEqual(['Demo backyard']);
  expect(exported.zones).toHaveLength(3);

  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Download as CSV (zip)' }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  // A zip file starts with the local file header signature "PK\x03\x04".
  expect(readFileSync((await zip.path())!).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
});
