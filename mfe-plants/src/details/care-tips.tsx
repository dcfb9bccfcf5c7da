import { LoadError, Loading, errorText, useGetCareTipsQuery } from '@thrive/shared';
import type { CareTip } from '@thrive/shared/contracts';
import { FoldSection } from './fold-section';
import { Glyph } from './glyphs';
import styles from './details.module.css';
import tipStyles from './tips.module.css';

interface CareTipGroup {
  CareCategoryId: number;
  CareCategory: string;
  Icon: string;
  Bodies: string[];
}

/** Tips grouped by care category, in the order the categories first come. */
function groupCareTips(tips: CareTip[]): CareTipGroup[] {
  const groups = new Map<number, CareTipGroup>();
  for (const tip of tips) {
    const group = groups.get(tip.CareCategoryId);
    if (group) group.Bodies.push(tip.Body);
    else
      groups.set(tip.CareCategoryId, {
        CareCategoryId: tip.CareCategoryId,
        CareCategory: tip.CareCategory,
        Icon: tip.Icon,
        Bodies: [tip.Body],
      });
  }
  return [...groups.values()];
}

/** How to look after the plant, folded until opened: the tips are the page's longest part. */
export function CareTips({ plantId }: { plantId: number }) {
  return (
    <FoldSection id="care-tips" headingId="care-tips" title="Care tips">
      <CareTipGroups plantId={plantId} />
    </FoldSection>
  );
}

/** One group per care category with its icon. */
function CareTipGroups({ plantId }: { plantId: number }) {
  const tips = useGetCareTipsQuery(plantId);
  const groups = groupCareTips(tips.data ?? []);
  return (
    <>
      {tips.isLoading ? (
        <Loading label="Loading the care tips…" />
      ) : tips.error ? (
        <LoadError message={errorText(tips.error)} onRetry={() => void tips.refetch()} />
      ) : groups.length === 0 ? (
        <p className={styles.muted}>There are no care tips for this plant yet.</p>
      ) : (
        <ul className={tipStyles.tipGroups}>
          {groups.map((group) => (
            <li key={group.CareCategoryId}>
              <h4 className={tipStyles.tipTitle}>
                <span className={tipStyles.tipIcon}>
                  <Glyph name={group.Icon} />
                </span>
                {group.CareCategory}
              </h4>
              {group.Bodies.map((body, index) => (
                <p key={index} className={tipStyles.tipBody}>
                  {body}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
