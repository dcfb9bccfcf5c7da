import { formStyles } from '@thrive/shared';
import {
  ADDRESS_MAX,
  EMAIL_MAX,
  NICKNAME_MAX_LENGTH,
  PROFILE_TEXT_MAX,
  ZIP_CODE_MAX,
  type Profile,
} from '@thrive/shared/contracts';
import { SubmitButton, TextField } from '@thrive/shared/forms';
import { GenderSelect, PlaceSelects } from './place-selects';
import { fieldId, useProfileForm, type ProfileContractForm } from './use-profile-form';
import styles from './profile.module.css';

/** The question the nickname prompt asks, so the gardener knows it is the same name. */
export const FIRSTNAME_LABEL = 'What should we call you?';

type TextFieldName = 'Firstname' | 'Name' | 'Email' | 'Address' | 'City' | 'ZipCode';

interface TextSpec {
  field: TextFieldName;
  label: string;
  max: number;
  autoComplete: string;
  type?: 'email';
  inputMode?: 'email' | 'numeric';
  hint?: string;
  required?: boolean;
}

const TEXT_FIELDS: TextSpec[] = [
  {
    field: 'Firstname',
    label: FIRSTNAME_LABEL,
    max: NICKNAME_MAX_LENGTH,
    autoComplete: 'given-name',
    hint: 'Your first name or a nickname.',
    required: true,
  },
  { field: 'Name', label: 'Name', max: PROFILE_TEXT_MAX, autoComplete: 'name' },
  {
    field: 'Email',
    label: 'Email',
    max: EMAIL_MAX,
    autoComplete: 'email',
    type: 'email',
    inputMode: 'email',
    required: true,
  },
  { field: 'Address', label: 'Address', max: ADDRESS_MAX, autoComplete: 'street-address' },
  { field: 'City', label: 'City', max: PROFILE_TEXT_MAX, autoComplete: 'address-level2' },
  { field: 'ZipCode', label: 'ZIP code', max: ZIP_CODE_MAX, autoComplete: 'postal-code' },
];

interface TextInputProps {
  spec: TextSpec;
  form: ProfileContractForm;
}

function TextInput({ spec, form }: TextInputProps) {
  const { field, label, max, autoComplete, type = 'text', inputMode, hint, required } = spec;
  return (
    <TextField
      form={form}
      name={field}
      id={fieldId(field)}
      label={label}
      hint={hint}
      required={required}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      maxLength={max}
    />
  );
}

/** SPEC §7 POST users/{uid}: the editable part of the profile. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { form, submit } = useProfileForm(profile);
  const serverError = form.errorOf('root');
  const [nameFields, placeFields] = [TEXT_FIELDS.slice(0, 3), TEXT_FIELDS.slice(3)];
  return (
    <form
      className={formStyles.form}
      aria-label="Your profile"
      aria-busy={form.formState.isSubmitting}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {nameFields.map((spec) => (
        <TextInput key={spec.field} spec={spec} form={form} />
      ))}
      <GenderSelect form={form} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Where you garden</legend>
        {placeFields.map((spec) => (
          <TextInput key={spec.field} spec={spec} form={form} />
        ))}
        <PlaceSelects form={form} />
      </fieldset>
      {serverError && (
        <p role="alert" className={styles.serverError}>
          {serverError}
        </p>
      )}
      <div className={formStyles.buttons}>
        <SubmitButton form={form}>Save</SubmitButton>
      </div>
    </form>
  );
}
