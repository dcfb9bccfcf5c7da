import { http, HttpResponse } from 'msw';
import { THRIVE_SCORE, THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import type { PlantHealthAnswer, Yard, ZonePlant } from '@thrive/shared/contracts';
import { fakePhotoUploads, setupTestServer } from '@thrive/shared/testing';
import { yard, zonePlant } from './fixtures';

/** Lavender in a wet zone: the water score is poor, too much. */
const tooWet = {
  Score: THRIVE_SCORE.Poor,
  Direction: 'too-much' as const,
  Tooltip: THRIVE_TOOLTIPS.water.tooMuch,
};

/**
 * Two yards: lavender, a rose and a tomato in Front yard's Bog, and the same tomato plant
 * in Allotment's Veg bed too (one plant in two zones), in the server's order.
 */
function healthPlants(): { yards: Yard[]; plants: ZonePlant[] } {
  return {
    yards: [yard({ Id: 5, Name: 'Front yard' }), yard({ Id: 6, Name: 'Allotment', IsDefault: false })],
    plants: [
      zonePlant(1, { Id: 501, ZoneId: 8, ZoneName: 'Bog', YardId: 5, Water: tooWet }),
      zonePlant(2, {
        Id: 502,
        ZoneId: 8,
        ZoneName: 'Bog',
        YardId: 5,
        CommonName: 'Rose',
        BotanicalName: 'Rosa',
      }),
      zonePlant(3, {
        Id: 504,
        ZoneId: 8,
        ZoneName: 'Bog',
        YardId: 5,
        CommonName: 'Tomato',
        BotanicalName: 'Solanum lycopersicum',
      }),
      zonePlant(3, {
        Id: 503,
        ZoneId: 9,
        ZoneName: 'Veg bed',
        YardId: 6,
        CommonName: 'Tomato',
        BotanicalName: 'Solanum lycopersicum',
      }),
    ],
  };
}

/** What our own reasoning answers for over-watered lavender with yellowing leaves. */
export function overWateredAnswer(overrides: Partial<PlantHealthAnswer> = {}): PlantHealthAnswer {
  return {
    Method: 'embedded',
    PlantName: 'Lavender',
    Causes: [
      {
        Key: 'too-much-water',
        Name: 'Too much water',
        Likelihood: 'likely',
        Why: 'Lavender needs dry soil; Bog is wet.',
        CareSteps: ['Let the top few inches of soil dry before you water again.', 'Raise the bed.'],
      },
      {
        Key: 'nutrient-deficiency',
        Name: 'Nutrient deficiency',
        Likelihood: 'possible',
        Why: 'A plant short of food grows slowly and pales.',
        CareSteps: ['Feed with a balanced fertilizer.'],
      },
    ],
    Facts: [
      { Kind: 'plant', Text: 'Lavender (Lavandula angustifolia) needs full sun and dry soil.' },
      {
        Kind: 'water',
        Text: `Thrive Scorecard, water for Lavender in Bog: poor. ${THRIVE_TOOLTIPS.water.tooMuch}.`,
      },
    ],
    ...overrides,
  };
}

/**
 * The calls of the plant health check faked at the network boundary: the gardener's plants
 * and yards, photo uploads, and the assessment (`checks` holds every body it received;
 * `answer` is what it says, `refusal` a failure it answers instead).
 */
export function setupFakeHealthApi() {
  const server = setupTestServer();
  const data = {
    ...healthPlants(),
    answer: overWateredAnswer(),
    refusal: null as { status: number; message: string; fields?: Record<string, string> } | null,
    plantsFail: false,
  };
  const checks: unknown[] = [];
  const uploads = fakePhotoUploads();
  beforeEach(() => {
    Object.assign(data, healthPlants(), { answer: overWateredAnswer(), refusal: null, plantsFail: false });
    checks.length = 0;
    uploads.reset();
    server.use(
      uploads.handler,
      http.get('/api/users/:uid/yards', () => HttpResponse.json(data.yards)),
      http.get('/api/users/:uid/ZonePlants/:id', () =>
        data.plantsFail
          ? HttpResponse.json({ message: 'Your plants could not be loaded.' }, { status: 500 })
          : HttpResponse.json(data.plants),
      ),
      http.post('/api/Plants/0/RunHealthAssessment/', async ({ request }) => {
        checks.push(await request.json());
        const { refusal } = data;
        if (refusal)
          return HttpResponse.json(
            { message: refusal.message, ...(refusal.fields ? { fields: refusal.fields } : {}) },
            { status: refusal.status },
          );
        return HttpResponse.json(data.answer);
      }),
    );
  });
  return { server, data, checks, uploads };
}
