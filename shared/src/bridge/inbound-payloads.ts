import { z } from 'zod';

/** Mobile apps send booleans as JSON booleans or as the strings "true"/"false". */
const wireBoolean = z.union([
  z.boolean(),
  z.literal('true').transform(() => true),
  z.literal('false').transform(() => false),
]);

/** `thrive:SubscribeResult|{json}` (SPEC §4 "Purchase results from the wrapper"). */
export const subscribeResultPayloadSchema = z.object({
  success: wireBoolean,
  /** The store's answer (purchase date, receipt...); its shape belongs to the wrapper. */
  result: z.unknown().optional(),
  deviceOS: z.string().optional(),
});

/** `thrive:PaymentHistoryResult|{json}`: whether the store found an earlier purchase. */
export const paymentHistoryPayloadSchema = z.object({
  success: wireBoolean,
  result: z.unknown().optional(),
});

/** `thrive:PushToken|{json}`: the phone's push token, for reminders pushed from the server. */
export const pushTokenPayloadSchema = z.object({
  token: z.string().min(1),
  platform: z.enum(['android', 'ios']),
});

/** Parses a JSON payload; malformed text or a wrong shape gives null. */
export function parseJsonPayload<T extends z.ZodType>(schema: T, payload: string): z.output<T> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const LATITUDE_LIMIT = 90;
const LONGITUDE_LIMIT = 180;

export interface WrapperCoordinates {
  latitude: number;
  longitude: number;
}

/** SPEC §8: "A failed geolocation gives 0,0." */
export const FAILED_COORDINATES: WrapperCoordinates = Object.freeze({ latitude: 0, longitude: 0 });

/**
 * `thrive:SendLocationCoordinates|{lat},{lon}` in decimal degrees, e.g. `40.7,-74.0`. Anything
 * else (missing part, not a number, out of range) is a failed geolocation.
 */
export function parseCoordinates(payload: string): WrapperCoordinates {
  const parts = payload.split(',').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part === '')) return { ...FAILED_COORDINATES };
  const [latitude, longitude] = parts.map(Number) as [number, number];
  const valid =
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= LATITUDE_LIMIT &&
    Math.abs(longitude) <= LONGITUDE_LIMIT;
  return valid ? { latitude, longitude } : { ...FAILED_COORDINATES };
}
