import {
  FormField,
  formStyles,
  useGetCountriesQuery,
  useGetGendersQuery,
  useGetStatesQuery,
} from '@thrive/shared';
import type { ReferenceItem } from '@thrive/shared/contracts';
import { fieldId, type ProfileDraft } from './use-profile-form';

/** 0 is "not chosen" (SPEC's id convention). */
const NONE = 0;

interface SelectProps {
  field: 'CountryId' | 'StateId' | 'GenderId';
  label: string;
  value: number;
  items: ReferenceItem[] | undefined;
  /** The first option: what 0 means here, or why there is nothing to choose yet. */
  placeholder: string;
  error: string | undefined;
  disabled?: boolean;
  onChange: (id: number) => void;
}

function ListSelect({ field, label, value, items, placeholder, error, disabled, onChange }: SelectProps) {
  // A saved id the list no longer has would show as the placeholder: keep it chosen.
  const known = value === NONE || (items ?? []).some((item) => item.Id === value);
  return (
    <FormField id={fieldId(field)} label={label} error={error}>
      {(props) => (
        <select
          {...props}
          className={formStyles.control}
          value={known ? value : NONE}
          disabled={disabled}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          <option value={NONE}>{placeholder}</option>
          {items?.map((item) => (
            <option key={item.Id} value={item.Id}>
              {item.Name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

interface Props {
  draft: ProfileDraft;
  errors: Partial<Record<keyof ProfileDraft, string>>;
  onChange: (changes: Partial<ProfileDraft>) => void;
}

function statePlaceholder(countryId: number, loading: boolean, failed: boolean, count: number) {
  if (countryId === NONE) return 'Choose a country first';
  if (loading) return 'Loading states…';
  if (failed) return 'The states could not be loaded';
  return count === 0 ? 'No states for this country' : 'Choose a state';
}

/** Country and its states, read again whenever the country changes. */
export function PlaceSelects({ draft, errors, onChange }: Props) {
  const countries = useGetCountriesQuery();
  const states = useGetStatesQuery(draft.CountryId, { skip: draft.CountryId === NONE });
  const stateList = draft.CountryId === NONE ? [] : (states.data ?? []);
  return (
    <>
      <ListSelect
        field="CountryId"
        label="Country"
        value={draft.CountryId}
        items={countries.data}
        placeholder={countries.isError ? 'The countries could not be loaded' : 'Choose a country'}
        error={errors.CountryId}
        // A state belongs to one country: choosing another country clears it.
        onChange={(CountryId) => onChange({ CountryId, StateId: NONE })}
      />
      <ListSelect
        field="StateId"
        label="State"
        value={draft.StateId}
        items={stateList}
        placeholder={statePlaceholder(draft.CountryId, states.isFetching, states.isError, stateList.length)}
        error={errors.StateId}
        disabled={states.isFetching || stateList.length === 0}
        onChange={(StateId) => onChange({ StateId })}
      />
    </>
  );
}

export function GenderSelect({ draft, errors, onChange }: Props) {
  const genders = useGetGendersQuery();
  return (
    <ListSelect
      field="GenderId"
      label="Gender"
      value={draft.GenderId}
      items={genders.data}
      placeholder={genders.isError ? 'The genders could not be loaded' : 'Prefer not to say'}
      error={errors.GenderId}
      onChange={(GenderId) => onChange({ GenderId })}
    />
  );
}
