import type { ExpertPersona } from '@thrive/shared/contracts';
import { ExpertAvatar } from '@thrive/shared/plant-details';
import styles from './ask-expert.module.css';

/** Who the question goes to (SPEC §1 "a named expert persona"): face, name and role. */
export function ExpertCard({ expert }: { expert: ExpertPersona }) {
  return (
    <div className={styles.expert}>
      <ExpertAvatar kind={expert.Avatar} size={64} />
      <div>
        <p className={styles.expertName}>{expert.Name}</p>
        <p className={styles.expertRole}>{expert.Role}</p>
      </div>
    </div>
  );
}
