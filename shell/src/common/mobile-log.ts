import { useCallback } from 'react';
import { selectUserId, useAppSelector, useLogMobileMutation } from '@thrive/shared';

/** SPEC §8 "Mobile log messages", verbatim. */
export const MOBILE_LOG_MESSAGES = {
  historyCheckFailed: 'Error checking subscription received from Mobile',
  purchaseFailed: 'Error Purchase Subscription',
  purchaseDateUpdate: 'Update Purchase Date based on Subscription',
} as const;

export type MobileLogMessage = (typeof MOBILE_LOG_MESSAGES)[keyof typeof MOBILE_LOG_MESSAGES];

/**
 * Sends a line to POST Mobile/{uid}/Logging. Resolves when the line is sent or has failed:
 * a failed log is only written to the console (SPEC §8), and nobody is logged for when
 * signed out (the call carries the user id).
 */
export function useMobileLog(): (message: MobileLogMessage, data?: unknown) => Promise<void> {
  const userId = useAppSelector(selectUserId);
  const [logMobile] = useLogMobileMutation();
  return useCallback(
    async (message, data) => {
      if (userId <= 0) return;
      try {
        await logMobile({ UserId: userId, Message: message, Data: data }).unwrap();
      } catch (error) {
        console.warn('Mobile log failed', message, error);
      }
    },
    [logMobile, userId],
  );
}
