import { useState } from 'react';
import { Button, Modal, useRecordLinkClick } from '@thrive/shared';
import { LINK_KINDS, type PlantDetails } from '@thrive/shared/contracts';
import { SuggestionForm } from './suggestion-form';
import { AREA } from './use-record-plant-view';
import styles from './details.module.css';

const SUGGEST_CORRECTION = 'Suggest a correction';

/** A small way to tell us a fact about the plant is wrong (link kind 40 when opened). */
export function SuggestCorrection({ plant }: { plant: PlantDetails }) {
  const [open, setOpen] = useState(false);
  const record = useRecordLinkClick(AREA);
  return (
    <div className={styles.suggestRow}>
      <span className={styles.muted}>Something wrong or missing here?</span>
      <Button
        aria-haspopup="dialog"
        onClick={() => {
          record(LINK_KINDS.PlantSuggestContent);
          setOpen(true);
        }}
      >
        {SUGGEST_CORRECTION}
      </Button>
      <Modal
        id="suggest-correction"
        title={`${SUGGEST_CORRECTION}: ${plant.CommonName}`}
        open={open}
        onOpenChange={setOpen}
      >
        {open && <SuggestionForm plantId={plant.Id} onDone={() => setOpen(false)} />}
      </Modal>
    </div>
  );
}
