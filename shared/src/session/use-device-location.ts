import { useMemo } from 'react';
import { UNKNOWN_COORDINATE } from '../contracts/sponsor';
import { selectCarriedParams } from '../store/session-slice';
import { useAppSelector } from '../store/hooks';
import { readDeviceLocation } from './device-location';

export interface KnownLocation {
  lat: number;
  lng: number;
}

/**
 * A location worth using, or null. SPEC §3 Coordinates: 0,0 means denied or unknown and
 * -999 is unknown; anything off the globe is not a location either.
 */
export function knownLocation(lat: number, lng: number): KnownLocation | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat === UNKNOWN_COORDINATE || lng === UNKNOWN_COORDINATE) return null;
  if (lat === 0 && lng === 0) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/**
 * Where the device is, as the shell knows it: the carried lat and lon (the mobile app passes
 * them, SPEC §2.1), else the stored DeviceLocation the location permission saved (SPEC §9),
 * else null. No remote asks for the location itself: the shell's permission dialog does.
 */
export function useKnownDeviceLocation(): KnownLocation | null {
  const carried = useAppSelector(selectCarriedParams);
  return useMemo(() => {
    if (carried.lat && carried.lon) {
      const fromAddress = knownLocation(Number(carried.lat), Number(carried.lon));
      if (fromAddress) return fromAddress;
    }
    const stored = readDeviceLocation();
    return stored ? knownLocation(stored.lat, stored.lon) : null;
  }, [carried.lat, carried.lon]);
}
