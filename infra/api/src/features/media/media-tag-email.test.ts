import { TAG_PHOTO_LIMIT_MESSAGE, TAG_PHOTO_THANKS, TAG_PHOTOS_PER_DAY } from './tag-photo-email';
import { mailQueuedFor } from '../../testing/outbox-mail';
import { photoApp } from '../../testing/photo-fixture';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-05-02T15:30:00.000Z');

describe.each(testDatabases())('POST users/{uid}/EmailTagImage (SPEC §7) on $driver', (testDb) => {
  const api = photoApp(testDb, { prefix: 'tag', now: NOW });
  const mailOf = (userId: number) => mailQueuedFor(api.db, userId);

  test('queues the operators’ email with the gardener’s email, note, plant and a signed photo address', async () => {
    const me = await api.gardener();
    const [plant] = await api.firstPlants(1);
    const photo = await api.uploaded(me, { plantId: plant!.id });
    const answer = await api.ok(me, 'POST', '/users/{uid}/EmailTagImage', {
      ImageId: photo.Id,
      Note: ' Bought at the spring fair ',
    });
    expect(answer).toEqual({ code: 0, message: TAG_PHOTO_THANKS });
    const [mail] = await mailOf(me.identity.Id);
    expect(mail).toMatchObject({ to: 'plants@thrive.garden', sentAt: null, createdAt: NOW });
    expect(mail!.body).toContain(`${me.identity.Email} (user ${me.identity.Id})`);
    expect(mail!.body).toContain(`${plant!.botanicalName} (${plant!.commonName})`);
    expect(mail!.body).toContain('Bought at the spring fair');
    expect(mail!.body).toMatch(/Photo: \/media\/u\d+\/[0-9a-f]{32}-orig\.jpg\?e=\d+&s=[\w-]+ /);
    // The address in the email serves the photo.
    const url = /Photo: (\S+)/.exec(mail!.body)![1]!;
    expect((await api.app.inject({ url })).statusCode).toBe(200);
  });

  test("another gardener's photo is refused as a missing one (400) and sends nothing; bad input is 400", async () => {
    const [me, other] = [await api.gardener(), await api.gardener()];
    const theirs = await api.uploaded(other);
    expect(await api.refused(me, 'POST', '/users/{uid}/EmailTagImage', { ImageId: theirs.Id })).toMatchObject(
      {
        status: 400,
        body: { message: `There is no photo ${theirs.Id}.` },
      },
    );
    for (const body of [
      {},
      { ImageId: 0 },
      { ImageId: 'x' },
      { ImageId: 999999 },
      { ImageId: theirs.Id, Note: 'n'.repeat(1001) },
    ])
      expect(
        `${JSON.stringify(body).slice(0, 40)}: ${(await api.refused(me, 'POST', '/users/{uid}/EmailTagImage', body)).status}`,
      ).toBe(`${JSON.stringify(body).slice(0, 40)}: 400`);
    expect(await mailOf(me.identity.Id)).toEqual([]);
  });

  test(`at most ${TAG_PHOTOS_PER_DAY} a day: the next is 429`, async () => {
    const me = await api.gardener();
    const photo = await api.uploaded(me);
    for (let n = 0; n < TAG_PHOTOS_PER_DAY; n += 1)
      await api.ok(me, 'POST', '/users/{uid}/EmailTagImage', { ImageId: photo.Id });
    expect(await api.refused(me, 'POST', '/users/{uid}/EmailTagImage', { ImageId: photo.Id })).toEqual({
      status: 429,
      body: { message: TAG_PHOTO_LIMIT_MESSAGE },
    });
    expect(await mailOf(me.identity.Id)).toHaveLength(TAG_PHOTOS_PER_DAY);
    // Another gardener has their own allowance.
    const other = await api.gardener();
    await api.ok(other, 'POST', '/users/{uid}/EmailTagImage', { ImageId: (await api.uploaded(other)).Id });
  });
});
