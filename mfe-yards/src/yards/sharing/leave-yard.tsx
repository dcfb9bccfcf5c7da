import { useState } from 'react';
import { LogOut } from 'lucide-react';
import {
  Button,
  ConfirmDialog,
  errorText,
  notify,
  selectUserId,
  useAppSelector,
  useCarriedLink,
  useLeaveYardMutation,
} from '@thrive/shared';
import type { Yard } from '@thrive/shared/contracts';
import ui from '../../common/ui.module.css';
import { useLeaveRemoved } from '../../common/use-leave-removed';

interface Props {
  yard: Yard;
  /** Closes the sharing panel before the yard is left. */
  onLeaving: () => void;
}

/**
 * A member leaves a shared yard (removes their own membership), after a confirmation. Then
 * the yard is no longer theirs to read: the app goes to the yard list and only then forgets it,
 * as after a delete, so it is never asked for again.
 */
export function LeaveYard({ yard, onLeaving }: Props) {
  const userId = useAppSelector(selectUserId);
  const leave = useLeaveRemoved();
  const carried = useCarriedLink();
  const [leaveYard, leaving] = useLeaveYardMutation();
  const [confirming, setConfirming] = useState(false);

  async function confirm() {
    setConfirming(false);
    try {
      const { message } = await leaveYard({ yardId: yard.Id, memberId: userId }).unwrap();
      onLeaving();
      leave(carried('/yards'), { yardId: yard.Id });
      notify({ message, variant: 'success' });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)} disabled={leaving.isLoading}>
        <span className={ui.iconText}>
          <LogOut aria-hidden="true" size={18} /> {leaving.isLoading ? 'Leaving…' : 'Leave this yard'}
        </span>
      </Button>
      <ConfirmDialog
        id="leave-yard"
        type="danger"
        title={`Leave ${yard.Name}?`}
        message={`You no longer see this yard or its tasks. ${yard.Sharing?.OwnerName ?? 'The owner'} can invite you again.`}
        open={confirming}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
