import { USER_ID_MISMATCH_MESSAGE } from '@thrive/shared/contracts';
import { badRequest } from '../../http-errors';

/**
 * Payloads that repeat the user id (SPEC §7: LinkClick, PurchaseSubscription, Logging ...)
 * must name the signed-in gardener; the path's {uid} is already checked by the guard.
 */
export function checkPayloadUser(payloadUserId: number, signedInUserId: number): void {
  if (payloadUserId !== signedInUserId)
    throw badRequest(USER_ID_MISMATCH_MESSAGE, { 'body.UserId': USER_ID_MISMATCH_MESSAGE });
}
