import { PLANT_REQUEST_MESSAGES } from '../contracts/plant-request';
import { checkPlantRequest } from './plant-request';

const VALID = {
  botanicalName: 'Solanum lycopersicum',
  commonName: 'Tomato',
  userEmail: 'gardener@example.com',
};

describe('Add-plant request (SPEC §5)', () => {
  test('a complete request is valid and trimmed', () => {
    expect(checkPlantRequest({ ...VALID, botanicalName: '  Solanum lycopersicum ' })).toEqual({
      ok: true,
      data: VALID,
    });
  });

  test("botanical name is required: 'Please enter a Botanical Name'", () => {
    expect(PLANT_REQUEST_MESSAGES.botanicalNameRequired).toBe('Please enter a Botanical Name');
    for (const botanicalName of ['', '   ', undefined]) {
      expect(checkPlantRequest({ ...VALID, botanicalName })).toEqual({
        ok: false,
        message: 'Please enter a Botanical Name',
        invalidFields: ['botanicalName'],
      });
    }
  });

  test("email is required: 'Please enter your Email Address'", () => {
    expect(PLANT_REQUEST_MESSAGES.emailRequired).toBe('Please enter your Email Address');
    expect(checkPlantRequest({ ...VALID, userEmail: '' })).toEqual({
      ok: false,
      message: 'Please enter your Email Address',
      invalidFields: ['userEmail'],
    });
  });

  test("email must be valid: 'Please enter your Email Address'", () => {
    expect(checkPlantRequest({ ...VALID, userEmail: 'gardener@example' })).toEqual({
      ok: false,
      message: 'Please enter your Email Address',
      invalidFields: ['userEmail'],
    });
  });

  test('common name is optional', () => {
    const { commonName: _omitted, ...withoutCommonName } = VALID;
    expect(checkPlantRequest(withoutCommonName)).toEqual({ ok: true, data: { ...VALID, commonName: '' } });
    expect(checkPlantRequest({ ...VALID, commonName: '' }).ok).toBe(true);
  });

  test('messages are joined in one error toast and the invalid fields are highlighted', () => {
    expect(checkPlantRequest({ botanicalName: ' ', commonName: '', userEmail: 'x' })).toEqual({
      ok: false,
      message: 'Please enter a Botanical Name\nPlease enter your Email Address',
      invalidFields: ['botanicalName', 'userEmail'],
    });
  });
});
