import { useState } from 'react';
import {
  Button,
  EmptyState,
  errorText,
  formStyles as fields,
  LoadError,
  Loading,
  notify,
  Paginator,
  useRecordLinkClick,
  visuallyHidden,
} from '@thrive/shared';
import { LINK_KINDS, type PlantListItem } from '@thrive/shared/contracts';
import type { Design } from '@thrive/shared/landscape';
import { PlantGrid } from '@thrive/shared/plant-list';
import { DesignFertilizerDialog } from './design-fertilizer-dialog';
import { LOG_AREA } from './design-plants';
import { useSearchDesignPlantsQuery, useTogglePlantLandscapeMutation } from '@thrive/shared/landscape-api';
import styles from './designs.module.css';

const PAGE_SIZE = 10;

/**
 * "Add plants": the plants that score good where the design is (its PlantSearch), each with
 * Add (choosing a fertilizer first) or, when already in the design, Remove.
 */
export function AddDesignPlants({ design }: { design: Design }) {
  const [words, setWords] = useState('');
  const [k, setK] = useState('');
  const [page, setPage] = useState(0);
  const [adding, setAdding] = useState<PlantListItem | null>(null);
  const search = useSearchDesignPlantsQuery({ designId: design.Id, k, i: page, c: PAGE_SIZE });
  const [toggle, { isLoading: saving }] = useTogglePlantLandscapeMutation();
  const record = useRecordLinkClick(LOG_AREA);
  const inDesign = new Set(design.Plants.map((plant) => plant.PlantId));

  async function togglePlant(plant: PlantListItem, fertilizerId: number) {
    if (inDesign.has(plant.Id)) record(LINK_KINDS.PlantRemoveFromDesign); // SPEC §4 link kind 39
    try {
      const answer = await toggle({ plantId: plant.Id, designId: design.Id, fertilizerId }).unwrap();
      notify({ message: answer.message, variant: 'success' });
      setAdding(null);
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  }

  const results = search.data;
  return (
    <section className={styles.section} aria-labelledby="add-plants-title">
      <h3 id="add-plants-title">Add plants</h3>
      <form
        role="search"
        className={styles.searchRow}
        onSubmit={(event) => {
          event.preventDefault();
          setK(words.trim());
          setPage(0);
        }}
      >
        <label htmlFor="design-plant-search" className={visuallyHidden}>
          Search plants that suit this design
        </label>
        <input
          id="design-plant-search"
          type="search"
          className={fields.control}
          placeholder="Search plants that suit this design"
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      {search.isLoading ? (
        <Loading label="Finding plants that suit the bed…" />
      ) : search.error ? (
        <LoadError message={errorText(search.error)} onRetry={() => void search.refetch()} />
      ) : !results || results.Items.length === 0 ? (
        <EmptyState title="No plants that suit this bed match your search." />
      ) : (
        <>
          <PlantGrid
            plants={results.Items}
            label="Plants that suit this design"
            headingLevel={4}
            showFavorite={false}
            actions={(plant) =>
              inDesign.has(plant.Id) ? (
                <Button
                  disabled={saving}
                  aria-label={`Remove ${plant.CommonName} from the design`}
                  onClick={() => void togglePlant(plant, 0)}
                >
                  Remove
                </Button>
              ) : (
                <Button
                  variant="primary"
                  aria-label={`Add ${plant.CommonName} to the design`}
                  onClick={() => setAdding(plant)}
                >
                  Add
                </Button>
              )
            }
          />
          <Paginator
            pageIndex={page}
            pageSize={PAGE_SIZE}
            totalRows={results.TotalRows}
            onPageChange={setPage}
            label="Plant pages"
          />
        </>
      )}
      <DesignFertilizerDialog
        design={design}
        plant={adding}
        busy={saving}
        onContinue={(plant, fertilizerId) => void togglePlant(plant, fertilizerId)}
        onCancel={() => setAdding(null)}
      />
    </section>
  );
}
