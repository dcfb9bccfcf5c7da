import { REMOTE_NAMES, segmentsOwnedBy } from '@thrive/shared/remotes';
import { FRONT_END_APPS, buildApp } from './apps';
import { startGateway } from './bench/gateway-process';
import { launchChromium, transferSizes } from './bench/first-load';
import { benchThriveTable } from './bench/thrive-table';
import { benchPlantSearch } from './bench/plant-search';
import { benchCareCalendar } from './bench/care-calendar';

/**
 * `npm run bench` (DESIGN §9): figures measured in one run on this machine. Budgets live
 * in the issues; this prints, it does not assert.
 */
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log('# build time (each app alone, production)');
for (const app of FRONT_END_APPS) console.log(`${app.padEnd(14)} ${buildApp(app)} ms`);

const gateway = await startGateway(Number(process.env.BENCH_PORT ?? 8097));
const browser = await launchChromium();
try {
  console.log('\n# first-load transfer (gzip/br as served by the gateway)');
  const shell = await transferSizes(browser, `${gateway.url}/#/core`, '[data-testid="header-title"]');
  console.log(`shell (launch pad) JS ${kib(shell.js)}, CSS ${kib(shell.css)}`);
  for (const remote of REMOTE_NAMES) {
    const segment = segmentsOwnedBy(remote)[0];
    const sizes = await transferSizes(
      browser,
      `${gateway.url}/#/${segment}`,
      `[data-remote="${remote}"] h2`,
      `/remotes/${remote}/`,
    );
    console.log(`${remote.padEnd(14)} JS ${kib(sizes.js)}, CSS ${kib(sizes.css)} (on top of the shell)`);
  }

  await new Promise((resolve) => setTimeout(resolve, 3000));
  console.log(`\n# gateway resident memory at idle: ${gateway.residentMiB()} MiB`);
} finally {
  await browser.close();
  await gateway.stop();
}

console.log('\n# thrive scoring, 1,000-plant yard');
for (const line of await benchThriveTable()) console.log(line);

console.log('\n# care calendar, 1,000-plant yard (goal: generated in under 200 ms)');
for (const line of await benchCareCalendar()) console.log(line);

console.log('\n# plant search over the full catalogue (imports REFERENCE_DATA_DIR when set)');
for (const line of await benchPlantSearch()) console.log(line);
