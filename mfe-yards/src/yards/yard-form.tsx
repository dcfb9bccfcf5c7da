import { Link, useNavigate } from 'react-router-dom';
import {
  formStyles as fields,
  notify,
  useCarriedLink,
  useConditionNames,
  useSaveYardMutation,
} from '@thrive/shared';
import { yardInputSchema, type Yard, type YardInput } from '@thrive/shared/contracts';
import { ReferenceSelect, SubmitButton, TextField, useContractForm, useWatch } from '@thrive/shared/forms';
import { YardPlace } from './yard-place';
import { PostalCodePlaceStatus, usePostalCodePlace } from './postal-code-place';

/** The option that leaves the zone to the ZIP code (the API: HardinessZoneId left out). */
const ZIP_ZONE_OPTION = "Use my ZIP code's zone";

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
  const [save] = useSaveYardMutation();
  const form = useContractForm<YardFields, YardInput>({
    schema: yardInputSchema,
    defaultValues: {
      Name: yard?.Name ?? '',
      PostalCode: yard?.PostalCode ?? '',
      Address: yard?.Address ?? '',
      HardinessZoneId: yard?.HardinessZoneManual ? yard.HardinessZoneId : 0,
    },
    toInput: (values) => yardInput(yard?.Id ?? 0, values),
  });
  const postalCode = useWatch({ control: form.control, name: 'PostalCode' });
  // What the ZIP code being typed gives; editing, the saved place is shown (YardPlace) until
  // the ZIP code changes.
  const place = usePostalCodePlace(postalCode === yard?.PostalCode ? '' : postalCode);

  const submit = form.submitWith(async (input) => {
    const saved = await save(input).unwrap();
    notify({ message: yard ? `${saved.Name} was saved.` : `${saved.Name} is set up.`, variant: 'success' });
    navigate(carried(`/yards/view/${saved.Id}`));
  });

  return (
    <form
      className={fields.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={form.formState.isSubmitting}
    >
      <TextField form={form} name="Name" id="yard-name" label="Yard name" required />
      <TextField
        form={form}
        name="PostalCode"
        id="yard-postal-code"
        label="ZIP code"
        hint="Enter a ZIP code or an address: we look up your town and hardiness zone."
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <PostalCodePlaceStatus text={place.text} />
      <TextField form={form} name="Address" id="yard-address" label="Address" autoComplete="street-address" />
      {yard && <YardPlace yard={yard} hardinessName={names.hardiness(yard.HardinessZoneId)} />}
      <ReferenceSelect
        form={form}
        name="HardinessZoneId"
        id="yard-hardiness-zone"
        label="Hardiness zone"
        hint="Choose a zone only if you know better than the map, e.g. in a warm city courtyard."
        items={names.lists?.HardinessZones ?? []}
        placeholder={place.zone ? `${ZIP_ZONE_OPTION} (${place.zone})` : ZIP_ZONE_OPTION}
      />
      <div className={fields.buttons}>
        <SubmitButton form={form}>{yard ? 'Save yard' : 'Set up yard'}</SubmitButton>
        <Link to={carried(yard ? `/yards/view/${yard.Id}` : '/yards')} className={fields.cancel}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
