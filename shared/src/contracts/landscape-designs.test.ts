import {
  DESIGN_NAME_REQUIRED,
  DESIGN_SUN_REQUIRED,
  designFilterSchema,
  designFormSchema,
  designInputSchema,
} from './landscape-designs';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('landscape design contracts', () => {
  test('SPEC §5 design validation flags Name and SunRequirementId as required', () => {
    expect(messagesOf(designFormSchema.safeParse({ Name: ' ', SunRequirementId: 0 }))).toEqual({
      Name: DESIGN_NAME_REQUIRED,
      SunRequirementId: DESIGN_SUN_REQUIRED,
    });
    expect(designFormSchema.safeParse({ Name: 'Border', SunRequirementId: 6 }).success).toBe(true);
  });

  test('the API input leaves the sun to a style or zone (0), never the name', () => {
    expect(designInputSchema.parse({ Name: 'Border' })).toMatchObject({
      SunRequirementId: 0,
      ZoneId: 0,
      CopyPlants: true,
      IrrigationTypeInstalledNeeded: -1,
      EdgingTypeInstalledNeeded: -1,
    });
    expect(messagesOf(designInputSchema.safeParse({}))).toEqual({ Name: DESIGN_NAME_REQUIRED });
  });

  test('the design filter reads its id lists as comma lists (SPEC §3 Design filter)', () => {
    expect(designFilterSchema.parse({ hz: '13,14', sr: '6', co: '' })).toMatchObject({
      hz: [13, 14],
      sr: [6],
      wr: [],
      co: [],
      s: 'Newest',
      i: 0,
      c: 20,
    });
    expect(designFilterSchema.safeParse({ at: '1,x' }).success).toBe(false);
  });
});
