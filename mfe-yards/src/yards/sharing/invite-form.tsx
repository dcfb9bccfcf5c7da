import { useState } from 'react';
import { formStyles as fields, useInviteToYardMutation } from '@thrive/shared';
import {
  YARD_MEMBER_ROLES,
  yardInvitationInputSchema,
  type YardInvitationCreated,
  type YardInvitationInput,
  type YardMemberRole,
} from '@thrive/shared/contracts';
import {
  SubmitButton,
  TextField,
  useContractForm,
  useController,
  useWatch,
  type ContractForm,
} from '@thrive/shared/forms';
import { InvitationLink } from './invitation-link';
import { LINK_TERMS, ROLE_HINTS, ROLE_NAMES } from './member-roles';
import styles from './sharing.module.css';

/** What the owner chose and typed. */
interface InviteFields {
  Role: YardMemberRole;
  Email: string;
}

/** Without an address the invitation is a link the owner passes on: Email left out. */
const toInvitation = (values: InviteFields): YardInvitationInput => ({
  Role: values.Role,
  Email: values.Email.trim() || undefined,
});

/** The role as two choices, each with its one line of what it allows. */
function RoleChoice({ form }: { form: ContractForm<InviteFields, YardInvitationInput> }) {
  const { field } = useController({ control: form.control, name: 'Role' });
  const error = form.errorOf('Role');
  return (
    <fieldset className={styles.roles} aria-describedby={error ? 'invite-role-error' : undefined}>
      <legend className={styles.legend}>Role</legend>
      {YARD_MEMBER_ROLES.map((role) => (
        <div key={role} className={styles.roleChoice}>
          <input
            type="radio"
            id={`invite-role-${role}`}
            name={field.name}
            value={role}
            checked={field.value === role}
            onChange={() => field.onChange(role)}
            onBlur={field.onBlur}
            ref={field.value === role ? field.ref : undefined}
            aria-describedby={`invite-role-${role}-hint`}
          />
          <label htmlFor={`invite-role-${role}`}>{ROLE_NAMES[role]}</label>
          <p id={`invite-role-${role}-hint`} className={styles.roleHint}>
            {ROLE_HINTS[role]}
          </p>
        </div>
      ))}
      {error && (
        <p id="invite-role-error" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The owner invites someone to a yard: by email (the server mails the link) or, with no
 * address, by a link shown here once to copy. The link holds the invitation's secret, which
 * the server never gives again.
 */
export function InviteForm({ yardId }: { yardId: number }) {
  const [invite] = useInviteToYardMutation();
  const [created, setCreated] = useState<YardInvitationCreated | null>(null);
  const form = useContractForm<InviteFields, YardInvitationInput>({
    schema: yardInvitationInputSchema,
    defaultValues: { Role: 'gardener', Email: '' },
    toInput: toInvitation,
  });
  const byEmail = useWatch({ control: form.control, name: 'Email' }).trim() !== '';

  const submit = form.submitWith(async (input) => {
    setCreated(null);
    const answer = await invite({ yardId, ...input }).unwrap();
    setCreated(answer);
    // Ready for the next one, in the same role.
    form.reset({ Role: input.Role, Email: '' });
  });

  return (
    <section aria-labelledby="invite-title" className={styles.part}>
      <h3 id="invite-title" className={styles.partTitle}>
        Invite someone
      </h3>
      <form
        className={fields.form}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={form.formState.isSubmitting}
      >
        <RoleChoice form={form} />
        <TextField
          form={form}
          name="Email"
          id="invite-email"
          label="Email (optional)"
          hint="We send them the invitation. Leave it empty to get a link to pass on yourself."
          type="email"
          autoComplete="off"
        />
        <div className={fields.buttons}>
          <SubmitButton form={form} busyText={byEmail ? 'Sending…' : 'Creating…'}>
            {byEmail ? 'Send invitation' : 'Create link'}
          </SubmitButton>
        </div>
      </form>
      <div role="status" className={styles.created}>
        {created &&
          (created.Email ? (
            <p>Invitation sent to {created.Email}.</p>
          ) : (
            <p>
              Link created for a {ROLE_NAMES[created.Role].toLowerCase()}. {LINK_TERMS}
            </p>
          ))}
      </div>
      {created && !created.Email && <InvitationLink link={created.Link} />}
    </section>
  );
}
