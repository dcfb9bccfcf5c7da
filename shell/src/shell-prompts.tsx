import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isPublicPath } from './common/public-path';
import { AppUpdatePrompt } from './app-update/app-update-dialog';
import { PermissionPrompts } from './permissions/permission-prompts';
import { PurchasePrompt } from './purchase/purchase-prompt';
import { RatingPrompt } from './rating/rating-prompt';
import { PromptQueueProvider } from './common/prompt-queue';
import { WrapperMessagesProvider } from './common/wrapper-messages';

/**
 * The root shell's wrapper-facing parts (SPEC §2.6 "a payment component and four
 * permission/update dialogs", and the rate-the-app prompt of SPEC §4 link kinds 3 and 4): the
 * one wrapper subscription around the page, and the prompts, one on screen at a time
 * (PROMPT_ORDER). Mount inside the router, the toasts and SessionStarter.
 */
export function ShellPrompts({ children, settleMs }: { children?: ReactNode; settleMs?: number }) {
  // SPEC §2.1: "the user's permissions in the public area are not shown", nor anything else
  // of the gardener's: a public page is for visitors.
  const isPublic = isPublicPath(useLocation().pathname);
  return (
    <WrapperMessagesProvider>
      <PromptQueueProvider settleMs={settleMs}>
        {children}
        {!isPublic && (
          <>
            <AppUpdatePrompt />
            <PermissionPrompts />
            <PurchasePrompt />
            <RatingPrompt />
          </>
        )}
      </PromptQueueProvider>
    </WrapperMessagesProvider>
  );
}
