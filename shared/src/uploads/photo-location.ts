import { gps } from 'exifr';
import { knownLocation, type DeviceLocation } from '@thrive/shared';

export interface PhotoCoordinates {
  latitude: number;
  longitude: number;
}

/** SPEC §3 Coordinates: 0,0 is "denied or unknown". */
export const NO_LOCATION: PhotoCoordinates = { latitude: 0, longitude: 0 };

/** A place on the globe, not one of SPEC's "unknown" values (0,0 or -999), as upload fields. */
function known(latitude: unknown, longitude: unknown): PhotoCoordinates | null {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  const place = knownLocation(latitude, longitude);
  return place && { latitude: place.lat, longitude: place.lng };
}

/** The GPS position the camera wrote into the photo, if any. Never throws: most files have none. */
async function embeddedPosition(file: File): Promise<PhotoCoordinates | null> {
  try {
    const position = await gps(file);
    return known(position?.latitude, position?.longitude);
  } catch {
    return null; // no EXIF, a format exifr does not read, or a file it cannot open
  }
}

/**
 * SPEC §5 Upload location: where the photo was taken, from its embedded GPS data, else where
 * the device is (the location the shell's permission flow stored), else 0,0. On iOS the
 * device's location is not used. Read from the original file: compression drops the EXIF.
 */
export async function photoLocation(
  file: File,
  device: { isIOS: boolean; stored: DeviceLocation | null },
): Promise<PhotoCoordinates> {
  const embedded = await embeddedPosition(file);
  if (embedded) return embedded;
  if (!device.isIOS && device.stored) return known(device.stored.lat, device.stored.lon) ?? NO_LOCATION;
  return NO_LOCATION;
}
