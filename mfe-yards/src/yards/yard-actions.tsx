import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowRightLeft, ChartColumn, Copy, Globe, Lock, Plus, Users } from 'lucide-react';
import {
  Button,
  notify,
  useCarriedLink,
  useCopyYardMutation,
  useSetYardPublicMutation,
  useRecordLinkClick,
} from '@thrive/shared';
import { LINK_KINDS, type Yard } from '@thrive/shared/contracts';
import { errorText } from '@thrive/shared';
import ui from '../common/ui.module.css';
import { CareTasksLink } from '../common/care-tasks-link';
import actionStyles from '../common/actions.module.css';
import { yardPermissions } from '@thrive/shared';
import { YardSharingDialog } from './sharing/yard-sharing-dialog';
import { TransferYardDialog } from './transfer-yard-dialog';

/**
 * The page's own actions of a yard; add zone, edit and delete are in the header toolbar.
 * Each records its link kind (SPEC §4: 17 thrive, 20 add yard, 22 copy, 23 transfer).
 * Copy, transfer, public and sharing are the owner's alone; on a yard shared with the reader
 * "Members" shows who gardens it, and lets the reader leave.
 */
export function YardActions({ yard }: { yard: Yard }) {
  const navigate = useNavigate();
  const carried = useCarriedLink();
  const record = useRecordLinkClick('mfe-yards');
  const [copyYard, copying] = useCopyYardMutation();
  const [setPublic, publishing] = useSetYardPublicMutation();
  const [transferring, setTransferring] = useState(false);
  const [sharing, setSharing] = useState(false);
  const { manageYard } = yardPermissions(yard);

  async function copy() {
    record(LINK_KINDS.YardCopy);
    try {
      const copied = await copyYard(yard.Id).unwrap();
      notify({ message: `${yard.Name} was copied to ${copied.Name}.`, variant: 'success' });
      navigate(carried(`/yards/view/${copied.Id}`));
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  }

  async function togglePublic() {
    try {
      const saved = await setPublic({ YardId: yard.Id, IsPublic: !yard.IsPublic }).unwrap();
      notify({
        message: saved.IsPublic ? `${saved.Name} is public now.` : `${saved.Name} is private again.`,
        variant: 'success',
      });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  }

  return (
    <div className={actionStyles.actions}>
      <Link
        to={carried(`/thrive/table/${yard.Id}`)}
        className={`${ui.buttonLink} ${ui.primaryLink}`}
        onClick={() => record(LINK_KINDS.YardThrive)}
      >
        <ChartColumn aria-hidden="true" size={18} /> Thrive Scorecard
      </Link>
      <CareTasksLink />
      <Link
        to={carried('/yards/setup')}
        className={ui.buttonLink}
        onClick={() => record(LINK_KINDS.YardAddYard)}
      >
        <Plus aria-hidden="true" size={18} /> Add a yard
      </Link>
      <Button onClick={() => setSharing(true)} aria-haspopup="dialog">
        <span className={ui.iconText}>
          <Users aria-hidden="true" size={18} /> {manageYard ? 'Share' : 'Members'}
        </span>
      </Button>
      {manageYard && (
        <>
          <Button onClick={() => void copy()} disabled={copying.isLoading}>
            <span className={ui.iconText}>
              <Copy aria-hidden="true" size={18} /> {copying.isLoading ? 'Copying…' : 'Copy yard'}
            </span>
          </Button>
          <Button
            onClick={() => {
              record(LINK_KINDS.YardTransfer);
              setTransferring(true);
            }}
          >
            <span className={ui.iconText}>
              <ArrowRightLeft aria-hidden="true" size={18} /> Transfer yard
            </span>
          </Button>
          <Button onClick={() => void togglePublic()} disabled={publishing.isLoading}>
            <span className={ui.iconText}>
              {yard.IsPublic ? <Lock aria-hidden="true" size={18} /> : <Globe aria-hidden="true" size={18} />}
              {yard.IsPublic ? 'Make private' : 'Make public'}
            </span>
          </Button>
          <TransferYardDialog yard={yard} open={transferring} onClose={() => setTransferring(false)} />
        </>
      )}
      <YardSharingDialog yard={yard} open={sharing} onClose={() => setSharing(false)} />
    </div>
  );
}
