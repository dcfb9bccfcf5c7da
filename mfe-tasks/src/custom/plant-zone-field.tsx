import type { ZonePlant } from '@thrive/shared/contracts';
import { ReferenceSelect } from '@thrive/shared/forms';
import type { CustomTaskForm } from './custom-task-draft';
import styles from '../common/tasks.module.css';

interface Props {
  form: CustomTaskForm;
  choices: ZonePlant[];
}

/**
 * Which plant, in which zone, the task is for: said plainly when there is one choice (the form
 * starts with it); the zone to choose when the plant grows in several; plant and zone when no
 * plant was given.
 */
export function PlantZoneField({ form, choices }: Props) {
  const only = choices.length === 1 ? choices[0] : undefined;
  if (only) {
    return (
      <p className={styles.note}>
        For <strong>{only.CommonName}</strong> in {only.ZoneName}
      </p>
    );
  }
  const onePlant = choices.every((choice) => choice.PlantId === choices[0]?.PlantId);
  const items = choices.map((choice) => ({
    Id: choice.Id,
    Name: onePlant ? choice.ZoneName : `${choice.CommonName} — ${choice.ZoneName}`,
  }));
  return (
    <ReferenceSelect
      form={form}
      name="PlantZoneId"
      id="custom-task-plant-zone"
      label={onePlant ? `Zone of the ${choices[0]?.CommonName ?? 'plant'}` : 'Plant and zone'}
      placeholder={onePlant ? 'Choose a zone' : 'Choose a plant'}
      items={items}
      required
    />
  );
}
