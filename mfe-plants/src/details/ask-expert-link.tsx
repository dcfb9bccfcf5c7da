import { Link } from 'react-router-dom';
import { useCarriedLink, useRecordLinkClick } from '@thrive/shared';
import { LINK_KINDS } from '@thrive/shared/contracts';
import { AREA } from './use-record-plant-view';
import styles from './details.module.css';

/** To the expert with this plant chosen (plants/askexpert?pid=), recorded as link kind 30 (SPEC §4). */
export function AskExpertLink({ plantId }: { plantId: number }) {
  const carried = useCarriedLink();
  const record = useRecordLinkClick(AREA);
  return (
    <p>
      <Link
        to={carried(`/plants/askexpert?pid=${plantId}`)}
        className={styles.buttonLink}
        onClick={() => record(LINK_KINDS.PlantExpertHelp)}
      >
        Ask the expert about this plant
      </Link>
    </p>
  );
}
