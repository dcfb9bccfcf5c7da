import { Button, errorText, notify, useWithdrawInvitationMutation } from '@thrive/shared';
import type { YardInvitation } from '@thrive/shared/contracts';
import ui from '../../common/ui.module.css';
import { expiryDay, ROLE_NAMES } from './member-roles';
import styles from './sharing.module.css';

/** Who an invitation is for: its address, or "Link" for one the owner passes on. */
const invitee = (invitation: YardInvitation) => invitation.Email || 'Link';

/** The invitations not yet accepted: for whom, in which role, until when; each can be withdrawn. */
export function InvitationList({ yardId, invitations }: { yardId: number; invitations: YardInvitation[] }) {
  const [withdraw, withdrawing] = useWithdrawInvitationMutation();

  async function withdrawOne(invitation: YardInvitation) {
    try {
      const { message } = await withdraw({ yardId, invitationId: invitation.Id }).unwrap();
      notify({ message, variant: 'success' });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  }

  return (
    <section aria-labelledby="yard-invitations-title" className={styles.part}>
      <h3 id="yard-invitations-title" className={styles.partTitle}>
        Open invitations
      </h3>
      {invitations.length === 0 ? (
        <p className={ui.muted}>No open invitations.</p>
      ) : (
        <ul className={styles.people}>
          {invitations.map((invitation) => (
            <li key={invitation.Id} className={styles.person}>
              <span className={styles.name}>{invitee(invitation)}</span>
              <span className={ui.muted}>
                {ROLE_NAMES[invitation.Role]} · expires {expiryDay(invitation.ExpiresAt)}
              </span>
              <Button
                onClick={() => void withdrawOne(invitation)}
                disabled={withdrawing.isLoading}
                aria-label={
                  invitation.Email
                    ? `Withdraw the invitation to ${invitation.Email}`
                    : `Withdraw the link invitation (${ROLE_NAMES[invitation.Role]}, expires ${expiryDay(invitation.ExpiresAt)})`
                }
              >
                Withdraw
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
