import { useEffect, useRef } from 'react';
import { FormField, formStyles } from '@thrive/shared';
import { useController } from '@thrive/shared/forms';
import { aboutIds, NO_PLANT, type PlantChoice } from './plant-choices';
import type { QuestionForm } from './use-ask-expert-form';

interface Props {
  id: string;
  form: QuestionForm;
  choices: readonly PlantChoice[];
  /** The choice for the plant the page was opened for (`?pid=`), or none. */
  initial: string;
  loading: boolean;
}

/**
 * "About one of my plants": one select for the contract's PlantId and ZoneId together (a plant
 * in one of the gardener's zones, or the plant alone); the messages of either show under it.
 */
export function AboutPlantSelect({ id, form, choices, initial, loading }: Props) {
  const { field: plant } = useController({ control: form.control, name: 'PlantId' });
  const { field: zone } = useController({ control: form.control, name: 'ZoneId' });
  // Untouched, the select follows the plant the page was opened for as the lists load.
  const chosen = useRef(false);
  const start = aboutIds(choices, initial);
  const { setValue } = form;
  useEffect(() => {
    if (chosen.current) return;
    setValue('PlantId', start.PlantId);
    setValue('ZoneId', start.ZoneId);
  }, [start.PlantId, start.ZoneId, setValue]);

  const value =
    choices.find((choice) => choice.PlantId === plant.value && choice.ZoneId === zone.value)?.value ??
    NO_PLANT;
  return (
    <FormField
      id={id}
      label="About one of my plants"
      hint={loading ? 'Loading your plants…' : 'Optional: the plant, and the zone it grows in.'}
      error={form.errorOf('PlantId') ?? form.errorOf('ZoneId')}
    >
      {(control) => (
        <select
          {...control}
          className={formStyles.control}
          // A message on either id takes the focus here.
          ref={(element) => {
            plant.ref(element);
            zone.ref(element);
          }}
          name={plant.name}
          value={value}
          onChange={(event) => {
            chosen.current = true;
            const ids = aboutIds(choices, event.target.value);
            plant.onChange(ids.PlantId);
            zone.onChange(ids.ZoneId);
          }}
          onBlur={plant.onBlur}
        >
          <option value={NO_PLANT}>Not about a particular plant</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
