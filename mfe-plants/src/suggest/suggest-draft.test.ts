import { EMPTY_DRAFT, hasLimits, restoreDraft, toRequest, withoutLimits } from './suggest-draft';
import { fromHardinessChoice, hardinessChoice, zonesByYard } from './spot-choices';
import { suggestZone } from '../testing/fake-suggest-api';

describe('the suggest draft', () => {
  test('blank sizes are no limit; a typed size is the largest, in its unit', () => {
    const request = toRequest({ ...EMPTY_DRAFT, MaxHeight: ' 2.5 ', HeightUnit: 'm' }, 3);
    expect(request).toMatchObject({ MaxHeight: { Min: null, Max: 2.5, Unit: 'm' }, MaxSpread: null, i: 3 });
  });

  test('loosening keeps the spot and drops sizes, categories, wishes and toxicities', () => {
    const limited = {
      ...EMPTY_DRAFT,
      ZoneId: 8,
      SunRequirementId: 1,
      MaxSpread: '4',
      Categories: [5],
      Avoid: [2],
    };
    expect(hasLimits(limited)).toBe(true);
    const loose = withoutLimits(limited);
    expect(loose).toEqual({ ...EMPTY_DRAFT, ZoneId: 8, SunRequirementId: 1 });
    expect(hasLimits(loose)).toBe(false);
  });

  test('restoring keeps the well-formed fields and drops the rest', () => {
    expect(restoreDraft('nonsense')).toEqual(EMPTY_DRAFT);
    expect(
      restoreDraft({ ZoneId: -3, HeightUnit: 'yards', Attractants: [1, 'x', 0, 2.5, 4], MaxHeight: '3' }),
    ).toEqual({ ...EMPTY_DRAFT, Attractants: [1, 4], MaxHeight: '3' });
  });
});

describe('the spot choices', () => {
  test('the hardiness select says whether a yard or a hardiness zone was chosen', () => {
    expect(fromHardinessChoice(hardinessChoice({ YardId: 5, HardinessZoneId: 0 }))).toEqual({
      YardId: 5,
      HardinessZoneId: 0,
    });
    expect(fromHardinessChoice(hardinessChoice({ YardId: 0, HardinessZoneId: 14 }))).toEqual({
      YardId: 0,
      HardinessZoneId: 14,
    });
  });

  test('zones are grouped under their yard', () => {
    const back = suggestZone({ Id: 9, YardId: 6, YardName: 'Back yard', Name: 'Veg patch' });
    const pots = suggestZone({ Id: 10, Name: 'Pots' });
    expect(zonesByYard([suggestZone(), back, pots])).toEqual([
      ['Front yard', [suggestZone(), pots]],
      ['Back yard', [back]],
    ]);
  });
});
