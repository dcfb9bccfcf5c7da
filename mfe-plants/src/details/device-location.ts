import { useMemo } from 'react';
import { readDeviceLocation, selectCarriedParams, useAppSelector } from '@thrive/shared';
import { UNKNOWN_COORDINATE } from '@thrive/shared/contracts';

export interface KnownLocation {
  lat: number;
  lng: number;
}

const MAX_LATITUDE = 90;
const MAX_LONGITUDE = 180;

/**
 * A device location worth sending, or null. SPEC §3 Coordinates: 0,0 means denied or
 * unknown and -999 is unknown; anything off the globe is not a location either.
 */
export function knownLocation(lat: number, lng: number): KnownLocation | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat === UNKNOWN_COORDINATE || lng === UNKNOWN_COORDINATE) return null;
  if (lat === 0 && lng === 0) return null;
  if (Math.abs(lat) > MAX_LATITUDE || Math.abs(lng) > MAX_LONGITUDE) return null;
  return { lat, lng };
}

/**
 * Where the device is, as the shell knows it: the carried lat and lon (the mobile app passes
 * them, SPEC §2.1), else the stored DeviceLocation (SPEC §9), else null.
 */
export function useDeviceLocation(): KnownLocation | null {
  const carried = useAppSelector(selectCarriedParams);
  return useMemo(() => {
    if (carried.lat && carried.lon) {
      const fromQuery = knownLocation(Number(carried.lat), Number(carried.lon));
      if (fromQuery) return fromQuery;
    }
    const stored = readDeviceLocation();
    return stored ? knownLocation(stored.lat, stored.lon) : null;
  }, [carried.lat, carried.lon]);
}
