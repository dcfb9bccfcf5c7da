import { gps } from 'exifr';
import { photoLocation } from './photo-location';
import { isIOSDevice } from './ios-device';

// The EXIF reader is replaced at its edge: what matters is what is done with its answer.
jest.mock('exifr', () => ({ gps: jest.fn() }));
const exifGps = jest.mocked(gps);

const photo = () => new File(['jpeg'], 'rose.jpg', { type: 'image/jpeg' });
const stored = { lat: 35.77, lon: -78.63 };
const desktop = { isIOS: false, stored };

describe('SPEC §5 Upload location: EXIF GPS, else the device, else 0; skipped on iOS', () => {
  test('the photo’s embedded GPS position comes first', async () => {
    exifGps.mockResolvedValue({ latitude: 51.48, longitude: -0.29 });
    expect(await photoLocation(photo(), desktop)).toEqual({ latitude: 51.48, longitude: -0.29 });
    expect(await photoLocation(photo(), { isIOS: true, stored })).toEqual({
      latitude: 51.48,
      longitude: -0.29,
    });
  });

  test('without GPS data, where the device is', async () => {
    exifGps.mockResolvedValue(undefined as never);
    expect(await photoLocation(photo(), desktop)).toEqual({ latitude: 35.77, longitude: -78.63 });
  });

  test('a file exifr cannot read counts as one without GPS data', async () => {
    exifGps.mockRejectedValue(new Error('Unknown file format'));
    expect(await photoLocation(photo(), desktop)).toEqual({ latitude: 35.77, longitude: -78.63 });
  });

  test('an embedded 0,0 is no position: the device’s is used', async () => {
    exifGps.mockResolvedValue({ latitude: 0, longitude: 0 });
    expect(await photoLocation(photo(), desktop)).toEqual({ latitude: 35.77, longitude: -78.63 });
  });

  test('on iOS the device location is skipped: 0,0', async () => {
    exifGps.mockResolvedValue(undefined as never);
    expect(await photoLocation(photo(), { isIOS: true, stored })).toEqual({ latitude: 0, longitude: 0 });
  });

  test('neither: 0,0 (also when the stored location is the denied 0,0)', async () => {
    exifGps.mockResolvedValue(undefined as never);
    expect(await photoLocation(photo(), { isIOS: false, stored: null })).toEqual({
      latitude: 0,
      longitude: 0,
    });
    expect(await photoLocation(photo(), { isIOS: false, stored: { lat: 0, lon: 0 } })).toEqual({
      latitude: 0,
      longitude: 0,
    });
  });
});

describe('iOS is recognised for SPEC §5 "On iOS the device location is skipped"', () => {
  const agent = (userAgent: string, maxTouchPoints = 0) => ({ navigator: { userAgent, maxTouchPoints } });

  test('inside the iOS app: its WebView handler `thrive`', () => {
    expect(isIOSDevice({ webkit: { messageHandlers: { thrive: { postMessage() {} } } } })).toBe(true);
  });

  test('iPhone and iPad browsers, also an iPad presenting itself as a Mac', () => {
    expect(
      isIOSDevice(agent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15')),
    ).toBe(true);
    expect(isIOSDevice(agent('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)'))).toBe(true);
    expect(
      isIOSDevice(agent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 5)),
    ).toBe(true);
  });

  test('a Mac, Android and the test browser are not iOS', () => {
    expect(isIOSDevice(agent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15'))).toBe(
      false,
    );
    expect(isIOSDevice(agent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36'))).toBe(false);
    expect(isIOSDevice()).toBe(false);
  });
});
