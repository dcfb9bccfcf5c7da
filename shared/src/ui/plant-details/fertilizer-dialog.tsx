import { useState } from 'react';
import { Button, formStyles as fields, Modal } from '@thrive/shared';
import { NO_FERTILIZER_ID, NO_FERTILIZER_TEXT, type ReferenceItem } from '@thrive/shared/contracts';
import styles from './fertilizer-dialog.module.css';

/** SPEC §2.6 texts, verbatim. */
export const FERTILIZER_DIALOG_TITLE = "Let's choose a fertilizing strategy";
export const FERTILIZER_CONTINUE_TEXT = 'Continue';
export const FERTILIZER_CANCEL_TEXT = 'Cancel';

/**
 * SPEC §5 Fertilizer popup: a sun (or moisture) warning shows only when the zone's requirement
 * id is above 0 and a message exists. Returns the message to show, or null.
 */
export function fertilizerWarning(requirementId: number, message: string): string | null {
  return requirementId > 0 && message.trim() !== '' ? message : null;
}

export type FertilizerOption = ReferenceItem & { Recommended?: boolean };

export interface FertilizerDialogProps {
  open: boolean;
  plantName: string;
  zoneName: string;
  options: FertilizerOption[];
  /** Why the recommended options suit the plant. */
  advice?: string;
  /** Chosen when the dialog opens (0: none). */
  initialFertilizerId?: number;
  /** The options are still loading, or failed with this message. */
  loading?: boolean;
  error?: string;
  sunRequirementId: number;
  sunMessage: string;
  waterRequirementId: number;
  moistureMessage: string;
  /** The choice is being saved: Continue waits. */
  busy?: boolean;
  onContinue: (fertilizerId: number) => void;
  onCancel: () => void;
}

function OptionList({ options }: { options: FertilizerOption[] }) {
  const recommended = options.filter((option) => option.Recommended);
  const items = (list: FertilizerOption[]) =>
    list.map((option) => (
      <option key={option.Id} value={option.Id}>
        {option.Name}
      </option>
    ));
  if (recommended.length === 0) return <>{items(options)}</>;
  return (
    <>
      <optgroup label="Recommended for this plant">{items(recommended)}</optgroup>
      <optgroup label="Other fertilizers">{items(options.filter((option) => !option.Recommended))}</optgroup>
    </>
  );
}

/** The fertilizer strategy dialog (SPEC §2.6, §5) shown when a plant goes into a zone. */
export function FertilizerDialog(props: FertilizerDialogProps) {
  const { open, onCancel } = props;
  return (
    <Modal
      id="fertilizer-strategy"
      title={FERTILIZER_DIALOG_TITLE}
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      {/* Inside the modal so each opening starts from the initial choice. */}
      <FertilizerChoice {...props} />
    </Modal>
  );
}

function FertilizerChoice({
  plantName,
  zoneName,
  options,
  advice,
  initialFertilizerId = NO_FERTILIZER_ID,
  loading = false,
  error,
  sunRequirementId,
  sunMessage,
  waterRequirementId,
  moistureMessage,
  busy = false,
  onContinue,
  onCancel,
}: FertilizerDialogProps) {
  // null until the gardener picks: the initial choice may arrive after the dialog opened.
  const [picked, setPicked] = useState<number | null>(null);
  const selected = picked ?? initialFertilizerId;
  const warnings = [
    fertilizerWarning(sunRequirementId, sunMessage),
    fertilizerWarning(waterRequirementId, moistureMessage),
  ];
  return (
    <div className={styles.body}>
      <p className={styles.lead}>
        {plantName} in {zoneName}
      </p>
      {warnings.map(
        (warning, index) =>
          warning && (
            <p key={index} className={styles.warning} data-warning={index === 0 ? 'sun' : 'moisture'}>
              {warning}
            </p>
          ),
      )}
      <div className={fields.field}>
        <label htmlFor="fertilizer-choice" className={fields.label}>
          Fertilizer
        </label>
        <select
          id="fertilizer-choice"
          className={fields.control}
          value={selected}
          disabled={loading}
          aria-describedby={advice ? 'fertilizer-advice' : undefined}
          onChange={(event) => setPicked(Number(event.target.value))}
        >
          <option value={NO_FERTILIZER_ID}>{NO_FERTILIZER_TEXT}</option>
          <OptionList options={options} />
        </select>
        {advice && (
          <p id="fertilizer-advice" className={fields.hint}>
            {advice}
          </p>
        )}
        {error && (
          <p className={fields.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={styles.buttons}>
        <Button grow onClick={onCancel}>
          {FERTILIZER_CANCEL_TEXT}
        </Button>
        <Button
          grow
          variant="primary"
          disabled={selected === NO_FERTILIZER_ID || busy}
          onClick={() => onContinue(selected)}
        >
          {FERTILIZER_CONTINUE_TEXT}
        </Button>
      </div>
    </div>
  );
}
