import { http, HttpResponse } from 'msw';
import {
  IDENTIFICATION_OPTIONS,
  IDENTIFICATION_PAGE_SIZE,
  IDENTIFICATION_QUESTIONS,
  PLANT_ID_MESSAGES,
  type IdentificationKeyAnswer,
  type IdentificationQuestion,
  type PhotoIdentification,
} from '@thrive/shared/contracts';
import { setupTestServer } from '@thrive/shared/testing';
import { plantListItem } from './fixtures';

/** A plant of the fake key: its list item and what it is known to be (a trait left out is unknown). */
interface KeyPlant {
  id: number;
  name: string;
  botanical: string;
  traits: Partial<Record<IdentificationQuestion, string[]>>;
}

const KEY_PLANTS: KeyPlant[] = [
  {
    id: 11,
    name: 'Bigleaf Hydrangea',
    botanical: 'Hydrangea macrophylla',
    traits: { form: ['shrubs'], leafArrangement: ['opposite'], flowerColour: ['blue', 'pink'] },
  },
  {
    id: 12,
    name: 'Common Lilac',
    botanical: 'Syringa vulgaris',
    traits: { form: ['shrubs'], leafArrangement: ['opposite'], flowerColour: ['purple'] },
  },
  {
    id: 13,
    name: 'Red Maple',
    botanical: 'Acer rubrum',
    traits: { form: ['trees'], leafArrangement: ['opposite'], flowerColour: ['red'] },
  },
];

interface PhotoRequest {
  files: { name: string; type: string }[];
  organs: string[];
}

/** What the fake answers a photo with: the service's answer, or a refusal with its status. */
type PhotoAnswer = PhotoIdentification | { status: number; message: string };

/** The key over KEY_PLANTS as the server runs it: unknown traits keep a plant; counts are faceted. */
function keyAnswer(query: URLSearchParams): IdentificationKeyAnswer {
  const answers = IDENTIFICATION_QUESTIONS.flatMap((q) =>
    query.get(q) ? [[q, query.get(q)!] as const] : [],
  );
  const fits = (plant: KeyPlant, except?: IdentificationQuestion) =>
    answers.every(([q, value]) => q === except || !plant.traits[q] || plant.traits[q]!.includes(value));
  const candidates = KEY_PLANTS.filter((plant) => fits(plant));
  const i = Number(query.get('i') ?? 0);
  const c = Number(query.get('c') ?? IDENTIFICATION_PAGE_SIZE);
  return {
    Method: 'identification-key',
    TotalRows: candidates.length,
    i,
    c,
    Candidates: candidates.slice(i * c, i * c + c).map((plant) => ({
      ...plantListItem({ Id: plant.id, CommonName: plant.name, BotanicalName: plant.botanical }),
      MatchedAnswers: answers.filter(([q]) => plant.traits[q]).length,
      UnknownAnswers: answers.filter(([q]) => !plant.traits[q]).length,
    })),
    Questions: IDENTIFICATION_QUESTIONS.map((q) => ({
      Key: q,
      Label: `Question ${q}`,
      Hint: `Look at ${q}.`,
      Answer: query.get(q),
      Options: IDENTIFICATION_OPTIONS[q].map((value) => ({
        Value: value,
        Label: `Option ${value}`,
        Count: KEY_PLANTS.filter((plant) => fits(plant, q) && (plant.traits[q]?.includes(value) ?? true))
          .length,
      })),
    })),
    NextQuestion:
      candidates.length > 1 ? (IDENTIFICATION_QUESTIONS.find((q) => !query.get(q)) ?? null) : null,
  };
}

/**
 * The identification calls faked at the fetch level (DESIGN §8): the methods say whether a
 * photo service is set up (`photoService`, by default not; `methodsFailure` makes them
 * fail), the key answers over KEY_PLANTS (`keyFailure` makes it fail), photos get
 * `photoAnswer` (by default the server without a service: 400 "not set up"). `keyQueries`
 * and `photoRequests` record what came.
 */
export function setupFakeIdentifyApi() {
  const server = setupTestServer();
  const state = {
    photoService: false,
    methodsFailure: null as { status: number; message: string } | null,
    photoAnswer: { status: 400, message: PLANT_ID_MESSAGES.notSetUp } as PhotoAnswer,
    keyFailure: null as { status: number; message: string } | null,
    keyQueries: [] as URLSearchParams[],
    photoRequests: [] as PhotoRequest[],
  };
  beforeEach(() => {
    state.photoService = false;
    state.methodsFailure = null;
    state.photoAnswer = { status: 400, message: PLANT_ID_MESSAGES.notSetUp };
    state.keyFailure = null;
    state.keyQueries = [];
    state.photoRequests = [];
    server.use(
      http.get('/api/Plants/0/IdentificationMethods/', () =>
        state.methodsFailure
          ? HttpResponse.json(
              { message: state.methodsFailure.message },
              { status: state.methodsFailure.status },
            )
          : HttpResponse.json({ PhotoService: state.photoService }),
      ),
      http.get('/api/Plants/0/IdentificationKey/', ({ request }) => {
        const query = new URL(request.url).searchParams;
        state.keyQueries.push(query);
        if (state.keyFailure)
          return HttpResponse.json(
            { message: state.keyFailure.message },
            { status: state.keyFailure.status },
          );
        return HttpResponse.json(keyAnswer(query));
      }),
      http.post('/api/Plants/0/IdentifyByPhoto/', async ({ request }) => {
        const form = await request.formData();
        state.photoRequests.push({
          files: form
            .getAll('images')
            .map((file) => ({ name: (file as File).name, type: (file as File).type })),
          organs: form.getAll('organs').map(String),
        });
        const answer = state.photoAnswer;
        if ('status' in answer)
          return HttpResponse.json({ message: answer.message }, { status: answer.status });
        return HttpResponse.json(answer);
      }),
    );
  });
  /** The answers of the last key query, as an object. */
  const lastKeyAnswers = () => {
    const last = state.keyQueries.at(-1);
    return Object.fromEntries(
      IDENTIFICATION_QUESTIONS.flatMap((q) => (last?.get(q) ? [[q, last.get(q)]] : [])),
    );
  };
  return { server, state, lastKeyAnswers };
}
