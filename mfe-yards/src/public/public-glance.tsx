import { countText } from '@thrive/shared';
import type { PublicYard } from '@thrive/shared/contracts';
import { PlantStrip } from '../common/plant-strip';
import { countPlants } from '../common/score-counts';
import { ScoreSummaryBar } from '../common/score-summary-bar';
import { yardSample } from '../common/yard-sample';
import ui from '../common/ui.module.css';

/** Every plant of the yard, each with its zone: what the glance samples and counts. */
function plantsOfYard(yard: PublicYard) {
  return yard.Zones.flatMap((zone) => zone.Plants.map((plant) => ({ ...plant, ZoneId: zone.Id })));
}

/** The garden at a glance, as a gardener's own dashboard shows it: counts, pictures, scores. */
export function PublicGlance({ yard }: { yard: PublicYard }) {
  const plants = plantsOfYard(yard);
  return (
    <section className={ui.section} aria-labelledby="public-glance-title">
      <h3 id="public-glance-title" className={ui.sectionTitle}>
        At a glance
      </h3>
      <p className={ui.muted}>
        {countText(yard.Zones.length, 'zone', 'zones')} · {countText(plants.length, 'plant', 'plants')}
      </p>
      <PlantStrip plants={yardSample(plants)} label={`Plants in ${yard.Name}`} />
      <ScoreSummaryBar counts={countPlants(plants)} />
    </section>
  );
}
