import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, notify, useCarriedLink, useSaveYardMutation } from '@thrive/shared';
import { yardInputSchema, type Yard, type YardInput } from '@thrive/shared/contracts';
import { FormField } from '@thrive/shared';
import { errorText, fieldErrors } from '@thrive/shared';
import { issuesByField } from '@thrive/shared';
import { useConditionNames } from '@thrive/shared';
import { formStyles as fields } from '@thrive/shared';
import { YardPlace } from './yard-place';
import { HardinessZoneSelect } from './hardiness-zone-select';
import { PostalCodePlaceStatus, usePostalCodePlace } from './postal-code-place';

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
  const [name, setName] = useState(yard?.Name ?? '');
  const [postalCode, setPostalCode] = useState(yard?.PostalCode ?? '');
  const [address, setAddress] = useState(yard?.Address ?? '');
  const [zoneId, setZoneId] = useState(yard?.HardinessZoneManual ? yard.HardinessZoneId : 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // What the ZIP code being typed gives; editing, the saved place is shown (YardPlace) until
  // the ZIP code changes.
  const place = usePostalCodePlace(postalCode === yard?.PostalCode ? '' : postalCode);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input: YardInput = {
      Id: yard?.Id ?? 0,
      Name: name,
      PostalCode: postalCode.trim() || undefined,
      Address: address.trim() || undefined,
      // Leaving it out means "use my ZIP code's zone".
      HardinessZoneId: zoneId > 0 ? zoneId : undefined,
    };
    const checked = yardInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(issuesByField(checked.error));
      return;
    }
    setErrors({});
    try {
      const saved = await save(input).unwrap();
      notify({ message: yard ? `${saved.Name} was saved.` : `${saved.Name} is set up.`, variant: 'success' });
      navigate(carried(`/yards/view/${saved.Id}`));
    } catch (error) {
      // The input stays as typed so the gardener can correct it.
      setErrors(fieldErrors(error));
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
            value={name}
            onChange={(e) => setName(e.target.value)}
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
            value={postalCode}
            onChange={(e) => setPostalCode(e.target.value)}
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
            value={address}
            onChange={(e) => setAddress(e.target.value)}
          />
        )}
      </FormField>
      {yard && <YardPlace yard={yard} hardinessName={names.hardiness(yard.HardinessZoneId)} />}
      <HardinessZoneSelect
        zones={names.lists?.HardinessZones ?? []}
        value={zoneId}
        zipZone={place.zone}
        onChange={setZoneId}
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
