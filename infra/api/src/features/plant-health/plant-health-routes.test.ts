import {
  PLANT_HEALTH_MESSAGES,
  plantHealthAnswerSchema,
  type PlantHealthAnswer,
} from '@thrive/shared/contracts';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { genusOf, readPests } from '../../reference-data/plant-pests';
import { PHOTO_NOT_READ } from './assessments';
import { symptomTable } from './symptom-table';
import { HARDINESS, healthGarden, LAVENDER, SUN, TOMATO, WATER } from '../../testing/health-garden';
import type { Gardener } from '../../testing/seeded-app';
import { HEALTH_ASSESSMENTS_PER_HOUR, HEALTH_TOO_OFTEN } from './plant-health-routes';
import { testDatabases } from '../../testing/test-databases';

// Early summer: the frosts of a 7b yard are over (last spring frost about mid-April).
const NOW = new Date('2026-06-15T15:00:00.000Z');

describe.each(testDatabases())(
  'POST Plants/0/RunHealthAssessment/, our own reasoning, on $driver',
  (testDb) => {
    const api = healthGarden(testDb, { now: NOW });

    /** The assessment, checked against its contract. */
    const assessed = async (who: Gardener, body: object): Promise<PlantHealthAnswer> => {
      const response = await api.assess(who, body);
      expect(`${response.statusCode} ${response.body}`).toMatch(/^200 /);
      return plantHealthAnswerSchema.parse(response.json());
    };
    const keys = (answer: PlantHealthAnswer) => answer.Causes.map((cause) => cause.Key);
    const cause = (answer: PlantHealthAnswer, key: string) =>
      answer.Causes.find((found) => found.Key === key)!;
    const fact = (answer: PlantHealthAnswer, kind: string) =>
      answer.Facts.find((found) => found.Kind === kind)?.Text;

    test('an over-watered plant (needs dry soil, its zone is wet) with yellowing leaves: too much water comes first, citing both facts and the SPEC §5 water score', async () => {
      const me = await api.gardener();
      const PlantZoneId = await api.bed(me, {
        zone: 'Bog',
        sun: SUN.fullSun,
        water: WATER.wet,
        plant: LAVENDER,
      });
      const answer = await assessed(me, { PlantZoneId, Symptoms: ['yellowing-leaves'] });

      expect(answer.Method).toBe('embedded');
      expect(answer.PlantName).toBe('English Lavender');
      expect(answer.Healthy).toBeUndefined();
      const [first] = answer.Causes;
      expect(first).toMatchObject({ Key: 'too-much-water', Name: 'Too much water', Likelihood: 'likely' });
      expect(first!.Why).toContain('English Lavender needs dry soil; Bog is wet.');
      expect(first!.Why).toContain(THRIVE_TOOLTIPS.water.tooMuch);
      expect(first!.Why).toContain('yellowing leaves');
      // Its care steps end with the plant's own watering tip (GET CareTips).
      expect(first!.CareSteps.at(-1)).toMatch(/^English Lavender care tip: /);
      // Root rot is raised by the same mismatch; the opposite mismatch is ruled out, last, saying why.
      expect(cause(answer, 'root-rot').Likelihood).toBe('likely');
      expect(keys(answer).at(-1)).toBe('too-little-sun');
      expect(cause(answer, 'too-little-water').Why).toContain(
        'English Lavender needs dry soil; Bog is wet, more water than it needs, so too little water is unlikely.',
      );
      expect(keys(answer).indexOf('too-little-water')).toBeGreaterThan(
        keys(answer).indexOf('nutrient-deficiency'),
      );
      // The facts used: the plant's need, the zone, the score with its SPEC §8 tooltip.
      expect(fact(answer, 'plant')).toContain(
        'English Lavender (Lavandula angustifolia) needs full sun and dry soil',
      );
      expect(fact(answer, 'zone')).toBe(
        'Bog in Home gets full sun and is wet. Home is in hardiness zone 7b.',
      );
      expect(fact(answer, 'water')).toBe(
        `Thrive Scorecard, water for English Lavender in Bog: poor. ${THRIVE_TOOLTIPS.water.tooMuch}.`,
      );
      expect(fact(answer, 'overall')).toContain(THRIVE_TOOLTIPS.overall.borderline);
      expect(fact(answer, 'frost')).toMatch(
        /typical dates for zone 7b .* Frosts are over for now in Home\.$/,
      );
      expect(fact(answer, 'pests')).toBe('Our pest data names no pest that targets Lavandula.');
    });

    test('a pest-prone genus with holes in its leaves: the pests our data links to that genus are named, likely, before the general causes', async () => {
      const me = await api.gardener();
      const PlantZoneId = await api.bed(me, {
        zone: 'Veg bed',
        sun: SUN.fullSun,
        water: WATER.medium,
        plant: TOMATO,
      });
      const answer = await assessed(me, { PlantZoneId, Symptoms: ['holes-in-leaves'] });

      const table = symptomTable();
      const chewers = readPests().filter(
        (pest) =>
          pest.Genera.includes(genusOf(TOMATO)) &&
          table.pestSigns.get(pest.Id)?.symptoms.includes('holes-in-leaves'),
      );
      expect(chewers.map((pest) => pest.Name)).toContain('Tomato hornworm');
      const named = answer.Causes.filter((found) => found.Key.startsWith('pest-'));
      expect(named.map((found) => found.Name)).toEqual(chewers.map((pest) => pest.Name));
      expect(named.every((found) => found.Likelihood === 'likely')).toBe(true);
      expect(cause(answer, 'pest-1').Why).toBe(
        'Our pest data names Tomato hornworm (Manduca quinquemaculata) as a pest of Solanum plants, and Tomato (Solanum lycopersicum) is one. Its signs include holes in leaves.',
      );
      expect(keys(answer).slice(named.length)).toEqual(['chewing-pests', 'fungal-leaf-spot']);
      expect(fact(answer, 'pests')).toContain('Pests that attack Solanum in our data: Tomato hornworm');
    });

    test('a plant that scores good everywhere gets the symptom table’s causes only, the spot’s own mismatch last and ruled out', async () => {
      const me = await api.gardener();
      const PlantZoneId = await api.bed(me, {
        zone: 'Veg bed',
        sun: SUN.fullSun,
        water: WATER.medium,
        plant: TOMATO,
      });
      const answer = await assessed(me, { PlantZoneId, Symptoms: ['leaf-spots'] });

      expect(fact(answer, 'overall')).toContain(THRIVE_TOOLTIPS.overall.good);
      expect([...keys(answer)].sort()).toEqual([...symptomTable().causesOf.get('leaf-spots')!].sort());
      expect(answer.Causes.every((found) => found.Likelihood === 'possible')).toBe(true);
      expect(keys(answer).at(-1)).toBe('too-much-sun');
      expect(cause(answer, 'too-much-sun').Why).toContain(
        'Veg bed gets full sun and Tomato needs full sun: the spot suits it, so too much sun is unlikely.',
      );
    });

    test('with several symptoms, a general cause that explains all of them is likely', async () => {
      const me = await api.gardener();
      const PlantZoneId = await api.bed(me, {
        zone: 'Veg bed',
        sun: SUN.fullSun,
        water: WATER.medium,
        plant: TOMATO,
      });
      const answer = await assessed(me, {
        PlantZoneId,
        Symptoms: ['yellowing-leaves', 'wilting', 'wilting'],
      });

      expect(cause(answer, 'root-rot')).toMatchObject({ Likelihood: 'likely' });
      expect(cause(answer, 'root-rot').Why).toContain(
        'It would explain yellowing leaves and wilting together.',
      );
      expect(cause(answer, 'nutrient-deficiency').Likelihood).toBe('possible');
      // The zone suits the tomato: the spot's own mismatches come last, whatever they would explain.
      expect(keys(answer)).toEqual([
        'root-rot',
        'transplant-shock',
        'nutrient-deficiency',
        'sap-sucking-insects',
        'spider-mites',
        'too-much-water',
        'too-little-water',
        'too-little-sun',
        'heat-stress',
        'too-much-sun',
      ]);
    });

    test('a yard colder than the plant is hardy in raises frost damage for brown leaf tips', async () => {
      const me = await api.gardener();
      const PlantZoneId = await api.bed(me, {
        yard: 'Cabin',
        hardinessZoneId: HARDINESS.zone4a,
        zone: 'Herb bed',
        sun: SUN.fullSun,
        water: WATER.dry,
        plant: LAVENDER,
      });
      const answer = await assessed(me, { PlantZoneId, Symptoms: ['brown-leaf-tips'] });
      expect(answer.Causes[0]).toMatchObject({ Key: 'frost-damage', Likelihood: 'likely' });
      expect(answer.Causes[0]!.Why).toContain(
        'English Lavender is hardy in zones 5a to 9b; Cabin is in hardiness zone 4a, colder than that.',
      );
      expect(answer.Causes[0]!.Why).toContain(THRIVE_TOOLTIPS.freeze.tooCold);
    });

    test('a catalogue plant without a zone is reasoned from its needs; a photo without a plant health service is kept but not read', async () => {
      const me = await api.gardener();
      const { id: ImageId } = await api.photo(me);
      const PlantId = await api.plantIdOf(LAVENDER);
      const answer = await assessed(me, { PlantId, ImageId, Symptoms: ['yellowing-leaves'] });

      expect(answer.Method).toBe('embedded');
      expect(answer.Facts.map((found) => found.Kind)).toEqual(['plant', 'pests', 'photo']);
      expect(fact(answer, 'photo')).toBe(PHOTO_NOT_READ);
      expect(answer.Causes[0]!.Key).toBe('too-much-water');
      expect(answer.Causes[0]!.Why).toContain('English Lavender needs dry soil.');
    });

    test('bad input is 400 with a message for the field: no symptom, an unknown one, no plant, both plants, an unknown plant', async () => {
      const me = await api.gardener();
      const PlantZoneId = await api.bed(me, {
        zone: 'Bed',
        sun: SUN.fullSun,
        water: WATER.medium,
        plant: TOMATO,
      });
      const refusals: [object, string, RegExp | string][] = [
        [{ PlantZoneId, Symptoms: [] }, 'body.Symptoms', PLANT_HEALTH_MESSAGES.chooseSymptom],
        [{ PlantZoneId }, 'body.Symptoms', PLANT_HEALTH_MESSAGES.chooseSymptom],
        [
          { PlantZoneId, Symptoms: ['purple-polka-dots'] },
          'body.Symptoms.0',
          /"purple-polka-dots" is not a symptom we know/,
        ],
        [{ Symptoms: ['wilting'] }, 'body.PlantZoneId', PLANT_HEALTH_MESSAGES.choosePlant],
        [{ PlantZoneId, PlantId: 1, Symptoms: ['wilting'] }, 'body.PlantId', PLANT_HEALTH_MESSAGES.onePlant],
        [
          { PlantZoneId: 2_000_000_000, Symptoms: ['wilting'] },
          'body.PlantZoneId',
          /There is no plant in a zone/,
        ],
        [{ PlantId: 2_000_000_000, Symptoms: ['wilting'] }, 'body.PlantId', /There is no plant 2000000000/],
        [{ PlantZoneId, Symptoms: ['wilting'], ImageId: 2_000_000_000 }, 'body.ImageId', /There is no photo/],
      ];
      for (const [body, field, message] of refusals) {
        const { status, body: answer } = await api.refused(
          me,
          'POST',
          '/Plants/0/RunHealthAssessment/',
          body,
        );
        expect(`${JSON.stringify(body)}: ${status}`).toBe(`${JSON.stringify(body)}: 400`);
        expect(answer.message).toMatch(message);
        expect(answer.fields?.[field]).toMatch(message);
      }
    });

    test("another gardener's plant in a zone, or photo, is refused as a missing one would be (ids cannot be mapped) and nothing of theirs is read (SPEC §6)", async () => {
      const [me, neighbour] = [await api.gardener(), await api.gardener()];
      const theirPlant = await api.bed(neighbour, {
        zone: 'Secret bed',
        sun: SUN.fullSun,
        water: WATER.wet,
        plant: LAVENDER,
      });
      const { id: theirPhoto } = await api.photo(neighbour);
      const mine = await api.bed(me, { zone: 'Bed', sun: SUN.fullSun, water: WATER.medium, plant: TOMATO });

      const plantRefused = await api.refused(me, 'POST', '/Plants/0/RunHealthAssessment/', {
        PlantZoneId: theirPlant,
        Symptoms: ['wilting'],
      });
      const noPlant = `There is no plant in a zone ${theirPlant}.`;
      expect(plantRefused).toEqual({
        status: 400,
        body: { message: noPlant, fields: { 'body.PlantZoneId': noPlant } },
      });
      const photoRefused = await api.refused(me, 'POST', '/Plants/0/RunHealthAssessment/', {
        PlantZoneId: mine,
        ImageId: theirPhoto,
        Symptoms: ['wilting'],
      });
      const noPhoto = `There is no photo ${theirPhoto}.`;
      expect(photoRefused).toMatchObject({ status: 400, body: { message: noPhoto } });
      // Their own plant and photo are theirs to assess.
      expect(
        (await api.assess(neighbour, { PlantZoneId: theirPlant, ImageId: theirPhoto, Symptoms: ['wilting'] }))
          .statusCode,
      ).toBe(200);
    });

    test('without a session the call is 401', async () => {
      const response = await api.send(null, 'POST', '/Plants/0/RunHealthAssessment/', {
        PlantId: 1,
        Symptoms: ['wilting'],
      });
      expect(response.statusCode).toBe(401);
    });

    test(`a gardener may check ${HEALTH_ASSESSMENTS_PER_HOUR} times an hour; then 429, while another gardener still may`, async () => {
      const [me, neighbour] = [await api.gardener(), await api.gardener()];
      const body = { PlantId: await api.plantIdOf(LAVENDER), Symptoms: ['wilting'] };
      for (let call = 0; call < HEALTH_ASSESSMENTS_PER_HOUR; call += 1)
        expect((await api.assess(me, body)).statusCode).toBe(200);
      const limited = await api.assess(me, body);
      expect([limited.statusCode, limited.json().message]).toEqual([429, HEALTH_TOO_OFTEN]);
      expect((await api.assess(neighbour, body)).statusCode).toBe(200);
    });
  },
);
