import { errorText, LoadError, Loading, Modal, useGetYardMembersQuery } from '@thrive/shared';
import type { Yard } from '@thrive/shared/contracts';
import { yardPermissions } from '@thrive/shared';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';
import { LeaveYard } from './leave-yard';
import { MemberList } from './member-list';
import styles from './sharing.module.css';

interface Props {
  yard: Yard;
  open: boolean;
  onClose: () => void;
}

/**
 * Who shares a yard. The owner sees the members (role choice, remove), the open invitations
 * (withdraw) and the invite form; a member sees the owner and members and can leave.
 * The members are read only while the panel is open.
 */
export function YardSharingDialog({ yard, open, onClose }: Props) {
  const manage = yardPermissions(yard).manageYard;
  const members = useGetYardMembersQuery(yard.Id, { skip: !open });
  return (
    <Modal
      id="yard-sharing"
      size="md"
      title={manage ? `Share ${yard.Name}` : `Members of ${yard.Name}`}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <div className={styles.panel}>
        {members.isLoading ? (
          <Loading label="Loading the members…" />
        ) : members.error || !members.data ? (
          <LoadError message={errorText(members.error)} onRetry={() => void members.refetch()} />
        ) : (
          <>
            <MemberList yardId={yard.Id} members={members.data} manage={manage} />
            {manage && <InvitationList yardId={yard.Id} invitations={members.data.Invitations} />}
          </>
        )}
        {manage ? <InviteForm yardId={yard.Id} /> : <LeaveYard yard={yard} onLeaving={onClose} />}
      </div>
    </Modal>
  );
}
