import { useState } from 'react';
import { UserMinus } from 'lucide-react';
import { Button, formStyles as fields, visuallyHidden } from '@thrive/shared';
import { YARD_MEMBER_ROLES, type YardMember, type YardMemberRole } from '@thrive/shared/contracts';
import ui from '../../common/ui.module.css';
import { ROLE_NAMES } from './member-roles';
import styles from './sharing.module.css';

interface Props {
  member: YardMember;
  /** The owner reads: the role is a choice and the member can be removed. */
  manage: boolean;
  /** Resolves false when the change was refused, so the choice goes back. */
  onRole: (role: YardMemberRole) => Promise<boolean>;
  onRemove: () => void;
}

/** One member of a shared yard: name and role; for the owner a role choice and Remove. */
export function MemberRow({ member, manage, onRole, onRemove }: Props) {
  const selectId = `member-role-${member.UserId}`;
  // Shown at once, before the members are read again.
  const [role, setRole] = useState(member.Role);

  async function choose(next: YardMemberRole) {
    const before = role;
    setRole(next);
    if (!(await onRole(next))) setRole(before);
  }

  return (
    <li className={styles.person}>
      <span className={styles.name}>{member.Name}</span>
      {manage ? (
        <span className={styles.personTools}>
          <label htmlFor={selectId} className={styles.inlineLabel}>
            Role<span className={visuallyHidden}> of {member.Name}</span>
          </label>
          <select
            id={selectId}
            className={fields.control}
            value={role}
            onChange={(event) => void choose(event.target.value as YardMemberRole)}
          >
            {YARD_MEMBER_ROLES.map((option) => (
              <option key={option} value={option}>
                {ROLE_NAMES[option]}
              </option>
            ))}
          </select>
          <Button variant="secondary" onClick={onRemove} aria-label={`Remove ${member.Name}`}>
            <span className={ui.iconText}>
              <UserMinus aria-hidden="true" size={18} /> Remove
            </span>
          </Button>
        </span>
      ) : (
        <span className={ui.muted}>{ROLE_NAMES[member.Role]}</span>
      )}
    </li>
  );
}
