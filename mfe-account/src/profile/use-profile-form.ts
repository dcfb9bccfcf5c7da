import { errorText, notify, useSaveProfileMutation } from '@thrive/shared';
import { profileInputSchema, type Profile, type ProfileInput } from '@thrive/shared/contracts';
import { useContractForm, type ContractForm } from '@thrive/shared/forms';

/** What the form holds: every editable field of the profile, as typed. */
export type ProfileFields = Required<ProfileInput>;
export type ProfileField = keyof ProfileFields;
export type ProfileContractForm = ContractForm<ProfileFields, ProfileInput>;

const PROFILE_SAVED_MESSAGE = 'Your profile was saved.';

function fieldsOf(profile: Profile): ProfileFields {
  const { Firstname, Name, Email, Address, City, ZipCode, CountryId, StateId, GenderId } = profile;
  return { Firstname, Name, Email, Address, City, ZipCode, CountryId, StateId, GenderId };
}

/** The field's input id: its label, hint and message are tied to it. */
export const fieldId = (field: ProfileField) => `profile-${field}`;

/**
 * The profile form: checked against the contract before anything is sent (each field shows its
 * own message, the first wrong one takes the focus), saved with POST users/{uid}. A refused save
 * keeps what was typed and shows the server's message in the form, not as a toast: the gardener
 * is looking at the form, and the message names what to change there.
 */
export function useProfileForm(profile: Profile) {
  const [save] = useSaveProfileMutation();
  const form = useContractForm<ProfileFields, ProfileInput>({
    schema: profileInputSchema,
    defaultValues: fieldsOf(profile),
  });

  // The form's own message ('root') goes on the next Save: the contract's check replaces it.
  const submit = form.submitWith(
    async (input) => {
      const saved = await save(input).unwrap();
      // What the server keeps (trimmed) is what the form shows next.
      form.reset(fieldsOf(saved));
      notify({ message: PROFILE_SAVED_MESSAGE, variant: 'success' });
    },
    { onRefused: (error) => form.setError('root', { type: 'server', message: errorText(error) }) },
  );

  return { form, submit };
}
