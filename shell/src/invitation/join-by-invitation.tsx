import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { errorText, invitationJoinInputSchema, notify, useJoinByInvitationMutation } from '@thrive/shared';
import { SubmitButton, TextField, useContractForm } from '@thrive/shared/forms';
import { useAddressParams } from '../common/address-params';
import { LinkPageProblem, linkPageStyles } from '../common/link-page-problem';
import { yardPagePath } from '../common/yard-page-path';
import { signInAddress } from '../common/sign-in-address';
import {
  EMAIL_LABEL,
  FOR_AN_ADDRESS,
  HAVE_AN_ACCOUNT,
  JOIN_HEADING,
  JOIN_INTRO,
  JOIN_TEXT,
  JOINING_TEXT,
  NAME_HINT,
  NAME_LABEL,
  PROBLEM_HEADING,
} from './invitation-texts';
import styles from './invitation.module.css';

interface JoinFields {
  Email: string;
  Name: string;
}
type JoinInput = z.output<typeof invitationJoinInputSchema>;

/**
 * Someone signed out joins through the invitation: the server makes their account and
 * answers its sign-in key, and the page opens the yard with that key in the address, as a
 * sign-in link does, so the session starts the one way every session starts.
 */
export function JoinByInvitation({ token, forAnAddress }: { token: string; forAnAddress: boolean }) {
  const emailId = useId();
  const nameId = useId();
  const [join] = useJoinByInvitationMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const carried = useAddressParams();
  const form = useContractForm<JoinFields, JoinInput>({
    schema: invitationJoinInputSchema,
    defaultValues: { Email: '', Name: '' },
    // A blank name is left out: the server then names the account itself.
    toInput: ({ Email, Name }) => ({ Token: token, Email, ...(Name.trim() ? { Name } : {}) }),
  });

  const submit = form.submitWith(
    async (input) => {
      setProblem(null);
      const joined = await join(input).unwrap();
      notify({ message: joined.message, variant: 'success' });
      // Replaced: Back does not lead to the used invitation's form.
      void navigate(signInAddress(yardPagePath(joined.YardId), joined.Key, carried), { replace: true });
    },
    { onRefused: (error) => setProblem(errorText(error)) },
  );

  return (
    <section aria-labelledby="join-heading">
      <h3 id="join-heading" className={styles.subheading}>
        {JOIN_HEADING}
      </h3>
      <p className={styles.note}>{JOIN_INTRO}</p>
      {forAnAddress && <p className={styles.note}>{FOR_AN_ADDRESS}</p>}
      {problem && <LinkPageProblem heading={PROBLEM_HEADING} message={problem} />}
      <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
        <TextField
          form={form}
          name="Email"
          id={emailId}
          label={EMAIL_LABEL}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <TextField
          form={form}
          name="Name"
          id={nameId}
          label={NAME_LABEL}
          hint={NAME_HINT}
          autoComplete="name"
        />
        <div className={linkPageStyles.actions}>
          <SubmitButton form={form} busyText={JOINING_TEXT} grow>
            {JOIN_TEXT}
          </SubmitButton>
        </div>
      </form>
      <p className={styles.note}>{HAVE_AN_ACCOUNT}</p>
    </section>
  );
}
