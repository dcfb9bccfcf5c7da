/**
 * Browser-storage keys (SPEC §9). SPEC names most of them; the identity, landscape design
 * filter and suggest filter keys it leaves unnamed, so those are ours (prefixed `thrive.`).
 */
export const STORAGE_KEYS = {
  identity: 'thrive.identity',
  /** 'true' once location access is granted (SPEC §4 Location permission). */
  geoAccess: 'geo_access',
  /** Whether to ask for location; absent means ask (see ASK_FOR_LOCATION_DEFAULT). */
  askForLocation: 'nu_geo_askaccess',
  cameraAccess: 'camera_access',
  /** Set when the camera dialog is dismissed (SPEC §4 Camera permission). */
  checkCamera: 'checkCamera',
  /** The "Don't ask me again." choice (SPEC §4). */
  askAgain: 'askAgain',
  notificationsAccess: 'notifications_access',
  /** JSON {lat, lon} of the device (SPEC §9 "DeviceLocation (lat and lon)"). */
  deviceLocation: 'DeviceLocation',
  landscapeDesignFilter: 'thrive.landscapeDesignFilter',
  suggestFilter: 'thrive.suggestFilter',
  /** The plant search's filters and sort, restored when the gardener comes back (SPEC §9). */
  plantSearchFilter: 'thrive.plantSearchFilter',
  /**
   * JSON {[userId]: {days, lastDay}}: on how many different local days each gardener opened the
   * app here, which the rate-the-app prompt waits for (shell/src/rating).
   */
  appUseDays: 'thrive.appUseDays',
  /** JSON {[userId]: {answer, on}}: the gardener's answer to the rate-the-app prompt, and its day. */
  ratingAnswer: 'thrive.ratingAnswer',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** SPEC §9: nu_geo_askaccess defaults to true, meaning ask. */
export const ASK_FOR_LOCATION_DEFAULT = true;

/** Session-storage keys (SPEC §9): they last for one browser session. */
export const SESSION_KEYS = {
  /** Set once the nickname prompt was saved or skipped this session (SPEC §4). */
  nicknamePopup: 'nicknamepopup',
  /** Set once activation was recorded this session (SPEC §4, lite mode). */
  activationRecorded: 'activationrecorded',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** SPEC §9: "An affiliate constant is named PartnerAffiliate." */
export const PARTNER_AFFILIATE = 'PartnerAffiliate';
