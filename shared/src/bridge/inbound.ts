import {
  parseCoordinates,
  parseJsonPayload,
  paymentHistoryPayloadSchema,
  pushTokenPayloadSchema,
  subscribeResultPayloadSchema,
} from './inbound-payloads';
import { WRAPPER_SEPARATOR } from './outbound';

/** DESIGN §7: every message from the wrapper starts with this marker. */
export const WRAPPER_MARKER = 'thrive:';

/** Answers to a permission request, and permission changes the wrapper reports (SPEC §5). */
export const WRAPPER_PERMISSION_MESSAGES = [
  'location',
  'notifications',
  'camera',
  'UpdateLocationPermission',
  'UpdateCamera',
  'UpdateNots',
] as const;

export type WrapperPermissionMessage = (typeof WRAPPER_PERMISSION_MESSAGES)[number];

export type WrapperMessage =
  | { kind: WrapperPermissionMessage; granted: boolean }
  | { kind: 'SendLocationCoordinates'; latitude: number; longitude: number }
  | { kind: 'SubscribeResult'; success: boolean; result: unknown; deviceOS: string }
  | { kind: 'PaymentHistoryResult'; success: boolean; result: unknown }
  /** Our extension (outbound.ts PUSH_TOKEN_COMMAND): the phone's push token. */
  | { kind: 'PushToken'; token: string; platform: 'android' | 'ios' };

export type WrapperMessageKind = WrapperMessage['kind'];

/** SPEC §5: "Granted or denied is read from whether the text contains the word granted." */
export function isGrantedText(text: string): boolean {
  return text.toLowerCase().includes('granted');
}

function isPermissionMessage(name: string): name is WrapperPermissionMessage {
  return (WRAPPER_PERMISSION_MESSAGES as readonly string[]).includes(name);
}

/**
 * Reads `thrive:{name}` or `thrive:{name}|{payload}`. Returns null for anything that is not
 * ours (no marker, an unknown name, not text), so the page's other `message` traffic
 * (iframes, extensions) is ignored. A purchase payload that cannot be read counts as a failure,
 * because SPEC §4 handles failure and never a missing answer.
 */
export function parseWrapperMessage(text: unknown): WrapperMessage | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (!trimmed.startsWith(WRAPPER_MARKER)) return null;
  const body = trimmed.slice(WRAPPER_MARKER.length);
  const cut = body.indexOf(WRAPPER_SEPARATOR);
  const name = cut === -1 ? body : body.slice(0, cut);
  const payload = cut === -1 ? '' : body.slice(cut + 1);

  if (isPermissionMessage(name)) return { kind: name, granted: isGrantedText(payload) };
  switch (name) {
    case 'SendLocationCoordinates':
      return { kind: name, ...parseCoordinates(payload) };
    case 'SubscribeResult': {
      const parsed = parseJsonPayload(subscribeResultPayloadSchema, payload);
      return {
        kind: name,
        success: parsed?.success ?? false,
        result: parsed?.result,
        deviceOS: parsed?.deviceOS ?? '',
      };
    }
    case 'PaymentHistoryResult': {
      const parsed = parseJsonPayload(paymentHistoryPayloadSchema, payload);
      return { kind: name, success: parsed?.success ?? false, result: parsed?.result };
    }
    case 'PushToken': {
      // A token that cannot be read is no message: the settings wait, then say so.
      const parsed = parseJsonPayload(pushTokenPayloadSchema, payload);
      return parsed && { kind: name, token: parsed.token, platform: parsed.platform };
    }
    default:
      return null;
  }
}
