import { eq } from 'drizzle-orm';
import { plantFactSuggestions } from '../../db/schema';
import { PLANT_SUGGESTION_LIMIT_MESSAGE, PLANT_SUGGESTIONS_PER_DAY } from './submit-suggestion';
import { clockedApp } from '../../testing/clocked-app';
import { mailQueuedFor } from '../../testing/outbox-mail';
import type { Gardener } from '../../testing/seeded-app';
import { TOMATO } from '../../testing/scorecard-garden';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-04-01T12:00:00.000Z');
const HOUR_MS = 3_600_000;
const THANKS = 'Thank you! We will review your suggestion.';

describe.each(testDatabases())('POST users/{uid}/PlantSuggestion on $driver', (testDb) => {
  const api = clockedApp(testDb, { prefix: 'plant-suggestion', now: NOW });
  const suggest = (who: Gardener, body: object) =>
    api.send(who, 'POST', '/users/{uid}/PlantSuggestion', body);
  const suggestionsOf = (who: Gardener) =>
    api.db.select().from(plantFactSuggestions).where(eq(plantFactSuggestions.userId, who.identity.Id));
  const mailOf = (who: Gardener) => mailQueuedFor(api.db, who.identity.Id);
  const tomato = async () => api.plantNamed(TOMATO);

  test('keeps the suggestion, emails the plant operators, and thanks the gardener', async () => {
    const me = await api.gardener();
    const plant = await tomato();
    const response = await suggest(me, {
      PlantId: plant.id,
      Field: 'Water',
      Suggestion: '  Needs more water in pots. ',
    });
    expect(response.statusCode).toBe(200);
    const [kept] = await suggestionsOf(me);
    expect(response.json()).toEqual({ code: 0, Id: kept!.id, message: THANKS });
    expect(kept).toMatchObject({
      plantId: plant.id,
      field: 'Water',
      suggestion: 'Needs more water in pots.',
      status: 'new',
      createdAt: NOW,
    });
    const [mail] = await mailOf(me);
    expect(mail).toMatchObject({ to: 'plants@thrive.garden', sentAt: null, createdAt: NOW });
    expect(mail?.subject).toBe(`Plant suggestion: ${plant.commonName} (${TOMATO}), Water`);
    expect(mail?.body).toContain('Needs more water in pots.');
    expect(mail?.body).toContain(`${me.identity.Email} (user ${me.identity.Id})`);
  });

  test('an unknown plant answers 404 and nothing is kept or sent', async () => {
    const me = await api.gardener();
    const response = await suggest(me, { PlantId: 999_999, Field: 'Sun', Suggestion: 'Full sun' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no plant 999999.' });
    expect(await suggestionsOf(me)).toEqual([]);
    expect(await mailOf(me)).toEqual([]);
  });

  test.each([
    ['no plant', { PlantId: undefined }, 'body.PlantId', 'Choose the plant.'],
    ['a field not in the list', { Field: 'Price' }, 'body.Field', 'Choose what should change.'],
    ['an empty suggestion', { Suggestion: '   ' }, 'body.Suggestion', 'Please tell us what should change.'],
    [
      'a long suggestion',
      { Suggestion: 'x'.repeat(2001) },
      'body.Suggestion',
      'Keep it under 2000 characters.',
    ],
  ])('bad input (%s) answers 400 naming the field', async (_case, change, field, message) => {
    const me = await api.gardener();
    const body = { PlantId: (await tomato()).id, Field: 'Bloom', Suggestion: 'Blooms in June', ...change };
    const response = await suggest(me, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(await suggestionsOf(me)).toEqual([]);
  });

  test(`at most ${PLANT_SUGGESTIONS_PER_DAY} in 24 hours: the next answers 429 and is neither kept nor sent`, async () => {
    const me = await api.gardener();
    const plant = await tomato();
    const earlier = (hoursAgo: number) => ({
      userId: me.identity.Id,
      plantId: plant.id,
      field: 'Other',
      suggestion: 'Earlier',
      createdAt: new Date(NOW.getTime() - hoursAgo * HOUR_MS),
    });
    // Yesterday's do not count; the last 24 hours' do.
    await api.db.insert(plantFactSuggestions).values([earlier(25), earlier(30)]);
    await api.db
      .insert(plantFactSuggestions)
      .values(Array.from({ length: PLANT_SUGGESTIONS_PER_DAY - 1 }, () => earlier(23)));
    const body = { PlantId: plant.id, Field: 'Size', Suggestion: 'Grows taller' };
    expect((await suggest(me, body)).statusCode).toBe(200);
    const limited = await suggest(me, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: PLANT_SUGGESTION_LIMIT_MESSAGE });
    expect(await suggestionsOf(me)).toHaveLength(PLANT_SUGGESTIONS_PER_DAY + 2);
    expect(await mailOf(me)).toHaveLength(1);
    // Another gardener is not held back by this one's suggestions.
    expect((await suggest(await api.gardener(), body)).statusCode).toBe(200);
  });

  test('parallel calls cannot slip past the limit', async () => {
    const me = await api.gardener();
    const plant = await tomato();
    await api.db.insert(plantFactSuggestions).values(
      Array.from({ length: PLANT_SUGGESTIONS_PER_DAY - 2 }, () => ({
        userId: me.identity.Id,
        plantId: plant.id,
        field: 'Other',
        suggestion: 'Earlier',
        createdAt: NOW,
      })),
    );
    const body = { PlantId: plant.id, Field: 'Care', Suggestion: 'Prune in spring' };
    const statuses = await Promise.all(Array.from({ length: 5 }, () => suggest(me, body)));
    expect(statuses.map((response) => response.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    expect(await suggestionsOf(me)).toHaveLength(PLANT_SUGGESTIONS_PER_DAY);
  });
});
