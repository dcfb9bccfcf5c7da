import type { DontAskAgainRequest } from '@thrive/shared';

/** SPEC §2.6 root-shell dialogs: shared label and button. */
export const DONT_ASK_AGAIN_LABEL = "Don't ask me again.";
export const GOT_IT_TEXT = 'Got It';

export type AskAgainProperty = DontAskAgainRequest['property'];

export interface PermissionText {
  title: string;
  paragraphs: readonly string[];
  /** The identity flag "Don't ask me again." clears (SPEC §7 DontAskAgain). */
  property: AskAgainProperty;
}

/** SPEC §2.6 items 1-3, written out as full sentences from SPEC's descriptions. */
export const PERMISSION_TEXTS = {
  location: {
    title: 'Location Access',
    paragraphs: [
      'Location-specific care is critical to helping your plants thrive: your care tasks, tips and Thrive Scorecards depend on your local climate.',
      "To get care made for where you garden, please choose 'Allow While Using App' on the next screen.",
    ],
    property: 'AskForLocation',
  },
  camera: {
    title: 'Camera Access',
    paragraphs: [
      'Plant ID needs access to your camera so you can take a picture of the plant you want to identify.',
      'If you deny access, you can only choose pictures from your photo library.',
    ],
    property: 'AskForCamera',
  },
  notifications: {
    title: 'Plant Care Alerts',
    paragraphs: [
      'Turn on notifications to receive care alerts and reminders for the plants you manage, so no watering, feeding or pruning is missed.',
    ],
    property: 'AskForNotifications',
  },
} as const satisfies Record<string, PermissionText>;
