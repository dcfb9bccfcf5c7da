import { useState, type FormEvent } from 'react';
import {
  canSaveNickname,
  Modal,
  nicknameError,
  notify,
  updateIdentity,
  useAppDispatch,
  useSaveNicknameMutation,
  useSkipNicknameMutation,
  Button,
} from '@thrive/shared';
import { NICKNAME_MAX_LENGTH, PROMPT_SUCCESS_CODE } from '@thrive/shared/contracts';
import { ExpertAvatar } from './expert-avatar';
import styles from './landing-prompts.module.css';

/** SPEC §2.6 nickname prompt, verbatim. */
export const NICKNAME_TITLE = "Let's Grow Together!";
export const NICKNAME_QUESTION = 'What should I call you?';
export const NICKNAME_NOTE = 'You can change this in your User Profile later. We will not share your info.';
/** SPEC §8: a failed save or skip, titled with the avatar's question. */
export const NICKNAME_FAILED_MESSAGE =
  'An error has occurred while submitting your request. Please try later';

const succeeded = (call: Promise<{ code: number }>) =>
  call.then(
    ({ code }) => code === PROMPT_SUCCESS_CODE,
    () => false,
  );

interface Props {
  open: boolean;
  /** Saved or skipped: the session flag is set and the dialog closes (SPEC §4). */
  onDone: () => void;
}

/**
 * SPEC §2.6, §4, §5 nickname prompt. Save needs more than 3 trimmed characters; a failed save
 * keeps the dialog open with a toast. Skip records the skip; if that call fails the gardener
 * is told, but the prompt still closes, so a server that is down never traps them in it.
 * Escape counts as Skip.
 */
export function NicknameDialog({ open, onDone }: Props) {
  const dispatch = useAppDispatch();
  const [nickname, setNickname] = useState('');
  const [saveNickname, saving] = useSaveNicknameMutation();
  const [skipNickname, skipping] = useSkipNicknameMutation();
  const busy = saving.isLoading || skipping.isLoading;
  const failed = () =>
    notify({ title: NICKNAME_QUESTION, message: NICKNAME_FAILED_MESSAGE, variant: 'error' });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const error = nicknameError(nickname);
    if (error) {
      notify({ message: error, variant: 'error' });
      return;
    }
    if (!canSaveNickname(nickname) || busy) return;
    const firstname = nickname.trim();
    if (!(await succeeded(saveNickname({ firstname }).unwrap()))) {
      failed();
      return;
    }
    // The server stops asking once a name is saved; the stored identity follows it.
    dispatch(updateIdentity({ Firstname: firstname, ShowNicknamePopup: false }));
    onDone();
  };
  const skip = async () => {
    if (busy) return;
    if (!(await succeeded(skipNickname().unwrap()))) failed();
    onDone();
  };

  return (
    <Modal
      id="nickname-dialog"
      title={NICKNAME_TITLE}
      open={open}
      hideClose
      closeOnBackdrop={false}
      onOpenChange={(next) => {
        if (!next) void skip();
      }}
    >
      <form className={styles.nickname} onSubmit={(event) => void save(event)}>
        <div className={styles.ask}>
          <ExpertAvatar />
          <label htmlFor="nickname-input" className={styles.bubble}>
            {NICKNAME_QUESTION}
          </label>
        </div>
        <input
          id="nickname-input"
          className={styles.input}
          autoComplete="given-name"
          maxLength={NICKNAME_MAX_LENGTH}
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
        />
        <Button type="submit" variant="primary" disabled={!canSaveNickname(nickname) || busy}>
          Save
        </Button>
        <button type="button" className={styles.linkButton} onClick={() => void skip()} disabled={busy}>
          Skip for Now
        </button>
        <p className={styles.note}>{NICKNAME_NOTE}</p>
      </form>
    </Modal>
  );
}
