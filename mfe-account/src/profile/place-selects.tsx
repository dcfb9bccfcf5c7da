import { useEffect } from 'react';
import { useGetCountriesQuery, useGetGendersQuery, useGetStatesQuery } from '@thrive/shared';
import { ReferenceSelect, useWatch } from '@thrive/shared/forms';
import { fieldId, type ProfileContractForm } from './use-profile-form';

/** 0 is "not chosen" (SPEC's id convention). */
const NONE = 0;

function statePlaceholder(countryId: number, loading: boolean, failed: boolean, count: number) {
  if (countryId === NONE) return 'Choose a country first';
  if (loading) return 'Loading states…';
  if (failed) return 'The states could not be loaded';
  return count === 0 ? 'No states for this country' : 'Choose a state';
}

/** A state belongs to one country: the gardener choosing another country clears it. */
function useStateFollowsCountry({ subscribe, setValue }: ProfileContractForm) {
  useEffect(
    () =>
      subscribe({
        name: 'CountryId',
        exact: true,
        formState: { values: true },
        // Only the gardener's choice: a reset (the saved profile) names no field.
        callback: ({ name }) => {
          if (name === 'CountryId') setValue('StateId', NONE);
        },
      }),
    [subscribe, setValue],
  );
}

/** Country and its states, read again whenever the country changes. */
export function PlaceSelects({ form }: { form: ProfileContractForm }) {
  useStateFollowsCountry(form);
  const countryId = useWatch({ control: form.control, name: 'CountryId' });
  const countries = useGetCountriesQuery();
  const states = useGetStatesQuery(countryId, { skip: countryId === NONE });
  const stateList = countryId === NONE ? [] : (states.data ?? []);
  return (
    <>
      <ReferenceSelect
        form={form}
        name="CountryId"
        id={fieldId('CountryId')}
        label="Country"
        items={countries.data ?? []}
        placeholder={countries.isError ? 'The countries could not be loaded' : 'Choose a country'}
      />
      <ReferenceSelect
        form={form}
        name="StateId"
        id={fieldId('StateId')}
        label="State"
        items={stateList}
        placeholder={statePlaceholder(countryId, states.isFetching, states.isError, stateList.length)}
        disabled={states.isFetching || stateList.length === 0}
      />
    </>
  );
}

export function GenderSelect({ form }: { form: ProfileContractForm }) {
  const genders = useGetGendersQuery();
  return (
    <ReferenceSelect
      form={form}
      name="GenderId"
      id={fieldId('GenderId')}
      label="Gender"
      items={genders.data ?? []}
      placeholder={genders.isError ? 'The genders could not be loaded' : 'Prefer not to say'}
    />
  );
}
