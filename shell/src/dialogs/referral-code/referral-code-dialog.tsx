import { useId, useState, type FormEvent } from 'react';
import {
  isReferralCodeEntered,
  isValidReferralAnswer,
  Modal,
  normalizeReferralCode,
  REFERRAL_CODE_INVALID_MESSAGE,
  useLazyLookupReferralCodeQuery,
  Button,
} from '@thrive/shared';
import styles from './referral-code-dialog.module.css';

/** SPEC §2.6 Referral code prompt, verbatim. */
export const REFERRAL_CODE_QUESTION = 'Do you have a referral code from one of our partners?';
const REFERRAL_CODE_TITLE = 'Referral Code';
const REFERRAL_CODE_LABEL = 'Referral code';
const REFERRAL_CONTINUE_TEXT = 'Continue';
const REFERRAL_SKIP_TEXT = 'Skip';

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
 * The referral code prompt of the purchase flow (SPEC §2.6, §5 Referral code). There is no
 * close X: the gardener chose to subscribe, so the way on is Continue (with a valid code) or
 * Skip (without one). A code is valid only when the lookup answers with an Id; a failed lookup
 * counts as invalid, and Skip is always there.
 */
export function ReferralCodeDialog({ id, open, onContinue, onSkip }: ReferralCodeDialogProps) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [checking, setChecking] = useState(false);
  const [lookup] = useLazyLookupReferralCodeQuery();

  // The next opening starts empty.
  const reset = () => {
    setText('');
    setInvalid(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    if (!isReferralCodeEntered(text)) {
      setInvalid(true);
      return;
    }
    const code = normalizeReferralCode(text);
    setChecking(true);
    const found = await lookup(code)
      .unwrap()
      .catch((error: unknown) => {
        console.warn('Referral code lookup failed', error);
        return undefined;
      });
    setChecking(false);
    if (!isValidReferralAnswer(found)) return setInvalid(true);
    reset();
    onContinue({ code, token: found.Token });
  };

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
      <form noValidate onSubmit={(event) => void submit(event)}>
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
          value={text}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
        />
        {invalid && (
          <p id={errorId} className={styles.error} role="alert">
            {REFERRAL_CODE_INVALID_MESSAGE}
          </p>
        )}
        <div className={styles.actions}>
          <Button
            grow
            onClick={() => {
              reset();
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
