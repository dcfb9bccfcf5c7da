import ICAL from 'ical.js';
import { test, expect } from '../support/fixtures';
import { gardenApi } from '../support/garden-api';
import { openSortFilter, plantedRaleighBed, taskItems } from '../support/task-pages';
import { openSection } from '../support/plant-pages';
import { createGardener, signInPath } from '../support/users';

const TOMATO = 'Solanum lycopersicum';
const LETTUCE = 'Lactuca sativa';
const BASIL = 'Ocimum basilicum';

test('care tasks: plants bring tasks dated from the yard’s station’s frost dates, another station moves them; bulk complete with a date; filter and sort; a repeating task of my own from plant details; the calendar feed serves them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const gardener = await createGardener({ noDefaultFlags: true });
  const api = await gardenApi(request, gardener);
  const { yardId, plantIds } = await plantedRaleighBed(api, [TOMATO, LETTUCE, BASIL]);
  await page.goto(signInPath(gardener));
  await expect(page.getByRole('list', { name: 'Garden tools' })).toBeVisible();
  const go = (path: string) => page.goto(page.url().replace(/#.*$/, `#${path}?key=${gardener.key}`));
  const main = page.getByRole('main');

  // Local dates: the NOAA normals of the yard's nearest station (real rows imported at the
  // gateway's start), and the tomato's transplanting counted from them.
  await go('/tasks');
  await expect(
    main.getByText(
      'Dates for Back yard: last frost about Mar 31, first frost about Nov 9 — NOAA normals of RALEIGH STATE UNIV',
    ),
  ).toBeVisible();
  await go(`/plants/details/${plantIds.get(TOMATO)}`);
  await (
    await openSection(page, 'Care tasks')
  )
    .getByRole('list', { name: 'Coming up for Tomato' })
    .getByRole('link', { name: /Transplant outdoors/ })
    .click();
  await expect(main.getByText('after your last spring frost (Mar 31)')).toBeVisible();
  const transplant = page.url();

  // Another station on the yard's map moves the open tasks to its dates.
  await go(`/yards/view/${yardId}`);
  await main.getByRole('button', { name: 'Change station' }).click();
  await main.getByRole('radio', { name: /^RALEIGH DURHAM INTL AP/ }).check();
  await main.getByRole('button', { name: 'Use this station' }).click();
  await expect(
    main.getByText('Median frost dates at RALEIGH DURHAM INTL AP', { exact: false }),
  ).toBeVisible();
  await page.goto(transplant);
  await expect(main.getByText('after your last spring frost (Apr 3)')).toBeVisible();

  await go('/tasks');
  let panel = await openSortFilter(page);
  await panel.getByRole('checkbox', { name: /^Show \d+ Days$/ }).uncheck();
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(main.getByText(/^\d+ tasks$/)).toBeVisible();

  // SPEC §4 bulk status: two tasks Completed with the date-completed dialog's default (today).
  const open = taskItems(page).filter({ hasText: 'Completed: Not yet' }).filter({ hasNotText: '[Tip]' });
  const first = open.nth(0);
  const second = open.nth(1);
  const chosen = [
    (await first.getByRole('heading', { level: 3 }).textContent())!,
    (await second.getByRole('heading', { level: 3 }).textContent())!,
  ];
  await first.getByRole('checkbox').check();
  await second.getByRole('checkbox').check();
  const bar = main.getByRole('group', { name: 'Change the status of the selected tasks' });
  await expect(bar.getByRole('status')).toContainText('2');
  await bar.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
  await bar.getByRole('button', { name: 'Go' }).click();
  const dialog = page.getByRole('dialog', { name: 'Date Completed' });
  await dialog.getByRole('button', { name: 'Enter' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar.getByRole('combobox', { name: 'Status' })).toHaveValue('0');

  // Filter and sort: only completed tasks, by plant name.
  panel = await openSortFilter(page);
  await panel.getByRole('checkbox', { name: 'Show Pending' }).uncheck();
  await panel.getByRole('checkbox', { name: 'Show Tips' }).uncheck();
  await panel.getByRole('checkbox', { name: 'Show Completed' }).check();
  await panel.getByRole('tab', { name: 'Sort By' }).click();
  await panel.getByRole('radio', { name: 'Plant Name' }).check();
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(taskItems(page)).toHaveCount(2);
  const titles = await taskItems(page).getByRole('heading', { level: 3 }).allTextContents();
  expect(titles.sort()).toEqual([...chosen].sort());
  await expect(taskItems(page).filter({ hasText: /Completed: (?!Not yet)/ })).toHaveCount(2);
  panel = await openSortFilter(page);
  await panel.getByRole('button', { name: 'Clear' }).click();

  // A repeating task of my own, from the basil's page (link kind 35).
  await go(`/plants/details/${plantIds.get(BASIL)}`);
  await (await openSection(page, 'Care tasks')).getByRole('button', { name: 'Add a care task' }).click();
  await expect(page).toHaveURL(/#\/tasks\/custom\/new\?/);
  await main.getByLabel('What to do').fill('Pinch the tips');
  await main.getByRole('radio', { name: 'Repeat' }).check();
  await main.getByLabel('Every how many days').fill('10');
  await main.getByRole('button', { name: 'Save' }).click();
  // Saved, the form goes back to the plant, which lists the gardener's own tasks for it.
  await expect(page).toHaveURL(/#\/plants\/details\//);
  await expect(main.getByText('Pinch the tips').first()).toBeVisible();
  await go('/tasks/custom');
  await expect(main.getByRole('list', { name: 'Your own tasks' })).toContainText('Pinch the tips');

  // The private calendar feed serves the tasks as iCal (the repeat with its RRULE).
  await go('/tasks/subscribe');
  await main.getByRole('button', { name: 'Create my calendar address' }).click();
  const address = await main.getByRole('textbox', { name: 'Calendar address' }).inputValue();
  const feed = await request.get(address);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const events = new ICAL.Component(ICAL.parse(await feed.text()))
    .getAllSubcomponents('vevent')
    .map((event) => new ICAL.Event(event));
  // Its stored repeats, the latest carrying the RRULE that draws the rest.
  const pinch = events.filter((event) => event.summary.startsWith('Pinch the tips: Basil'));
  expect(pinch.length).toBeGreaterThan(0);
  expect(pinch.filter((event) => event.isRecurring())).toHaveLength(1);
  expect(events.some((event) => event.summary.startsWith('Transplant outdoors: Tomato'))).toBe(true);
  expect(events.filter((event) => event.summary.startsWith('✓ '))).toHaveLength(2);
});
