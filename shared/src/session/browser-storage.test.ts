import { z } from 'zod';
import {
  readLocal,
  readLocalFlag,
  readLocalJson,
  readSession,
  readSessionJson,
  writeLocal,
  writeLocalFlag,
  writeLocalJson,
  writeSession,
  writeSessionJson,
} from './browser-storage';
import { readDeviceLocation, storeDeviceLocation } from './device-location';
import { ASK_FOR_LOCATION_DEFAULT, SESSION_KEYS, STORAGE_KEYS } from './storage-keys';

const filterSchema = z.object({ sort: z.string() });

describe('browser storage helpers', () => {
  test('text values round-trip in local and session storage, and null removes them', () => {
    expect(writeLocal(STORAGE_KEYS.checkCamera, '1')).toBe(true);
    expect(readLocal(STORAGE_KEYS.checkCamera)).toBe('1');
    writeLocal(STORAGE_KEYS.checkCamera, null);
    expect(readLocal(STORAGE_KEYS.checkCamera)).toBeNull();

    writeSession(SESSION_KEYS.nicknamePopup, '1');
    expect(readSession(SESSION_KEYS.nicknamePopup)).toBe('1');
    expect(sessionStorage.getItem('nicknamepopup')).toBe('1');
    expect(readLocal(SESSION_KEYS.nicknamePopup)).toBeNull();
  });

  test('JSON values are validated on the way out; corrupt or foreign shapes read as null', () => {
    writeLocalJson(STORAGE_KEYS.suggestFilter, { sort: 'name' });
    expect(readLocalJson(STORAGE_KEYS.suggestFilter, filterSchema)).toEqual({ sort: 'name' });
    localStorage.setItem(STORAGE_KEYS.suggestFilter, '{broken');
    expect(readLocalJson(STORAGE_KEYS.suggestFilter, filterSchema)).toBeNull();
    writeSessionJson('x', { sort: 3 });
    expect(readSessionJson('x', filterSchema)).toBeNull();
    writeSessionJson('x', undefined);
    expect(readSession('x')).toBeNull();
  });

  test("flags are the text 'true' (geo_access is approved once it is 'true')", () => {
    expect(readLocalFlag(STORAGE_KEYS.geoAccess)).toBe(false);
    writeLocalFlag(STORAGE_KEYS.geoAccess, true);
    expect(localStorage.getItem('geo_access')).toBe('true');
    expect(readLocalFlag(STORAGE_KEYS.geoAccess)).toBe(true);
  });

  test('nu_geo_askaccess absent means ask', () => {
    expect(readLocalFlag(STORAGE_KEYS.askForLocation, ASK_FOR_LOCATION_DEFAULT)).toBe(true);
    writeLocalFlag(STORAGE_KEYS.askForLocation, false);
    expect(readLocalFlag(STORAGE_KEYS.askForLocation, ASK_FOR_LOCATION_DEFAULT)).toBe(false);
  });

  test('DeviceLocation stores lat and lon', () => {
    expect(readDeviceLocation()).toBeNull();
    storeDeviceLocation({ lat: 40.7, lon: -74 });
    expect(JSON.parse(localStorage.getItem('DeviceLocation') ?? '')).toEqual({ lat: 40.7, lon: -74 });
    expect(readDeviceLocation()).toEqual({ lat: 40.7, lon: -74 });
  });
});

describe('storage that is unavailable (private mode, WebView quirks) never throws', () => {
  test('a storage whose methods throw reads as empty and writes report false', () => {
    const fail = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(fail);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(fail);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(fail);
    expect(readLocal('k')).toBeNull();
    expect(readSessionJson('k', filterSchema)).toBeNull();
    expect(readLocalFlag('k', true)).toBe(true);
    expect(writeLocal('k', 'v')).toBe(false);
    expect(writeSession('k', null)).toBe(false);
    expect(writeLocalJson('k', { a: 1 })).toBe(false);
  });

  test('a storage whose very access throws reads as empty and writes report false', () => {
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readLocal('k')).toBeNull();
    expect(writeLocal('k', 'v')).toBe(false);
    spy.mockRestore();
  });

  test('a value JSON cannot hold is refused, not thrown', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeLocalJson('k', cyclic)).toBe(false);
  });
});
