import { eq } from 'drizzle-orm';
import { plantIllustrations, plants } from '../../db/schema';
import { seededApp } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

describe.each(testDatabases())('plant illustrations API (issue 17, plant imagery) on $driver', (testDb) => {
  const api = seededApp(testDb);

  const stored = async (botanicalName: string) => {
    const [row] = await api.db
      .select({ id: plants.id, svg: plantIllustrations.svg, hash: plantIllustrations.hash })
      .from(plants)
      .innerJoin(plantIllustrations, eq(plantIllustrations.plantId, plants.id))
      .where(eq(plants.botanicalName, botanicalName));
    return row!;
  };

  test('Illustration.svg: the stored SVG, public for <img>, cached for a year, locked down', async () => {
    const maple = await stored('Acer rubrum');
    // No sign-in headers: an <img> sends none.
    const response = await api.app.inject({ url: `/api/Plants/${maple.id}/Illustration.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['etag']).toBe(`"${maple.hash}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    expect(response.body).toBe(maple.svg);
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  test('a browser holding the picture is answered 304 without it; another ETag gets the picture', async () => {
    const maple = await stored('Acer rubrum');
    const url = `/api/Plants/${maple.id}/Illustration.svg`;
    const fresh = await api.app.inject({ url, headers: { 'if-none-match': `"${maple.hash}"` } });
    expect([fresh.statusCode, fresh.body, fresh.headers['etag']]).toEqual([304, '', `"${maple.hash}"`]);
    const listed = await api.app.inject({ url, headers: { 'if-none-match': `"other", W/"${maple.hash}"` } });
    expect(listed.statusCode).toBe(304);
    const stale = await api.app.inject({ url, headers: { 'if-none-match': '"an-old-picture"' } });
    expect([stale.statusCode, stale.body]).toEqual([200, maple.svg]);
  });

  test('each plant has its own picture', async () => {
    const maple = await stored('Acer rubrum');
    const oak = await stored('Quercus alba');
    const [first, second] = await Promise.all(
      [maple, oak].map((plant) => api.app.inject({ url: `/api/Plants/${plant.id}/Illustration.svg` })),
    );
    expect(first!.body).not.toBe(second!.body);
    expect(second!.body).toBe(oak.svg);
  });

  test('an unknown plant is 404, a malformed id 400, each with a message', async () => {
    const missing = await api.app.inject({ url: '/api/Plants/99999999/Illustration.svg' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'There is no plant 99999999.']);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const response = await api.app.inject({ url: `/api/Plants/${bad}/Illustration.svg` });
      expect([bad, response.statusCode]).toEqual([bad, 400]);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});
