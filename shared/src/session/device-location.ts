import { z } from 'zod';
import { readLocalJson, writeLocalJson } from './browser-storage';
import { STORAGE_KEYS } from './storage-keys';

/** SPEC §9 "DeviceLocation (lat and lon)", stored as JSON. */
export const deviceLocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type DeviceLocation = z.infer<typeof deviceLocationSchema>;

export function readDeviceLocation(): DeviceLocation | null {
  return readLocalJson(STORAGE_KEYS.deviceLocation, deviceLocationSchema);
}

export function storeDeviceLocation(location: DeviceLocation): boolean {
  return writeLocalJson(STORAGE_KEYS.deviceLocation, location);
}
