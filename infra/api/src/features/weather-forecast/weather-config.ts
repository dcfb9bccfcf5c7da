/** The US National Weather Service's API: no key, for US places only. */
export const NWS_API_URL = 'https://api.weather.gov';

/** Where the weather comes from (WEATHER_API_URL) and how we name ourselves to it. */
export interface WeatherConfig {
  apiUrl: string;
  /** The NWS asks every caller for a User-Agent with a way to reach them. */
  userAgent: string;
}

/**
 * WEATHER_API_URL: unset, the NWS; empty or "none", no weather is asked for (offline
 * machines, tests), and the care calendar follows the station normals alone. The
 * User-Agent names PUBLIC_URL, or WEATHER_CONTACT (an e-mail address or a web page).
 */
export function weatherConfigFrom(env: NodeJS.ProcessEnv): WeatherConfig | null {
  const url = env.WEATHER_API_URL === undefined ? NWS_API_URL : env.WEATHER_API_URL.trim();
  if (url === '' || url.toLowerCase() === 'none') return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`WEATHER_API_URL "${url}" must be an http(s) URL, or none`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol))
    throw new Error(`WEATHER_API_URL "${url}" must be an http(s) URL, or none`);
  const contact = env.WEATHER_CONTACT?.trim() || env.PUBLIC_URL?.trim() || 'a self-hosted garden';
  return { apiUrl: url.replace(/\/+$/, ''), userAgent: `ThriveGarden/1.0 (${contact})` };
}
