import { ASK_FOR_LOCATION_DEFAULT, PARTNER_AFFILIATE, SESSION_KEYS, STORAGE_KEYS } from './storage-keys';

describe('browser-storage keys (SPEC §9)', () => {
  test('the keys SPEC names are used verbatim', () => {
    expect(STORAGE_KEYS).toMatchObject({
      geoAccess: 'geo_access',
      askForLocation: 'nu_geo_askaccess',
      cameraAccess: 'camera_access',
      checkCamera: 'checkCamera',
      askAgain: 'askAgain',
      notificationsAccess: 'notifications_access',
      deviceLocation: 'DeviceLocation',
    });
  });

  test('the identity, landscape design filter and suggest filter keys exist and are distinct', () => {
    const keys = Object.values(STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    expect(STORAGE_KEYS.identity).toBeTruthy();
    expect(STORAGE_KEYS.landscapeDesignFilter).toBeTruthy();
    expect(STORAGE_KEYS.suggestFilter).toBeTruthy();
  });

  test('our own keys (days of use, the rating answer) are prefixed thrive.', () => {
    expect(STORAGE_KEYS.appUseDays).toBe('thrive.appUseDays');
    expect(STORAGE_KEYS.ratingAnswer).toBe('thrive.ratingAnswer');
  });

  test('nu_geo_askaccess defaults to true, meaning ask', () => {
    expect(ASK_FOR_LOCATION_DEFAULT).toBe(true);
  });

  test('session keys: nicknamepopup, activationrecorded', () => {
    expect(SESSION_KEYS).toEqual({
      nicknamePopup: 'nicknamepopup',
      activationRecorded: 'activationrecorded',
    });
  });

  test('an affiliate constant is named PartnerAffiliate', () => {
    expect(PARTNER_AFFILIATE).toBe('PartnerAffiliate');
  });
});
