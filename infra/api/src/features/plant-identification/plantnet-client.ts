import { z } from 'zod';
import { PLANT_ID_MESSAGES, type PhotoOrgan } from '@thrive/shared/contracts';

/** How long the service may take before the gardener is told to try again (it usually takes 1-3 s). */
const PLANT_ID_TIMEOUT_MS = 20_000;

/** A photo as the service receives it: already checked and stripped of its metadata. */
export interface ServicePhoto {
  bytes: Buffer;
  contentType: string;
  filename: string;
  organ: PhotoOrgan;
}

/** A species the service proposes, best first. */
export interface ServiceResult {
  score: number;
  botanicalName: string;
  commonName: string;
}

/**
 * The service failed: `statusCode` and `message` are what the gardener gets (never the
 * service's own words, which may hold our key or its internals); `detail` is for the log.
 */
export class PlantIdServiceError extends Error {
  constructor(
    readonly statusCode: 502 | 503 | 504,
    message: string,
    readonly detail: string,
  ) {
    super(message);
    this.name = 'PlantIdServiceError';
  }
}

/** Pl@ntNet's answer, as far as we read it; anything else it sends is ignored. */
const answerSchema = z.object({
  results: z.array(
    z.object({
      score: z.number(),
      species: z.object({
        scientificNameWithoutAuthor: z.string().optional(),
        scientificName: z.string().optional(),
        commonNames: z.array(z.string()).optional(),
      }),
    }),
  ),
});

const IDENTIFY_PATH = /\/v2\/identify\/[^/]+$/;

/** PLANT_ID_URL is the service's root (`/v2/identify/all` is added) or already the identify address. */
export function identifyUrl(serviceUrl: string, apiKey: string, maxResults: number): string {
  const base = IDENTIFY_PATH.test(new URL(serviceUrl).pathname)
    ? serviceUrl
    : `${serviceUrl}/v2/identify/all`;
  const url = new URL(base);
  url.searchParams.set('api-key', apiKey);
  url.searchParams.set('nb-results', String(maxResults));
  url.searchParams.set('lang', 'en');
  return url.toString();
}

function refused(status: number, body: string): PlantIdServiceError {
  const detail = `the service answered ${status}: ${body.slice(0, 300)}`;
  if (status === 429) return new PlantIdServiceError(503, PLANT_ID_MESSAGES.busy, detail);
  if (status === 400 || status === 413 || status === 415)
    return new PlantIdServiceError(502, PLANT_ID_MESSAGES.refusedPhoto, detail);
  // 401 and 403 are our key's problem, not the gardener's session: never passed on as such.
  return new PlantIdServiceError(502, PLANT_ID_MESSAGES.unavailable, detail);
}

/** By name: the DOMException fetch throws is not an Error of every realm (a test's, a worker's). */
const isTimeout = (error: unknown) => {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
};

/**
 * Asks a Pl@ntNet-compatible service (`POST {url}/v2/identify/all?api-key=KEY`, multipart
 * `images` and `organs`) which species the photos show. Its "species not found" (404) is no
 * species, not an error. Every failure is a PlantIdServiceError with a message for the gardener.
 */
export async function identifyWithPlantNet(
  service: { url: string; apiKey: string },
  photos: readonly ServicePhoto[],
  { maxResults, timeoutMs = PLANT_ID_TIMEOUT_MS }: { maxResults: number; timeoutMs?: number },
): Promise<ServiceResult[]> {
  const form = new FormData();
  for (const photo of photos)
    form.append(
      'images',
      new Blob([new Uint8Array(photo.bytes)], { type: photo.contentType }),
      photo.filename,
    );
  for (const photo of photos) form.append('organs', photo.organ);

  let response: Response;
  let text: string;
  try {
    response = await fetch(identifyUrl(service.url, service.apiKey, maxResults), {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    if (isTimeout(error))
      throw new PlantIdServiceError(504, PLANT_ID_MESSAGES.timedOut, `no answer within ${timeoutMs} ms`);
    throw new PlantIdServiceError(503, PLANT_ID_MESSAGES.unavailable, `unreachable: ${String(error)}`);
  }
  if (response.status === 404) return [];
  if (!response.ok) throw refused(response.status, text);

  let answer: z.infer<typeof answerSchema>;
  try {
    answer = answerSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new PlantIdServiceError(502, PLANT_ID_MESSAGES.unavailable, `unreadable answer: ${String(error)}`);
  }
  return answer.results
    .map(({ score, species }) => ({
      score: Math.min(1, Math.max(0, score)),
      botanicalName: (species.scientificNameWithoutAuthor ?? species.scientificName ?? '').trim(),
      commonName: species.commonNames?.[0]?.trim() ?? '',
    }))
    .filter((result) => result.botanicalName !== '')
    .sort((a, b) => b.score - a.score)
    .slice(0, maxResults);
}
