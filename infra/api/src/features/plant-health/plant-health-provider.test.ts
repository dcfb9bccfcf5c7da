import { plantHealthAnswerSchema } from '@thrive/shared/contracts';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { fakeHealthService, type FakeHealthService } from '../../testing/fake-health-service';
import { healthGarden, LAVENDER, SUN, WATER } from '../../testing/health-garden';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const API_KEY = 'health-test-key';

describe.each(testDatabases())(
  'POST Plants/0/RunHealthAssessment/ with a plant health service configured (PLANT_HEALTH_URL), on $driver',
  (testDb) => {
    let service: FakeHealthService;
    // Started before the app (registered first), so its address is in the configuration.
    beforeAll(async () => {
      service = await fakeHealthService();
    });
    afterAll(() => service.close());
    afterEach(() => service.reset());
    const api = healthGarden(testDb, {
      now: NOW,
      env: () => ({ PLANT_HEALTH_URL: service.url, PLANT_HEALTH_API_KEY: API_KEY }),
    });

    /** A gardener with lavender in a wet zone, and a photo of it. */
    const overWatered = async () => {
      const me = await api.gardener();
      const PlantZoneId = await api.bed(me, {
        zone: 'Bog',
        sun: SUN.fullSun,
        water: WATER.wet,
        plant: LAVENDER,
      });
      return { me, PlantZoneId, photo: await api.photo(me) };
    };

    test('the service gets the stored photo in base64 with the key; its suggestions come back as causes, with our score-based cause and facts', async () => {
      const { me, PlantZoneId, photo } = await overWatered();
      const response = await api.assess(me, {
        PlantZoneId,
        ImageId: photo.id,
        Symptoms: ['yellowing-leaves'],
      });
      expect(`${response.statusCode}`).toBe('200');
      const answer = plantHealthAnswerSchema.parse(response.json());

      expect(service.requests).toHaveLength(1);
      expect(service.requests[0]).toMatchObject({
        apiKey: API_KEY,
        body: { images: [photo.bytes.toString('base64')], similar_images: false },
      });
      expect(answer.Method).toBe('provider');
      expect(answer.Healthy).toBe(0.12);
      // The service's names are kept; its treatment is the care steps; under 5% is left out.
      expect(answer.Causes.map((cause) => [cause.Name, cause.Likelihood])).toEqual([
        ['water excess or uneven watering', 'likely'],
        ['Too much water', 'likely'],
        ['Root rot', 'likely'],
        ['Fungi', 'possible'],
      ]);
      expect(answer.Causes[0]).toEqual({
        Key: 'provider-water-excess-or-uneven-watering',
        Name: 'water excess or uneven watering',
        Likelihood: 'likely',
        Why: 'The plant health service matched the photo to water excess or uneven watering (71% probability). The plant was given more water than it can use. Roots suffocate and rot.',
        CareSteps: [
          'Let the soil dry out before watering again.',
          'Plant in well-drained soil.',
          'Water less often in cool weather.',
        ],
      });
      expect(answer.Causes[1]!.Why).toContain('English Lavender needs dry soil; Bog is wet.');
      expect(answer.Facts.map((fact) => fact.Kind)).toEqual([
        'photo',
        'plant',
        'zone',
        'water',
        'sun',
        'freeze',
        'overall',
        'frost',
        'pests',
      ]);
      expect(answer.Facts[0]!.Text).toBe(
        'The plant health service assessed the photo: 12% probability that the plant is healthy.',
      );
      expect(answer.Facts.find((fact) => fact.Kind === 'water')!.Text).toContain(
        THRIVE_TOOLTIPS.water.tooMuch,
      );
    });

    test('a service failure is a clear 502 the app shows, not a 500', async () => {
      const { me, PlantZoneId, photo } = await overWatered();
      service.answer({ status: 500, body: { error: 'internal' } });
      const response = await api.assess(me, { PlantZoneId, ImageId: photo.id, Symptoms: ['wilting'] });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        message:
          'The plant health service could not assess the photo (it answered 500). Try again later, or check without the photo for our own assessment.',
      });
    });

    test('without a photo the service is not called: our own reasoning answers', async () => {
      const { me, PlantZoneId } = await overWatered();
      const response = await api.assess(me, { PlantZoneId, Symptoms: ['yellowing-leaves'] });
      expect(response.statusCode).toBe(200);
      const answer = plantHealthAnswerSchema.parse(response.json());
      expect(answer.Method).toBe('embedded');
      expect(answer.Causes[0]!.Key).toBe('too-much-water');
      expect(service.requests).toEqual([]);
    });

    test("another gardener's photo is refused as a missing one (400) before anything is sent to the service", async () => {
      const { PlantZoneId: _theirs, photo } = await overWatered();
      const me = await api.gardener();
      const mine = await api.bed(me, { zone: 'Bed', sun: SUN.fullSun, water: WATER.dry, plant: LAVENDER });
      const response = await api.assess(me, { PlantZoneId: mine, ImageId: photo.id, Symptoms: ['wilting'] });
      expect([response.statusCode, response.json().message]).toEqual([400, `There is no photo ${photo.id}.`]);
      expect(service.requests).toEqual([]);
    });
  },
);
