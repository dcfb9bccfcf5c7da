import {
  ASK_FOR_LOCATION_DEFAULT,
  readLocalFlag,
  STORAGE_KEYS,
  type CarriedParams,
  type Identity,
} from '@thrive/shared';

/** What the flows read from browser storage (SPEC §9 keys), so the rules stay pure. */
export interface DeviceFlags {
  /** geo_access is 'true'. */
  locationGranted: boolean;
  /** nu_geo_askaccess: whether this device may still be asked; absent means ask. */
  askForLocationOnDevice: boolean;
  /** camera_access is 'true'. */
  cameraGranted: boolean;
  /** notifications_access is 'true'. */
  notificationsGranted: boolean;
}

export function readDeviceFlags(): DeviceFlags {
  return {
    locationGranted: readLocalFlag(STORAGE_KEYS.geoAccess),
    askForLocationOnDevice: readLocalFlag(STORAGE_KEYS.askForLocation, ASK_FOR_LOCATION_DEFAULT),
    cameraGranted: readLocalFlag(STORAGE_KEYS.cameraAccess),
    notificationsGranted: readLocalFlag(STORAGE_KEYS.notificationsAccess),
  };
}

const signedIn = (identity: Identity | null): identity is Identity => (identity?.Id ?? 0) > 0;

/** SPEC §4: "Approved once the stored flag geo_access is 'true'." */
export const isLocationApproved = (device: DeviceFlags) => device.locationGranted;

/**
 * SPEC §4 Location permission, at session start: the dialog shows when not approved and the
 * identity has AskForLocation and ShowLocationPrompt (and this device was not told "don't ask").
 */
export function shouldPromptForLocation(identity: Identity | null, device: DeviceFlags): boolean {
  return (
    signedIn(identity) &&
    !isLocationApproved(device) &&
    identity.AskForLocation &&
    identity.ShowLocationPrompt &&
    device.askForLocationOnDevice
  );
}

/**
 * When an area asks for the location: ShowLocationPrompt steers only the session-start
 * prompt, so asking needs AskForLocation alone.
 */
export function mayAskForLocation(identity: Identity | null, device: DeviceFlags): boolean {
  return signedIn(identity) && identity.AskForLocation && device.askForLocationOnDevice;
}

export type CameraDecision = 'accepted' | 'dialog';

/**
 * SPEC §4 Camera permission: with the ask flag off the camera is accepted at once; with it on,
 * an already granted camera and a camera parameter accept at once too; otherwise the dialog.
 */
export function decideCamera(
  identity: Identity | null,
  device: DeviceFlags,
  carried: CarriedParams,
): CameraDecision {
  if (!signedIn(identity) || !identity.AskForCamera) return 'accepted';
  if (device.cameraGranted && carried.camera !== undefined) return 'accepted';
  return 'dialog';
}

/** SPEC §4: "A nots parameter clears the show-prompt flag." */
const notificationsShowPrompt = (identity: Identity, carried: CarriedParams) =>
  identity.ShowNotificationsPrompt && carried.nots === undefined;

/**
 * SPEC §4 Notifications permission: the ask flag is on, an app version is present, and
 * notifications are not granted or the server says to show the prompt.
 */
export function shouldPromptForNotifications(
  identity: Identity | null,
  device: DeviceFlags,
  carried: CarriedParams,
): boolean {
  return (
    signedIn(identity) &&
    identity.AskForNotifications &&
    carried.av !== undefined &&
    (!device.notificationsGranted || notificationsShowPrompt(identity, carried))
  );
}
