import { PLANT_REQUEST_MESSAGES, plantRequestSchema } from '../contracts/plant-request';

const VALID = {
  botanicalName: 'Solanum lycopersicum',
  commonName: 'Tomato',
  userEmail: 'gardener@example.com',
};

/** The first message of each wrong field, as the request form shows them. */
function messages(input: unknown): Record<string, string> {
  const parsed = plantRequestSchema.safeParse(input);
  const found: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

// The joined toast and the highlighted fields: shell/src/dialogs/request-plant/request-plant-dialog.test.tsx.
describe('Add-plant request (SPEC §5)', () => {
  test('a complete request is valid and trimmed', () => {
    expect(plantRequestSchema.parse({ ...VALID, botanicalName: '  Solanum lycopersicum ' })).toEqual(VALID);
  });

  test("botanical name is required: 'Please enter a Botanical Name'", () => {
    expect(PLANT_REQUEST_MESSAGES.botanicalNameRequired).toBe('Please enter a Botanical Name');
    for (const botanicalName of ['', '   ', undefined])
      expect(messages({ ...VALID, botanicalName })).toEqual({
        botanicalName: 'Please enter a Botanical Name',
      });
  });

  test("email is required: 'Please enter your Email Address'", () => {
    expect(PLANT_REQUEST_MESSAGES.emailRequired).toBe('Please enter your Email Address');
    expect(messages({ ...VALID, userEmail: '' })).toEqual({ userEmail: 'Please enter your Email Address' });
  });

  test("email must be valid: 'Please enter your Email Address'", () => {
    expect(messages({ ...VALID, userEmail: 'gardener@example' })).toEqual({
      userEmail: 'Please enter your Email Address',
    });
  });

  test('common name is optional', () => {
    const { commonName: _omitted, ...withoutCommonName } = VALID;
    expect(plantRequestSchema.parse(withoutCommonName)).toEqual({ ...VALID, commonName: '' });
    expect(messages({ ...VALID, commonName: '' })).toEqual({});
  });
});
