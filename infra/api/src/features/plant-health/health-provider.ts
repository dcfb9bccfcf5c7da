import { z } from 'zod';
import type { ProviderConfig } from '../../provider-config';

export type HealthServiceConfig = NonNullable<ProviderConfig['plantHealth']>;

/** How long the service may take: a photo assessment takes a few seconds, a hung one never ends. */
const HEALTH_SERVICE_TIMEOUT_MS = 30_000;

/** What the service is asked for besides the diagnosis (Plant.id-style `details`). */
const DETAILS = 'description,treatment';

const texts = z.array(z.string()).nullish();

/** The part of a Plant.id-style health assessment answer we read; anything else is ignored. */
const answerSchema = z.object({
  result: z.object({
    is_healthy: z.object({ binary: z.boolean(), probability: z.number().min(0).max(1) }).nullish(),
    disease: z
      .object({
        suggestions: z.array(
          z.object({
            name: z.string().min(1),
            probability: z.number().min(0).max(1),
            details: z
              .object({
                description: z.string().nullish(),
                treatment: z
                  .object({ biological: texts, chemical: texts, prevention: texts })
                  .partial()
                  .nullish(),
              })
              .nullish(),
          }),
        ),
      })
      .nullish(),
  }),
});
export type HealthServiceAnswer = z.infer<typeof answerSchema>;

/** The service failed (502) or took too long (504): the gardener reads the message. */
export class HealthServiceError extends Error {
  constructor(
    message: string,
    readonly statusCode: 502 | 504,
  ) {
    super(message);
    this.name = 'HealthServiceError';
  }
}

const WITHOUT_PHOTO = 'Try again later, or check without the photo for our own assessment.';

/** What the service is sent: the photo and, when known, where it was taken. */
export interface HealthServicePhoto {
  /** The photo's bytes, base64-encoded. */
  base64: string;
  latitude?: number;
  longitude?: number;
}

/** The configured address, asking for the details we show unless it already says which. */
function requestUrl(config: HealthServiceConfig): string {
  const url = new URL(config.url);
  if (!url.searchParams.has('details')) url.searchParams.set('details', DETAILS);
  return url.toString();
}

const isTimeout = (error: unknown) =>
  error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * Asks a Plant.id-style health assessment API (kindwise) about a photo: POST {url} with
 * `{ images: [base64], latitude?, longitude?, similar_images: false }` and `Api-Key`.
 * Any failure (unreachable, an error status, an answer we cannot read) is a
 * HealthServiceError with a sentence for the gardener; the key is never in it.
 */
export async function askHealthService(
  config: HealthServiceConfig,
  photo: HealthServicePhoto,
  { timeoutMs = HEALTH_SERVICE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<HealthServiceAnswer> {
  const body = {
    images: [photo.base64],
    ...(photo.latitude === undefined ? {} : { latitude: photo.latitude }),
    ...(photo.longitude === undefined ? {} : { longitude: photo.longitude }),
    similar_images: false,
  };
  let text: string;
  let status: number;
  try {
    const response = await fetch(requestUrl(config), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Api-Key': config.apiKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (isTimeout(error)) {
      const seconds = Math.max(1, Math.ceil(timeoutMs / 1000));
      const within = `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
      throw new HealthServiceError(
        `The plant health service did not answer within ${within}. ${WITHOUT_PHOTO}`,
        504,
      );
    }
    throw new HealthServiceError(`The plant health service could not be reached. ${WITHOUT_PHOTO}`, 502);
  }
  if (status < 200 || status > 299)
    throw new HealthServiceError(
      `The plant health service could not assess the photo (it answered ${status}). ${WITHOUT_PHOTO}`,
      502,
    );
  let parsed: ReturnType<typeof answerSchema.safeParse>;
  try {
    parsed = answerSchema.safeParse(JSON.parse(text));
  } catch {
    parsed = answerSchema.safeParse(undefined);
  }
  if (!parsed.success)
    throw new HealthServiceError(
      `The plant health service answered in a form we cannot read. ${WITHOUT_PHOTO}`,
      502,
    );
  return parsed.data;
}
