import { FormField, formStyles, useConditionNames } from '@thrive/shared';
import type { Yard } from '@thrive/shared/contracts';
import { useController } from '@thrive/shared/forms';
import type { SuggestDraftForm } from './suggest-draft';
import { fromHardinessChoice, hardinessChoice } from './spot-choices';

interface Props {
  form: SuggestDraftForm;
  yards: Yard[];
}

/** The hardiness zone, or a yard of the gardener's that gives it: one select, two fields. */
export function HardinessSelect({ form, yards }: Props) {
  const names = useConditionNames();
  const yard = useController({ control: form.control, name: 'YardId' }).field;
  const zone = useController({ control: form.control, name: 'HardinessZoneId' }).field;

  const choose = (value: string) => {
    const chosen = fromHardinessChoice(value);
    yard.onChange(chosen.YardId);
    zone.onChange(chosen.HardinessZoneId);
  };

  return (
    <FormField
      id="suggest-hardiness"
      label="Hardiness zone"
      required
      error={form.errorOf('HardinessZoneId') ?? form.errorOf('YardId')}
    >
      {(control) => (
        <select
          {...control}
          className={formStyles.control}
          // Either field's message focuses this select.
          ref={(element) => {
            yard.ref(element);
            zone.ref(element);
          }}
          value={hardinessChoice({ YardId: yard.value, HardinessZoneId: zone.value })}
          onChange={(event) => choose(event.target.value)}
          onBlur={() => {
            yard.onBlur();
            zone.onBlur();
          }}
        >
          <option value={hardinessChoice({ YardId: 0, HardinessZoneId: 0 })}>-Select Hardiness Zone-</option>
          {yards.length > 0 && (
            <optgroup label="Your yards">
              {yards.map((choice) => (
                <option key={choice.Id} value={hardinessChoice({ YardId: choice.Id, HardinessZoneId: 0 })}>
                  {choice.HardinessZoneId > 0
                    ? `${choice.Name} (zone ${names.hardiness(choice.HardinessZoneId)})`
                    : choice.Name}
                </option>
              ))}
            </optgroup>
          )}
          <optgroup label="Hardiness zones">
            {(names.lists?.HardinessZones ?? []).map((hardiness) => (
              <option
                key={hardiness.Id}
                value={hardinessChoice({ YardId: 0, HardinessZoneId: hardiness.Id })}
              >
                {hardiness.Name}
              </option>
            ))}
          </optgroup>
        </select>
      )}
    </FormField>
  );
}
