import { FormField, formStyles } from '@thrive/shared';
import { choiceOf, choiceText, type HealthPlantChoice } from './health-plant-choices';

export const PLANT_SELECT_ID = 'health-plant';
const ZONE_SELECT_ID = 'health-zone';

interface Props {
  choices: HealthPlantChoice[];
  /** The plant-zone id chosen, 0 for none yet. */
  value: number;
  error?: string | undefined;
  onChange(plantZoneId: number): void;
}

/**
 * Which of the gardener's plants to check: each plant once, with the zones it grows in; for a
 * plant in more than one zone, which zone (its conditions are what the check weighs).
 */
export function PlantSelect({ choices, value, error, onChange }: Props) {
  const chosen = choiceOf(choices, value);
  return (
    <>
      <FormField id={PLANT_SELECT_ID} label="Plant" error={error} required>
        {(field) => (
          <select
            {...field}
            className={formStyles.control}
            // Each plant's option stands for one of its plantings: the chosen one for the plant
            // chosen, else its first. So the value is always the plant-in-zone the check is about.
            value={value || ''}
            onChange={(event) => onChange(Number(event.target.value))}
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
          {(field) => (
            <select
              {...field}
              className={formStyles.control}
              value={value}
              onChange={(event) => onChange(Number(event.target.value))}
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
