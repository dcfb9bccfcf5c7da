import { useState } from 'react';
import {
  ConfirmDialog,
  errorText,
  notify,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
} from '@thrive/shared';
import type { YardMember, YardMemberRole, YardMembers } from '@thrive/shared/contracts';
import ui from '../../common/ui.module.css';
import { MemberRow } from './member-row';
import { ROLE_NAMES } from './member-roles';
import styles from './sharing.module.css';

interface Props {
  yardId: number;
  members: YardMembers;
  /** The owner reads: roles can be changed and members removed. */
  manage: boolean;
}

/** Who shares the yard: its owner first, then the members with their roles. */
export function MemberList({ yardId, members, manage }: Props) {
  const [changeRole] = useChangeMemberRoleMutation();
  const [removeMember] = useRemoveMemberMutation();
  const [removing, setRemoving] = useState<YardMember | null>(null);

  async function changeRoleOf(member: YardMember, role: YardMemberRole): Promise<boolean> {
    try {
      const { message } = await changeRole({ yardId, memberId: member.UserId, Role: role }).unwrap();
      notify({ message, variant: 'success' });
      return true;
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
      return false;
    }
  }

  async function remove(member: YardMember) {
    setRemoving(null);
    try {
      const { message } = await removeMember({ yardId, memberId: member.UserId }).unwrap();
      notify({ message, variant: 'success' });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  }

  return (
    <section aria-labelledby="yard-members-title" className={styles.part}>
      <h3 id="yard-members-title" className={styles.partTitle}>
        Members
      </h3>
      <ul className={styles.people}>
        <li className={styles.person}>
          <span className={styles.name}>{members.OwnerName}</span>
          <span className={ui.muted}>{ROLE_NAMES.owner}</span>
        </li>
        {members.Members.map((member) => (
          <MemberRow
            key={`${member.UserId}:${member.Role}`}
            member={member}
            manage={manage}
            onRole={(role) => changeRoleOf(member, role)}
            onRemove={() => setRemoving(member)}
          />
        ))}
      </ul>
      {members.Members.length === 0 && <p className={ui.muted}>No one else gardens here yet.</p>}
      <ConfirmDialog
        id="remove-member"
        type="danger"
        title={removing ? `Remove ${removing.Name} from this yard?` : undefined}
        message="They no longer see the yard or its tasks. You can invite them again."
        open={removing !== null}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
