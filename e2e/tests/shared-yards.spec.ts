import { test, expect } from '../support/fixtures';
import { gardenApi } from '../support/garden-api';
import { openSortFilter, plantedRaleighBed, taskItems } from '../support/task-pages';
import { createGardener, openAs, signInPath } from '../support/users';

const TOMATO = 'Solanum lycopersicum';

test('shared yards: the owner invites a second gardener by link, who accepts, sees the yard marked as shared, checks the health of one of its plants and completes one of its tasks; the owner sees who did it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createGardener({ name: 'Ann', noDefaultFlags: true });
  const { yardId, zoneId } = await plantedRaleighBed(await gardenApi(request, owner), [TOMATO]);
  const helper = await createGardener({ name: 'Ben', noDefaultFlags: true });

  // The owner shares the yard: a link for a gardener.
  await openAs(page, owner, `/yards/view/${yardId}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Share' }).click();
  const sharing = page.getByRole('dialog', { name: 'Share Back yard' });
  await sharing.getByRole('radio', { name: 'Gardener' }).check();
  await sharing.getByRole('button', { name: 'Create link' }).click();
  const link = await sharing.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  const token = /#\/invitation\/([A-Za-z0-9_-]+)$/.exec(link)?.[1];
  expect(token, link).toBeTruthy();

  // The second gardener, signed in in a browser of their own, opens it and accepts.
  const other = await browser.newContext();
  const helperPage = await other.newPage();
  await helperPage.goto(signInPath(helper).replace(/#.*$/, `#/invitation/${token}`));
  const helperMain = helperPage.getByRole('main');
  await expect(helperMain.getByText('Ann invites you to garden Back yard with them')).toBeVisible();
  await helperMain.getByRole('button', { name: 'Accept' }).click();
  await expect(helperPage).toHaveURL(new RegExp(`#/yards/view/${yardId}`));
  await expect(helperMain.getByText(/Shared by Ann/).first()).toBeVisible();

  // They check on one of the yard's plants from its zone: the health check knows the plant.
  await helperPage.goto(helperPage.url().replace(/#.*$/, `#/zones/view/${zoneId}?key=${helper.key}`));
  await helperMain.getByRole('link', { name: 'Check the health of Tomato' }).click();
  const health = helperMain.getByRole('form', { name: 'What is wrong with your plant?' });
  await expect(health.getByRole('combobox', { name: 'Plant' })).toHaveValue(/^[1-9]\d*$/);
  await expect(helperMain.getByText(/no longer in one of your zones/)).toHaveCount(0);
  await health.getByRole('checkbox', { name: 'Yellowing leaves' }).check();
  await health.getByRole('button', { name: 'Check' }).click();
  await expect(helperMain.getByRole('region', { name: 'What may be wrong with Tomato' })).toBeVisible();

  // They complete one of the yard's tasks from their own task list.
  await helperPage.goto(helperPage.url().replace(/#.*$/, `#/tasks?key=${helper.key}`));
  const panel = await openSortFilter(helperPage);
  await panel.getByRole('checkbox', { name: /^Show \d+ Days$/ }).uncheck();
  await panel.getByRole('button', { name: 'Apply' }).click();
  const shared = taskItems(helperPage)
    .filter({ hasText: 'Shared by Ann' })
    .filter({ hasText: 'Completed: Not yet' })
    .filter({ hasNotText: '[Tip]' })
    .first();
  const details = await shared.getByRole('link', { name: /^Details/ }).getAttribute('href');
  const taskId = /details\/(\d+)/.exec(details ?? '')?.[1];
  expect(taskId, details ?? '').toBeTruthy();
  await shared.getByRole('checkbox').check();
  const bar = helperMain.getByRole('group', { name: 'Change the status of the selected tasks' });
  await bar.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
  await bar.getByRole('button', { name: 'Go' }).click();
  await helperPage
    .getByRole('dialog', { name: 'Date Completed' })
    .getByRole('button', { name: 'Enter' })
    .click();
  await expect(bar.getByRole('combobox', { name: 'Status' })).toHaveValue('0');
  await other.close();

  // The owner sees the task done, and by whom.
  await openAs(page, owner, `/tasks/details/${taskId}`);
  const facts = page.getByRole('main');
  await expect(facts.getByText('Completed by')).toBeVisible();
  await expect(facts.getByText('Ben', { exact: true })).toBeVisible();
});
