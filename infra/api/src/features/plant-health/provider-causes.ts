import type { HealthCause, HealthFact } from '@thrive/shared/contracts';
import type { HealthServiceAnswer } from './health-provider';
import { sentences } from './health-wording';

/** Suggestions below this probability are noise the gardener need not read. */
const SUGGESTION_MIN_PROBABILITY = 0.05;
/** At most this many of the service's suggestions are shown. */
const MAX_SUGGESTIONS = 5;
/** From this probability on, the service's suggestion is likely. */
const LIKELY_PROBABILITY = 0.5;

const percent = (probability: number) => `${Math.round(probability * 100)}%`;

/** "provider-water-excess-or-uneven-watering": the service's name as a key of ours. */
const providerKey = (name: string) =>
  `provider-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** The first two sentences of the service's description: the gist, not an article. */
function gist(description: string | null | undefined): string {
  if (!description) return '';
  const found = description.match(/[^.!?]+[.!?]+/g);
  return (found ? found.slice(0, 2).join('') : description).trim();
}

/**
 * The service's suggestions as causes: its names kept, its treatment (biological, chemical,
 * then prevention) as the care steps, most probable first.
 */
export function providerCauses(answer: HealthServiceAnswer): HealthCause[] {
  const suggestions = answer.result.disease?.suggestions ?? [];
  return [...suggestions]
    .sort((a, b) => b.probability - a.probability)
    .filter((suggestion) => suggestion.probability >= SUGGESTION_MIN_PROBABILITY)
    .slice(0, MAX_SUGGESTIONS)
    .map((suggestion) => {
      const treatment = suggestion.details?.treatment;
      return {
        Key: providerKey(suggestion.name),
        Name: suggestion.name,
        Likelihood:
          suggestion.probability >= LIKELY_PROBABILITY ? ('likely' as const) : ('possible' as const),
        Why: sentences(
          `The plant health service matched the photo to ${suggestion.name} (${percent(suggestion.probability)} probability)`,
          gist(suggestion.details?.description),
        ),
        CareSteps: [
          ...(treatment?.biological ?? []),
          ...(treatment?.chemical ?? []),
          ...(treatment?.prevention ?? []),
        ],
      };
    });
}

/** What the service said of the photo as a whole. */
export function providerPhotoFact(answer: HealthServiceAnswer): HealthFact {
  const healthy = answer.result.is_healthy;
  return {
    Kind: 'photo',
    Text: healthy
      ? `The plant health service assessed the photo: ${percent(healthy.probability)} probability that the plant is healthy.`
      : 'The plant health service assessed the photo.',
  };
}
