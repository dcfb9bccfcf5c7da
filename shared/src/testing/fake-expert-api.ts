import { http, HttpResponse } from 'msw';
import type { SetupServerApi } from 'msw/node';
import {
  OUR_EXPERT,
  type AskAnExpertInput,
  type ExpertQuestion,
  type ReferenceItem,
  type Sponsor,
} from '../contracts';

/** A question as the server answers it; pass only what the test is about. */
export function testExpertQuestion(overrides: Partial<ExpertQuestion> = {}): ExpertQuestion {
  return {
    Id: 31,
    TopicId: 2,
    TopicName: 'Pests and diseases',
    Question: 'Small holes appeared in the leaves of my kale. What is eating them?',
    PlantId: 0,
    PlantName: '',
    ZoneId: 0,
    ZoneName: '',
    Photos: [],
    AskedAt: '2026-05-01T14:00:00.000Z',
    ExpertName: OUR_EXPERT.Name,
    Answer: null,
    AnsweredAt: null,
    AnsweredBy: null,
    IsRead: true,
    ...overrides,
  };
}

/** Common/0/ExpertTopics as the reference data has it (a few of them). */
export const TEST_EXPERT_TOPICS: ReferenceItem[] = [
  { Id: 1, Name: 'Plant identification' },
  { Id: 2, Name: 'Pests and diseases' },
  { Id: 5, Name: 'Pruning' },
];

interface ExpertCall {
  method: string;
  /** Path and query below /api. */
  path: string;
  body: unknown;
}

/**
 * The Ask the expert calls faked at the fetch level on `server` (DESIGN §8), fresh before each
 * test: `data.questions` is what the server holds (newest first), `data.sponsor` the
 * ExpertSponsor answer, `data.refuse` an error {status, message} for the next questions asked,
 * `data.gate` holds the answers to questions asked back while set; `calls` lists the calls
 * that change something.
 */
export function fakeExpertApi(server: SetupServerApi) {
  const data = {
    sponsor: null as Sponsor | null,
    topics: TEST_EXPERT_TOPICS,
    questions: [] as ExpertQuestion[],
    refuse: null as { status: number; message: string; field?: string } | null,
    gate: null as Promise<unknown> | null,
    failList: '',
  };
  const calls: ExpertCall[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path: url.pathname.replace(/^\/api\//, '') + url.search, body });
    return body;
  };

  beforeEach(() => {
    Object.assign(data, {
      sponsor: null,
      topics: TEST_EXPERT_TOPICS,
      questions: [],
      refuse: null,
      gate: null,
      failList: '',
    });
    calls.length = 0;
    server.use(
      http.get('/api/Users/0/ExpertSponsor', () => HttpResponse.json(data.sponsor)),
      http.get('/api/Common/0/ExpertTopics', () => HttpResponse.json(data.topics)),
      http.get('/api/users/:uid/ExpertQuestions', ({ request }) => {
        if (data.failList) return HttpResponse.json({ message: data.failList }, { status: 500 });
        const query = new URL(request.url).searchParams;
        const c = Number(query.get('c') ?? 10);
        const i = Number(query.get('i') ?? 0);
        return HttpResponse.json({
          Items: data.questions.slice(i * c, i * c + c),
          TotalRows: data.questions.length,
          UnreadCount: data.questions.filter((question) => !question.IsRead).length,
        });
      }),
      http.post('/api/users/:uid/AskAnExpert', async ({ request }) => {
        const input = (await record(request)) as AskAnExpertInput;
        await data.gate;
        if (data.refuse) {
          const { status, message, field } = data.refuse;
          return HttpResponse.json(
            { message, ...(field ? { fields: { [field]: message } } : {}) },
            { status },
          );
        }
        const topic = data.topics.find((item) => item.Id === input.TopicId);
        const question = testExpertQuestion({
          Id: 100 + data.questions.length,
          TopicId: input.TopicId,
          TopicName: topic?.Name ?? '',
          Question: input.Question.trim(),
          PlantId: input.PlantId ?? 0,
          ZoneId: input.ZoneId ?? 0,
          Photos: (input.PhotoIds ?? []).map((id) => ({
            Id: id,
            Url: `/media/photos/${id}.jpg`,
            Thumbnail: `/media/photos/${id}-thumb.jpg`,
          })),
          ExpertName: data.sponsor ? `${data.sponsor.Value}'s garden expert` : OUR_EXPERT.Name,
        });
        data.questions = [question, ...data.questions];
        return HttpResponse.json(question);
      }),
      http.post('/api/users/:uid/ExpertQuestions/:id/Read', async ({ request, params }) => {
        await record(request);
        const id = Number(params.id);
        const found = data.questions.find((question) => question.Id === id);
        if (!found) return HttpResponse.json({ message: `There is no question ${id}.` }, { status: 404 });
        const read = { ...found, IsRead: true };
        data.questions = data.questions.map((question) => (question.Id === id ? read : question));
        return HttpResponse.json(read);
      }),
    );
  });

  return { data, calls };
}
