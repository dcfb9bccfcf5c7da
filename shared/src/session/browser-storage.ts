import type { z } from 'zod';

type Area = 'localStorage' | 'sessionStorage';

/**
 * Merely touching `localStorage` throws in some private modes, sandboxed frames and WebViews
 * with storage disabled; every helper here treats that as "nothing stored" and never throws.
 */
function storageArea(area: Area): Storage | null {
  try {
    return globalThis[area] ?? null;
  } catch {
    return null;
  }
}

function read(area: Area, key: string): string | null {
  try {
    return storageArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes, or removes when the value is null. Returns whether the browser kept it (quota, private mode). */
function write(area: Area, key: string, value: string | null): boolean {
  const storage = storageArea(area);
  if (!storage) return false;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function readJson<T extends z.ZodType>(area: Area, key: string, schema: T): z.output<T> | null {
  const raw = read(area, key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeJson(area: Area, key: string, value: unknown): boolean {
  if (value === null || value === undefined) return write(area, key, null);
  try {
    return write(area, key, JSON.stringify(value));
  } catch {
    return false; // a cycle or a BigInt: not storable
  }
}

export const readLocal = (key: string) => read('localStorage', key);
export const writeLocal = (key: string, value: string | null) => write('localStorage', key, value);
export const readSession = (key: string) => read('sessionStorage', key);
export const writeSession = (key: string, value: string | null) => write('sessionStorage', key, value);

/** A stored JSON value that matches `schema`; null when absent, corrupt or of another shape. */
export const readLocalJson = <T extends z.ZodType>(key: string, schema: T) =>
  readJson('localStorage', key, schema);
export const readSessionJson = <T extends z.ZodType>(key: string, schema: T) =>
  readJson('sessionStorage', key, schema);
/** Stores `value` as JSON; null or undefined removes the key. */
export const writeLocalJson = (key: string, value: unknown) => writeJson('localStorage', key, value);
export const writeSessionJson = (key: string, value: unknown) => writeJson('sessionStorage', key, value);

/** Flags are stored as the text 'true' / 'false' (SPEC §4: "geo_access is 'true'"). */
export function readLocalFlag(key: string, fallback = false): boolean {
  const raw = read('localStorage', key);
  return raw === null ? fallback : raw === 'true';
}

export function writeLocalFlag(key: string, value: boolean): boolean {
  return write('localStorage', key, String(value));
}
