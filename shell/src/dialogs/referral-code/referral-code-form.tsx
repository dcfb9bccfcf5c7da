import { useId } from 'react';
import { z } from 'zod';
import {
  isValidReferralAnswer,
  Modal,
  REFERRAL_CODE_INVALID_MESSAGE,
  referralCodeInputSchema,
  useLazyLookupReferralCodeQuery,
  Button,
} from '@thrive/shared';
import { useContractForm } from '@thrive/shared/forms';
import {
  REFERRAL_CODE_LABEL,
  REFERRAL_CODE_QUESTION,
  REFERRAL_CODE_TITLE,
  REFERRAL_CONTINUE_TEXT,
  REFERRAL_SKIP_TEXT,
} from './referral-code-texts';
import styles from './referral-code-dialog.module.css';

/** SPEC §5: the code as looked up, trimmed and upper-cased; an empty or blank one is never sent. */
const referralCodeFormSchema = z.object({ code: referralCodeInputSchema });
type ReferralCodeFields = z.input<typeof referralCodeFormSchema>;
type ReferralCodeInput = z.output<typeof referralCodeFormSchema>;

interface ReferralCodeChoice {
  /** As looked up: trimmed and upper-cased (SPEC §5). */
  code: string;
  /** The subscription token the code unlocks. */
  token: string;
}

export interface ReferralCodeDialogProps {
  id: string;
  open: boolean;
  onContinue: (choice: ReferralCodeChoice) => void;
  onSkip: () => void;
}

/**
 * The referral code prompt with its form, loaded when first opened (referral-code-dialog.tsx).
 * There is no close X: the gardener chose to subscribe, so the way on is Continue (with a
 * valid code) or Skip (without one). A code is valid only when the lookup answers with an Id;
 * a failed lookup counts as invalid, and Skip is always there.
 */
export function ReferralCodeForm({ id, open, onContinue, onSkip }: ReferralCodeDialogProps) {
  const inputId = useId();
  const errorId = useId();
  const form = useContractForm<ReferralCodeFields, ReferralCodeInput>({
    schema: referralCodeFormSchema,
    defaultValues: { code: '' },
  });
  const [lookup] = useLazyLookupReferralCodeQuery();
  const error = form.errorOf('code');
  const checking = form.formState.isSubmitting;

  const submit = form.submitWith(async ({ code }) => {
    const found = await lookup(code)
      .unwrap()
      .catch((failure: unknown) => {
        console.warn('Referral code lookup failed', failure);
        return undefined;
      });
    // The lookup's word: it goes once the code is changed.
    if (!isValidReferralAnswer(found)) {
      form.setError('code', { type: 'server', message: REFERRAL_CODE_INVALID_MESSAGE });
      return;
    }
    // The next opening starts empty.
    form.reset();
    onContinue({ code, token: found.Token });
  });

  return (
    <Modal
      id={id}
      title={REFERRAL_CODE_TITLE}
      open={open}
      onOpenChange={() => undefined}
      hideClose
      closeOnBackdrop={false}
      closeOnEscape={false}
    >
      <form
        noValidate
        onSubmit={(event) => {
          // One lookup at a time.
          if (checking) event.preventDefault();
          else void submit(event);
        }}
      >
        <p className={styles.question}>{REFERRAL_CODE_QUESTION}</p>
        <label className={styles.label} htmlFor={inputId}>
          {REFERRAL_CODE_LABEL}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error !== undefined}
          aria-describedby={error ? errorId : undefined}
          {...form.register('code')}
        />
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button
            grow
            onClick={() => {
              form.reset();
              onSkip();
            }}
          >
            {REFERRAL_SKIP_TEXT}
          </Button>
          <Button type="submit" grow variant="primary" disabled={checking}>
            {REFERRAL_CONTINUE_TEXT}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
