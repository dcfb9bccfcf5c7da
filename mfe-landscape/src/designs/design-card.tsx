import { Link } from 'react-router-dom';
import { Button, countText, useCarriedLink } from '@thrive/shared';
import type { DesignListItem } from '@thrive/shared/landscape';
import { designPath, designPlanPath } from './design-paths';
import { useLayoutImage } from './use-layout-image';
import styles from './designs.module.css';

/** A bed outline shown until (or instead of) the design's own layout. */
function LayoutPlaceholder() {
  return (
    <svg className={styles.thumb} viewBox="0 0 96 64" aria-hidden="true" focusable="false">
      <rect x="4" y="12" width="88" height="40" rx="4" fill="#f3ead8" stroke="#6d4c41" strokeWidth="2" />
      {[20, 40, 60, 80].map((x) => (
        <circle key={x} cx={x} cy="32" r="7" fill="#5b8c2a" fillOpacity="0.75" />
      ))}
    </svg>
  );
}

/** One design in the gardener's list: its layout, name, size and plants, with its actions. */
export function DesignCard({ design, onDelete }: { design: DesignListItem; onDelete: () => void }) {
  const carried = useCarriedLink();
  const layout = useLayoutImage(design.Thumbnail);
  const nameId = `design-${design.Id}-name`;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      {layout ? <img className={styles.thumb} src={layout} alt="" /> : <LayoutPlaceholder />}
      <div className={styles.cardBody}>
        <h3 id={nameId} className={styles.cardName}>
          <Link to={carried(designPath(design.Id))}>{design.Name}</Link>
        </h3>
        <p className={styles.muted}>
          {design.AreaFt} sq ft {design.AreaIn} sq in · {countText(design.PlantCount, 'plant', 'plants')}
        </p>
        <div className={styles.cardActions}>
          <Link to={carried(designPlanPath(design.Id))} className={styles.linkButton}>
            Plan
          </Link>
          <Button variant="danger" aria-label={`Delete ${design.Name}`} onClick={onDelete}>
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
