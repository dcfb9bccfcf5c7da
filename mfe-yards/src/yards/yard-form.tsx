import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, notify, useCarriedLink, useSaveYardMutation } from '@thrive/shared';
import { yardInputSchema, type Yard, type YardInput } from '@thrive/shared/contracts';
import { FormField } from '@thrive/shared';
import { errorText } from '@thrive/shared';
import { useConditionNames } from '@thrive/shared';
import { formStyles as fields } from '@thrive/shared';
import { YardPlace } from './yard-place';
import { HardinessZoneSelect } from './hardiness-zone-select';
import { PostalCodePlaceStatus, usePostalCodePlace } from './postal-code-place';
import { useFieldErrors } from '../common/use-field-errors';

/** What the gardener typed, by the contract's field names. */
interface YardFields {
  Name: string;
  PostalCode: string;
  Address: string;
  /** 0: the ZIP code's zone. */
  HardinessZoneId: number;
}

/** The form's fields as the API takes them: blanks left out, zone 0 is "use my ZIP code's". */
function yardInput(id: number, values: YardFields): YardInput {
  return {
    Id: id,
    Name: values.Name,
    PostalCode: values.PostalCode.trim() || undefined,
    Address: values.Address.trim() || undefined,
    // Left out, the zone is the ZIP code's.
    HardinessZoneId: values.HardinessZoneId > 0 ? values.HardinessZoneId : undefined,
  };
}

interface Props {
  /** The yard to edit, or null to set up a new one. */
  yard: Yard | null;
}

/**
 * Name and place of a yard. The server finds the town, coordinates and hardiness zone from
 * the ZIP code or address (GEO); the gardener may choose the hardiness zone by hand instead.
 */
export function YardForm({ yard }: Props) {
  const navigate = useNavigate();
  const carried = useCarriedLink();
  const names = useConditionNames();
  const [save, { isLoading: saving }] = useSaveYardMutation();
  const [values, setValues] = useState<YardFields>({
    Name: yard?.Name ?? '',
    PostalCode: yard?.PostalCode ?? '',
    Address: yard?.Address ?? '',
    HardinessZoneId: yard?.HardinessZoneManual ? yard.HardinessZoneId : 0,
  });
  const { errors, check, changed, refused } = useFieldErrors(yardInputSchema);
  // What the ZIP code being typed gives; editing, the saved place is shown (YardPlace) until
  // the ZIP code changes.
  const place = usePostalCodePlace(values.PostalCode === yard?.PostalCode ? '' : values.PostalCode);

  function change<K extends keyof YardFields>(field: K, value: YardFields[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    changed(field, yardInput(yard?.Id ?? 0, next));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = yardInput(yard?.Id ?? 0, values);
    if (!check(input)) return;
    try {
      const saved = await save(input).unwrap();
      notify({ message: yard ? `${saved.Name} was saved.` : `${saved.Name} is set up.`, variant: 'success' });
      navigate(carried(`/yards/view/${saved.Id}`));
    } catch (error) {
      // The input stays as typed so the gardener can correct it.
      refused(error);
      notify({ message: errorText(error), variant: 'error' });
    }
  }

  return (
    <form className={fields.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
      <FormField id="yard-name" label="Yard name" required error={errors.Name}>
        {(props) => (
          <input
            {...props}
            className={fields.control}
            value={values.Name}
            onChange={(e) => change('Name', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="yard-postal-code"
        label="ZIP code"
        hint="Enter a ZIP code or an address: we look up your town and hardiness zone."
        error={errors.PostalCode}
      >
        {(props) => (
          <input
            {...props}
            className={fields.control}
            inputMode="numeric"
            autoComplete="postal-code"
            value={values.PostalCode}
            onChange={(e) => change('PostalCode', e.target.value)}
          />
        )}
      </FormField>
      <PostalCodePlaceStatus text={place.text} />
      <FormField id="yard-address" label="Address" error={errors.Address}>
        {(props) => (
          <input
            {...props}
            className={fields.control}
            autoComplete="street-address"
            value={values.Address}
            onChange={(e) => change('Address', e.target.value)}
          />
        )}
      </FormField>
      {yard && <YardPlace yard={yard} hardinessName={names.hardiness(yard.HardinessZoneId)} />}
      <HardinessZoneSelect
        zones={names.lists?.HardinessZones ?? []}
        value={values.HardinessZoneId}
        zipZone={place.zone}
        onChange={(zoneId) => change('HardinessZoneId', zoneId)}
        error={errors.HardinessZoneId}
      />
      <div className={fields.buttons}>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? 'Saving…' : yard ? 'Save yard' : 'Set up yard'}
        </Button>
        <Link to={carried(yard ? `/yards/view/${yard.Id}` : '/yards')} className={fields.cancel}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
