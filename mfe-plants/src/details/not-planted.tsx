import { Button } from '@thrive/shared';
import { PLANT_ZONES_HEADING_ID } from './plant-zones';
import taskStyles from './care-tasks.module.css';

/** Takes the gardener to the zones section of this page, where each zone has Add to zone. */
function goToZones() {
  const heading = document.getElementById(PLANT_ZONES_HEADING_ID);
  heading?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  heading?.focus();
}

/** Tasks come from plants in zones: a plant the gardener does not grow has none yet. */
export function NotPlanted({ plantName }: { plantName: string }) {
  return (
    <div className={taskStyles.notPlanted}>
      <p>
        You have not planted {plantName} in any of your zones yet. Add it to a zone and its care tasks will
        appear here.
      </p>
      <Button variant="primary" onClick={goToZones}>
        Add it to a zone
      </Button>
    </div>
  );
}
