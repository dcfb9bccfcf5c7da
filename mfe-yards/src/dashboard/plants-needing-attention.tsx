import { Link } from 'react-router-dom';
import { countText, useCarriedLink, visuallyHidden } from '@thrive/shared';
import { ThriveScoreIcon } from '@thrive/shared';
import type { ThriveRow } from '@thrive/shared/contracts';
import { LoadError, Loading } from '@thrive/shared';
import ui from '../common/ui.module.css';
import styles from './dashboard.module.css';
import { needingAttention } from './needing-attention';

/** The dashboard shows the worst few; the scorecard has them all. */
const ATTENTION_LIMIT = 8;

interface Props {
  rows: ThriveRow[] | undefined;
  loading: boolean;
  error: string | null;
}

/** Plants whose overall score is poor or borderline, with what the score means (SPEC §8). */
export function PlantsNeedingAttention({ rows, loading, error }: Props) {
  const carried = useCarriedLink();
  const attention = needingAttention(rows ?? []);
  return (
    <section className={ui.section} aria-labelledby="attention-title">
      <h3 id="attention-title" className={ui.sectionTitle}>
        Plants needing attention
      </h3>
      {loading ? (
        <Loading label="Scoring your plants…" />
      ) : error ? (
        <LoadError message={error} />
      ) : rows?.length === 0 ? (
        <p className={ui.muted}>Add plants to a zone to see how they will thrive.</p>
      ) : attention.length === 0 ? (
        <p className={ui.muted}>Every plant should thrive where it grows.</p>
      ) : (
        <>
          <ul className={styles.attention}>
            {attention.slice(0, ATTENTION_LIMIT).map((row) => (
              <li key={row.PlantZoneId} className={styles.attentionItem}>
                <ThriveScoreIcon
                  kind="overall"
                  score={row.Overall.Score}
                  tooltip={row.Overall.Tooltip}
                  subject={row.CommonName}
                />
                <div>
                  <p className={styles.plantName}>
                    {row.CommonName}{' '}
                    <span className={ui.muted}>
                      in {row.ZoneName}, {row.YardName}
                    </span>
                  </p>
                  <p className={ui.muted}>{row.Overall.Tooltip}</p>
                  <Link to={carried(`/thrive/table/${row.YardId}`)} className={ui.link}>
                    See the scorecard<span className={visuallyHidden}> for {row.CommonName}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          {attention.length > ATTENTION_LIMIT && (
            <Link to={carried('/thrive/table/0')} className={ui.link}>
              See all {countText(attention.length, 'plant', 'plants')} on the Thrive Scorecard
            </Link>
          )}
        </>
      )}
    </section>
  );
}
