import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium';
import {
  DATA_DIR,
  GATEWAY_PORT,
  GATEWAY_URL,
  NEXT_HOST,
  NEXT_PARTNER_NAME,
  PARTNER_CDN_URL,
  PARTNER_HOST,
  PARTNER_NAME,
  PARTNERS_DIR,
} from './support/e2e-env';
import { PLANT_ID_SERVICE_ENV } from './support/fake-plant-id';
import { FAKE_WEATHER_CONTROL_URL, WEATHER_SERVICE_ENV } from './support/fake-weather';

/** Chromium resolves the partner host names to this machine. */
const HOST_RULES = `--host-resolver-rules=MAP ${PARTNER_HOST} 127.0.0.1, MAP ${NEXT_HOST} 127.0.0.1`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: GATEWAY_URL,
    trace: 'retain-on-failure',
    // The app's service worker answers from its caches (issue 35); a journey that stubs the
    // network with page.route must see every call, so only the suites that test the worker
    // (offline.spec.ts, push-reminders.spec.ts) let it run.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, HOST_RULES] },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  ],
  webServer: [
    {
      command: 'node --import tsx ../infra/server/src/main.ts',
      url: `${GATEWAY_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(GATEWAY_PORT),
        DATA_DIR,
        PARTNERS_DIR,
        // No REFERENCE_DATA_DIR, as on a fresh install: the first start imports the public
        // tables the repo ships (ZIP zones, NOAA stations and frost dates, USDA plants).
        PARTNER_HOSTS: `${PARTNER_HOST}=${PARTNER_NAME},${NEXT_HOST}=${NEXT_PARTNER_NAME}`,
        LOG_LEVEL: 'warn',
        // The weather map draws the US outline alone: the tests never reach a tile server.
        MAP_TILE_URL: '',
        // A fake weather service on 127.0.0.1, which covers no place unless weather.spec.ts
        // asks it to: elsewhere the calendar follows the station normals.
        ...WEATHER_SERVICE_ENV,
        // Photo identification goes to a fake Pl@ntNet on 127.0.0.1, which identify.spec.ts runs.
        ...PLANT_ID_SERVICE_ENV,
      },
    },
    {
      command: 'node --import tsx support/fake-weather-server.ts',
      url: `${FAKE_WEATHER_CONTROL_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --import tsx support/partner-cdn.ts',
      url: `${PARTNER_CDN_URL}/mfe-account/mf-manifest.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
