import { GATEWAY_PORT } from './e2e-env';
import { startFakePlantNet, type FakePlantNet } from '../../infra/api/src/harness';

/**
 * A Pl@ntNet-compatible identification service for the e2e run, on 127.0.0.1 (never the
 * internet), at a fixed address the gateway is configured with: its webServer env in
 * playwright.config.ts takes PLANT_ID_SERVICE_ENV. The gateway reads it at start; the fake
 * itself runs only while a test that uses it runs (the gateway calls it on Identify only).
 */
const FAKE_PLANT_ID_PORT = GATEWAY_PORT + 2;
const FAKE_PLANT_ID_URL = `http://127.0.0.1:${FAKE_PLANT_ID_PORT}`;
export const FAKE_PLANT_ID_KEY = 'e2e-plant-id-key';
export const PLANT_ID_SERVICE_ENV = { PLANT_ID_URL: FAKE_PLANT_ID_URL, PLANT_ID_API_KEY: FAKE_PLANT_ID_KEY };

export const startFakePlantIdService = (): Promise<FakePlantNet> =>
  startFakePlantNet({ port: FAKE_PLANT_ID_PORT });
