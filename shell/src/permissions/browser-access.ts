import type { DeviceLocation } from '@thrive/shared';

/** SPEC §4, §8: declining or a failed geolocation gives 0,0. */
export const DENIED_LOCATION: DeviceLocation = Object.freeze({ lat: 0, lon: 0 });

/** How long the browser may take to find the device before it counts as failed. */
const GEOLOCATION_TIMEOUT_MS = 15_000;

/** The browser's position of the device, or null when refused, unavailable or too slow. */
export function browserPosition(): Promise<DeviceLocation | null> {
  const geolocation = globalThis.navigator?.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lon: coords.longitude }),
      () => resolve(null),
      { timeout: GEOLOCATION_TIMEOUT_MS },
    );
  });
}

/**
 * Asks the browser for the camera and lets it go at once: only the permission is wanted here,
 * the area that asked opens its own stream. False when refused or there is no camera API.
 */
export async function browserCameraGranted(): Promise<boolean> {
  const mediaDevices = globalThis.navigator?.mediaDevices;
  if (typeof mediaDevices?.getUserMedia !== 'function') return false;
  try {
    const stream = await mediaDevices.getUserMedia({ video: true });
    for (const track of stream.getTracks()) track.stop();
    return true;
  } catch {
    return false;
  }
}

/** The browser's notification permission prompt where there is one; true when granted. */
export async function browserNotificationsGranted(): Promise<boolean> {
  if (typeof globalThis.Notification?.requestPermission !== 'function') return false;
  try {
    return (await globalThis.Notification.requestPermission()) === 'granted';
  } catch {
    return false;
  }
}
