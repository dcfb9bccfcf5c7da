import { http, HttpResponse } from 'msw';
import type {
  GrowingConditions,
  PlantAttributesResponse,
  PlantSearchOptions,
  SuggestedPlant,
  SuggestPlantsResponse,
  Yard,
  Zone,
} from '@thrive/shared/contracts';
import { referenceConditions, setupTestServer } from '@thrive/shared/testing';
import { plantListItem, yard, zone } from './fixtures';

const SUGGEST_CONDITIONS: GrowingConditions = referenceConditions({
  SunRequirements: [3, 6],
  WaterRequirements: [2, 3],
  HardinessZones: [13, 14],
});

const ATTRIBUTE_CATALOGUE: PlantAttributesResponse = {
  Attractants: [
    { Id: 1, Name: 'Butterflies' },
    { Id: 2, Name: 'Hummingbirds' },
  ],
  Resistances: [
    { Id: 1, Name: 'Deer' },
    { Id: 2, Name: 'Rabbits' },
  ],
  Tolerances: [{ Id: 1, Name: 'Drought' }],
  Poisonous: [
    { Id: 1, Name: 'Toxic to Dogs' },
    { Id: 2, Name: 'Toxic to Cats' },
  ],
};

const SEARCH_OPTIONS: PlantSearchOptions = {
  Categories: [
    { Id: 4, Name: 'Annuals', Key: 'annuals' },
    { Id: 5, Name: 'Perennials', Key: 'perennials' },
  ],
  FlowerTimes: [],
  LeafRetentions: [],
};

export function suggestZone(overrides: Partial<Zone> = {}): Zone {
  return zone({ SunRequirementId: 6, WaterRequirementId: 2, PlantCount: 3, ...overrides });
}

function suggestYard(overrides: Partial<Yard> = {}): Yard {
  return yard({
    City: 'Raleigh',
    State: 'NC',
    PostalCode: '27601',
    Latitude: null,
    Longitude: null,
    ...overrides,
  });
}

function suggestedPlant(overrides: Partial<SuggestedPlant> = {}): SuggestedPlant {
  return {
    ...plantListItem({
      Id: 301,
      CommonName: 'Purple Coneflower',
      BotanicalName: 'Echinacea purpurea',
      OtherNames: [],
      SunRequirementId: 6,
      AltSunRequirementId: 0,
      WaterRequirementId: 2,
      ZoneLowId: 5,
      ZoneHighId: 20,
      Thrive: { Score: 1, Tooltip: 'This plant should thrive in this Zone!' },
    }),
    WishesMet: ['Butterflies', 'Deer'],
    ...overrides,
  };
}

export function suggestions(overrides: Partial<SuggestPlantsResponse> = {}): SuggestPlantsResponse {
  return {
    Items: [suggestedPlant(), suggestedPlant({ Id: 302, CommonName: 'Lavender', WishesMet: [] })],
    TotalRows: 2,
    Spot: { Sun: 'Full Sun', Water: 'Dry to Medium', HardinessZone: '7b' },
    ...overrides,
  };
}

/** What a SuggestPlants call answers: a result, or a status with an error body. */
type SuggestAnswer = SuggestPlantsResponse | { status: number; body: Record<string, unknown> };

/**
 * The calls the suggest page makes, faked at the fetch level: `data` is what reads answer
 * (fresh before each test), `suggestBodies` every SuggestPlants request body in order.
 */
export function setupFakeSuggestApi() {
  const server = setupTestServer();
  const fresh = () => ({
    zones: [suggestZone()],
    yards: [suggestYard()],
    suggest: suggestions() as SuggestAnswer,
  });
  const data = fresh();
  const suggestBodies: Record<string, unknown>[] = [];

  beforeEach(() => {
    Object.assign(data, fresh());
    suggestBodies.length = 0;
    server.use(
      http.get('/api/Common/0/GrowingConditions', () => HttpResponse.json(SUGGEST_CONDITIONS)),
      http.get('/api/Common/0/PlantAttributes', () => HttpResponse.json(ATTRIBUTE_CATALOGUE)),
      http.get('/api/Common/0/PlantSearchOptions', () => HttpResponse.json(SEARCH_OPTIONS)),
      http.get('/api/users/:uid/zonelisting/0', () => HttpResponse.json(data.zones)),
      http.get('/api/users/:uid/yards', () => HttpResponse.json(data.yards)),
      http.patch('/api/users/:uid/LinkClick', () => HttpResponse.json({ code: 0 })),
      http.post('/api/Plants/0/SuggestPlants/', async ({ request }) => {
        suggestBodies.push((await request.json()) as Record<string, unknown>);
        const answer = data.suggest;
        return 'status' in answer
          ? HttpResponse.json(answer.body, { status: answer.status })
          : HttpResponse.json(answer);
      }),
    );
  });

  return { server, data, suggestBodies };
}
