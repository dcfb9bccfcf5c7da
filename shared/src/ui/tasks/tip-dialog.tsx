import type { Task } from '@thrive/shared/contracts';
import { Button, Modal } from '@thrive/shared';
import styles from './task-list.module.css';

export const TIP_DIALOG_ID = 'task-tip';

/** SHOW ME of a tip without a route: the tip's words (SPEC §3 Tip Body), and its sponsor's name. */
export function TipDialog({ task, onClose }: { task: Task | null; onClose(): void }) {
  const tip = task?.Tip ?? null;
  return (
    <Modal
      id={TIP_DIALOG_ID}
      title={task?.taskType ?? ''}
      open={task !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Button grow variant="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {tip?.ImageFile && <img className={styles.tipImage} src={tip.ImageFile} alt="" />}
      <p className={styles.tipBody}>{tip?.Body || task?.Details}</p>
      {tip?.CampaignName && <p className={styles.tipSponsor}>From {tip.CampaignName}</p>}
    </Modal>
  );
}
