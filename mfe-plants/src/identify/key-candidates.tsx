import { Link } from 'react-router-dom';
import { Button, countText, EmptyState, Paginator, useCarriedLink } from '@thrive/shared';
import { PlantGrid, plantDetailsPath } from '@thrive/shared/plant-list';
import type { IdentificationCandidate, IdentificationKeyAnswer } from '@thrive/shared/contracts';
import styles from './identify.module.css';

export const CANDIDATES_LABEL = 'Possible plants';

/**
 * "Add to a zone" opens the plant's details, where its thrive score in each zone is shown
 * beside the zone's Add button and the fertilizer dialog (SPEC §2.6): the choice of zone
 * needs them, and no shared widget offers it in a list.
 */
export function AddToZoneLink({ plantId, plantName }: { plantId: number; plantName: string }) {
  const carried = useCarriedLink();
  return (
    <Link
      to={carried(plantDetailsPath(plantId))}
      className={styles.smallLink}
      aria-label={`Add to a zone: ${plantName}`}
    >
      Add to a zone
    </Link>
  );
}

function CandidateTools({ plant }: { plant: IdentificationCandidate }) {
  return (
    <>
      {plant.UnknownAnswers > 0 && (
        <span className={styles.unknownNote}>
          {countText(plant.UnknownAnswers, 'answer', 'answers')} not known for this plant
        </span>
      )}
      <AddToZoneLink plantId={plant.Id} plantName={plant.CommonName} />
    </>
  );
}

interface Props {
  answer: IdentificationKeyAnswer;
  fetching: boolean;
  onPage: (page: number) => void;
  onStartOver: () => void;
}

/** The plants the answers leave, best matches first, a page at a time. */
export function KeyCandidates({ answer, fetching, onPage, onStartOver }: Props) {
  if (answer.TotalRows === 0)
    return (
      <EmptyState title="No plant in our catalogue matches all these answers.">
        <p>Take back an answer you are unsure of, or start over.</p>
        <Button onClick={onStartOver}>Start over</Button>
      </EmptyState>
    );
  const candidates = new Map(answer.Candidates.map((plant) => [plant.Id, plant]));
  return (
    <div aria-busy={fetching || undefined} className={styles.candidates}>
      <PlantGrid
        plants={answer.Candidates}
        label={CANDIDATES_LABEL}
        headingLevel={4}
        actions={(plant) => {
          const candidate = candidates.get(plant.Id);
          return candidate ? <CandidateTools plant={candidate} /> : null;
        }}
      />
      <Paginator
        pageIndex={answer.i}
        pageSize={answer.c}
        totalRows={answer.TotalRows}
        onPageChange={onPage}
        label="Pages of possible plants"
      />
    </div>
  );
}
