import {
  LoadError,
  Loading,
  errorText,
  useGetPlantAttributesQuery,
  useRecordLinkClick,
} from '@thrive/shared';
import { AttributeIcons, type ExpertAvatarKind } from '@thrive/shared/plant-details';
import { LINK_KINDS, type PlantAttributeLists } from '@thrive/shared/contracts';
import { FoldSection } from './fold-section';
import { Glyph } from './glyphs';
import { AREA } from './use-record-plant-view';
import styles from './details.module.css';

/** The lists in the order the page shows them, each with its heading and expert (SPEC §2.6). */
const LISTS: [keyof PlantAttributeLists, string, ExpertAvatarKind][] = [
  ['Attractants', 'Attracts', 'gardener'],
  ['Resistances', 'Resistant to', 'botanist'],
  ['Tolerances', 'Tolerates', 'gardener'],
  ['Poisonous', 'Toxicity', 'botanist'],
];

/** What the plant attracts, resists, tolerates and is toxic to, folded until opened. */
export function PlantAttributes({ plantId }: { plantId: number }) {
  return (
    <FoldSection id="plant-attributes" headingId="plant-attributes" title="Attributes">
      <AttributeLists plantId={plantId} />
    </FoldSection>
  );
}

/** The four lists with the experts' tips. */
function AttributeLists({ plantId }: { plantId: number }) {
  const attributes = useGetPlantAttributesQuery({ id: plantId, all: false });
  const record = useRecordLinkClick(AREA);
  const lists = attributes.data;
  const empty = lists && LISTS.every(([key]) => lists[key].length === 0);
  return attributes.isLoading ? (
    <Loading label="Loading the attributes…" />
  ) : attributes.error || !lists ? (
    <LoadError message={errorText(attributes.error)} onRetry={() => void attributes.refetch()} />
  ) : empty ? (
    <p className={styles.muted}>No attributes are recorded for this plant yet.</p>
  ) : (
    <>
      {LISTS.map(([key, title, expert]) => (
        <AttributeIcons
          key={key}
          title={title}
          items={lists[key]}
          expert={expert}
          renderIcon={(item) => <Glyph name={item.Icon} />}
          onOpenTip={() => record(LINK_KINDS.PlantExpertHelp)}
        />
      ))}
    </>
  );
}
