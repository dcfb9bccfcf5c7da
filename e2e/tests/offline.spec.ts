import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { gardenApi } from '../support/garden-api';
import { openSortFilter, plantedRaleighBed, taskItems } from '../support/task-pages';
import { createGardener, signInPath } from '../support/users';

// The app's service worker is what this suite tests: it runs here (blocked in the others).
test.use({ serviceWorkers: 'allow' });

/** Until the worker controls the page and has kept the remotes' files for offline use. */
async function workerReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = await (await caches.open('thrive-remotes')).keys();
        return kept.some((request) => request.url.includes('/remotes/mfe-tasks/remoteEntry.js'));
      }),
    )
    .toBe(true);
}

test('offline (issue 35): after one visit the app opens with no network and shows the yards and tasks it kept, marked "Offline, last updated"; a task completed offline waits on the device, through a reload, and reaches the server once back online; one the server refuses comes back with its message', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const gardener = await createGardener({ noDefaultFlags: true });
  const api = await gardenApi(request, gardener);
  const { yardId, zoneId } = await plantedRaleighBed(api, ['Solanum lycopersicum']);
  // A task of the gardener's own for today, which they will delete on another device.
  const [tomato] = await api.call<{ Id: number }[]>('GET', `ZonePlants/${zoneId}`);
  const today = new Date().toLocaleDateString('en-CA');
  await api.call('POST', 'UserTasks', {
    PlantZoneId: tomato!.Id,
    TaskType: 'Check the stakes',
    StartDate: today,
  });
  await page.goto(signInPath(gardener));
  await expect(page.getByRole('list', { name: 'Garden tools' })).toBeVisible();
  await workerReady(page);
  // Installable: the browser's own checks (what Lighthouse reads) find nothing missing. A test
  // browser's context counts as incognito, which a gardener's browser is not.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/assets\/manifest\.webmanifest$/);
  const main = page.getByRole('main');
  const go = (path: string) => page.goto(page.url().replace(/#.*$/, `#${path}?key=${gardener.key}`));

  // One visit of each screen, online: the answers are kept as they come.
  await go('/yards');
  await expect(main.getByRole('link', { name: /Back yard/ }).first()).toBeVisible();
  await go(`/yards/view/${yardId}`);
  await expect(main.getByText('Vegetable bed').first()).toBeVisible();
  await go('/tasks');
  // Every open task, not only the next days': two are completed offline below.
  const panel = await openSortFilter(page);
  await panel.getByRole('checkbox', { name: /^Show \d+ Days$/ }).uncheck();
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(taskItems(page).filter({ hasText: 'Completed: Not yet' }).nth(1)).toBeVisible();
  const firstTask = await taskItems(page).first().getByRole('heading', { level: 3 }).textContent();
  await expect(main.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(main.getByRole('status').filter({ hasText: /^Offline, last updated today at/ })).toBeVisible();
  await expect(taskItems(page).filter({ hasText: firstTask! }).first()).toBeVisible();
  await go(`/yards/view/${yardId}`);
  await expect(main.getByText('Vegetable bed').first()).toBeVisible();
  await go('/yards');
  await expect(main.getByRole('link', { name: /Back yard/ }).first()).toBeVisible();

  // Offline, the gardener completes a task: kept on the device, shown as waiting to be sent.
  await go('/tasks');
  const taskA = await completeOpenTask(page, (open) => open.filter({ hasNotText: 'Check the stakes' }));
  const waiting = main.getByRole('status', { name: 'Changes waiting to be sent' });
  await expect(waiting).toContainText('1 change waits to be sent');
  await expect(waiting).toContainText('Completed: 1 task');
  await expect(main.locator(`li[data-task-id="${taskA}"]`)).toContainText('Waiting to send');
  await expect(main.locator(`li[data-task-id="${taskA}"]`)).not.toContainText('Completed: Not yet');
  // Nothing is lost with the page.
  await page.reload();
  await expect(waiting).toContainText('Completed: 1 task');

  // Back online it is sent, and applied once: the task is completed, its care logged once.
  await context.setOffline(false);
  await expect(waiting).toBeHidden();
  await expect(main.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
  const sent = await api.call<{ taskStatusId: number; PlantId: number }>('GET', `UserTask/${taskA}`);
  expect(sent.taskStatusId).toBe(1);
  const log = await api.call<{ TaskId: number }[]>('GET', `PlantActivities/${sent.PlantId}/`);
  expect(log.filter((entry) => entry.TaskId === taskA)).toHaveLength(1);
  // The list is read afresh from the server: the task is done there.
  await expect(
    main.locator(`li[data-task-id="${taskA}"]`).filter({ hasText: 'Completed: Not yet' }),
  ).toHaveCount(0);

  // A change the server refuses once sent (the task was deleted on another device meanwhile)
  // comes back to the gardener with the server's message.
  await context.setOffline(true);
  const taskB = await completeOpenTask(page, (open) => open.filter({ hasText: 'Check the stakes' }));
  await expect(waiting).toContainText('Completed: 1 task');
  await api.call('DELETE', `UserTask/${taskB}?series=0`);
  await expect(api.call('GET', `UserTask/${taskB}`)).rejects.toThrow(/answered 404/);
  await context.setOffline(false);
  const refusal = main.getByRole('alert', { name: 'Not saved: Completed: 1 task' });
  await expect(refusal).toContainText(`There is no task ${taskB}.`);
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toBeHidden();
  await expect(waiting).toBeHidden();
});

/** Ticks the first open task of those chosen, Completed, Go, today's date: returns its id. */
async function completeOpenTask(page: Page, choose: (open: Locator) => Locator): Promise<number> {
  const main = page.getByRole('main');
  const open = choose(
    taskItems(page).filter({ hasText: 'Completed: Not yet' }).filter({ hasNotText: '[Tip]' }),
  ).first();
  const id = Number(await open.getAttribute('data-task-id'));
  await open.getByRole('checkbox').check();
  const bar = main.getByRole('group', { name: 'Change the status of the selected tasks' });
  await bar.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
  await bar.getByRole('button', { name: 'Go' }).click();
  const dialog = page.getByRole('dialog', { name: 'Date Completed' });
  await dialog.getByRole('button', { name: 'Enter' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.locator(`li[data-task-id="${id}"]`)).toContainText('Waiting to send');
  return id;
}
