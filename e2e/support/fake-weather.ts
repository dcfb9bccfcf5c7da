import { GATEWAY_PORT } from './e2e-env';

/**
 * A US National Weather Service on 127.0.0.1 for the e2e run (support/fake-weather-server.ts,
 * one of playwright.config.ts's web servers), which the gateway asks for its yards' weather.
 * It covers no place unless a test asks it for weather: every other journey sees a yard the
 * service does not cover, whose watering follows the station normals as without one.
 */
const FAKE_WEATHER_PORT = GATEWAY_PORT + 3;
export const FAKE_WEATHER_CONTROL_URL = `http://127.0.0.1:${GATEWAY_PORT + 4}`;
export const WEATHER_SERVICE_ENV = { WEATHER_API_URL: `http://127.0.0.1:${FAKE_WEATHER_PORT}` };
export const FAKE_WEATHER_PORTS = { service: FAKE_WEATHER_PORT, control: GATEWAY_PORT + 4 };

/** 'rain': 18 mm over the last day and highs of 37 °C from tomorrow, everywhere; 'none': no place is covered. */
export async function setFakeWeather(weather: 'rain' | 'none'): Promise<void> {
  const response = await fetch(`${FAKE_WEATHER_CONTROL_URL}/${weather}`, { method: 'POST' });
  if (!response.ok) throw new Error(`the fake weather service answered ${response.status}`);
}
