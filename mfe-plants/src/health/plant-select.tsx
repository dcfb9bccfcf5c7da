import { FormField, formStyles } from '@thrive/shared';
import { useController } from '@thrive/shared/forms';
import type { HealthCheckForm } from './health-fields';
import { choiceOf, choiceText, type HealthPlantChoice } from './health-plant-choices';

const PLANT_SELECT_ID = 'health-plant';
const ZONE_SELECT_ID = 'health-zone';

interface Props {
  form: HealthCheckForm;
  choices: HealthPlantChoice[];
}

/**
 * Which of the gardener's plants to check: each plant once, with the zones it grows in; for a
 * plant in more than one zone, which zone (its conditions are what the check weighs).
 */
export function PlantSelect({ form, choices }: Props) {
  const { field } = useController({ control: form.control, name: 'PlantZoneId' });
  const value = field.value;
  const chosen = choiceOf(choices, value);

  const choose = (plantZoneId: number) => {
    field.onChange(plantZoneId);
    // A photo belongs to the plant it was taken for, and so does the server's word on it.
    form.setValue('ImageId', 0);
    form.clearErrors('ImageId');
  };

  return (
    <>
      <FormField id={PLANT_SELECT_ID} label="Plant" error={form.errorOf('PlantZoneId')} required>
        {(control) => (
          <select
            {...control}
            className={formStyles.control}
            ref={field.ref}
            name={field.name}
            // Each plant's option stands for one of its plantings: the chosen one for the plant
            // chosen, else its first. So the value is always the plant-in-zone the check is about.
            value={value || ''}
            onChange={(event) => choose(Number(event.target.value))}
            onBlur={field.onBlur}
          >
            <option value="">Choose one of your plants</option>
            {choices.map((choice) => (
              <option
                key={choice.plantId}
                value={choice === chosen ? value : (choice.places[0]?.plantZoneId ?? 0)}
              >
                {choiceText(choice)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {chosen && chosen.places.length > 1 && (
        <FormField
          id={ZONE_SELECT_ID}
          label="Which zone is it in?"
          hint={`${chosen.name} grows in more than one zone; the check weighs the conditions of the one you choose.`}
        >
          {(control) => (
            <select
              {...control}
              className={formStyles.control}
              value={value}
              onChange={(event) => choose(Number(event.target.value))}
            >
              {chosen.places.map((place) => (
                <option key={place.plantZoneId} value={place.plantZoneId}>
                  {place.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </>
  );
}
