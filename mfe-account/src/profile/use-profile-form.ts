import { useState, type FormEvent } from 'react';
import { errorText, fieldErrors, issuesByField, notify, useSaveProfileMutation } from '@thrive/shared';
import { profileInputSchema, type Profile, type ProfileInput } from '@thrive/shared/contracts';
import { recheckErrors, type FieldMessages } from '@thrive/shared/validation';

/** What the form holds: every editable field of the profile, as typed. */
export type ProfileDraft = Required<ProfileInput>;
export type ProfileField = keyof ProfileDraft;

const PROFILE_SAVED_MESSAGE = 'Your profile was saved.';

function draftOf(profile: Profile): ProfileDraft {
  const { Firstname, Name, Email, Address, City, ZipCode, CountryId, StateId, GenderId } = profile;
  return { Firstname, Name, Email, Address, City, ZipCode, CountryId, StateId, GenderId };
}

/** What the contract finds wrong with the draft, by field. */
function checkDraft(draft: ProfileDraft): FieldMessages<ProfileField> {
  const checked = profileInputSchema.safeParse(draft);
  return checked.success ? {} : issuesByField(checked.error);
}

/** The field's input id, so an error can send the keyboard to it. */
export const fieldId = (field: ProfileField) => `profile-${field}`;

/**
 * The profile form's state: checked against the contract before anything is sent (each field
 * shows its own message), saved with POST users/{uid}. A refused save keeps what was typed
 * and shows the server's message.
 */
export function useProfileForm(profile: Profile) {
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [errors, setErrors] = useState<FieldMessages<ProfileField>>({});
  const [serverError, setServerError] = useState('');
  const [save, { isLoading: saving }] = useSaveProfileMutation();

  const change = (changes: Partial<ProfileDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    // Once a message shows, its field is checked again as it changes: it goes when put right,
    // not on the next Save only, and stays (with the contract's word) while still wrong.
    setErrors(recheckErrors(errors, checkDraft(next), Object.keys(changes) as ProfileField[]));
  };

  const showErrors = (found: FieldMessages<ProfileField>) => {
    setErrors(found);
    const first = (Object.keys(draft) as ProfileField[]).find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    const checked = profileInputSchema.safeParse(draft);
    if (!checked.success) {
      showErrors(issuesByField(checked.error));
      return;
    }
    try {
      const saved = await save(checked.data).unwrap();
      setDraft(draftOf(saved));
      setErrors({});
      notify({ message: PROFILE_SAVED_MESSAGE, variant: 'success' });
    } catch (error) {
      showErrors(fieldErrors(error));
      setServerError(errorText(error));
    }
  };

  return { draft, errors, serverError, saving, change, submit };
}
