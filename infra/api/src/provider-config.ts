/**
 * The outside services the API can use instead of its embedded defaults (DESIGN §4
 * Providers). Each is off unless its variables are set; off, the embedded default answers
 * and nothing leaves the machine.
 */
export interface ProviderConfig {
  /** Any OpenAI-compatible chat API: AI_BASE_URL, AI_API_KEY, AI_MODEL. */
  ai: { baseUrl: string; apiKey: string; model: string } | null;
  /** A Pl@ntNet-compatible identification API: PLANT_ID_URL, PLANT_ID_API_KEY. */
  plantId: { url: string; apiKey: string } | null;
  /** A Plant.id-style health assessment API: PLANT_HEALTH_URL, PLANT_HEALTH_API_KEY. */
  plantHealth: { url: string; apiKey: string } | null;
}

export const NO_PROVIDERS: ProviderConfig = { ai: null, plantId: null, plantHealth: null };

function httpUrl(name: string, value: string): string {
  try {
    if (['http:', 'https:'].includes(new URL(value).protocol)) return value.replace(/\/+$/, '');
  } catch {
    // falls through to the message below
  }
  throw new Error(`${name} "${value}" must be an http(s) URL`);
}

/** A provider's variables: all of them, or none (half a configuration is a mistake to say). */
function group<T>(env: NodeJS.ProcessEnv, names: readonly string[], make: (values: string[]) => T): T | null {
  const values = names.map((name) => env[name]?.trim() ?? '');
  const set = names.filter((_name, at) => values[at]);
  if (set.length === 0) return null;
  if (set.length < names.length)
    throw new Error(
      `${set.join(', ')} set but ${names.filter((n) => !set.includes(n)).join(', ')} not: set all or none`,
    );
  return make(values);
}

export function loadProviderConfig(env: NodeJS.ProcessEnv): ProviderConfig {
  return {
    ai: group(env, ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'], ([baseUrl, apiKey, model]) => ({
      baseUrl: httpUrl('AI_BASE_URL', baseUrl!),
      apiKey: apiKey!,
      model: model!,
    })),
    plantId: group(env, ['PLANT_ID_URL', 'PLANT_ID_API_KEY'], ([url, apiKey]) => ({
      url: httpUrl('PLANT_ID_URL', url!),
      apiKey: apiKey!,
    })),
    plantHealth: group(env, ['PLANT_HEALTH_URL', 'PLANT_HEALTH_API_KEY'], ([url, apiKey]) => ({
      url: httpUrl('PLANT_HEALTH_URL', url!),
      apiKey: apiKey!,
    })),
  };
}
