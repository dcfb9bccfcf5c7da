import { Button, FormField, formStyles } from '@thrive/shared';
import {
  ADDRESS_MAX,
  EMAIL_MAX,
  NICKNAME_MAX_LENGTH,
  PROFILE_TEXT_MAX,
  ZIP_CODE_MAX,
  type Profile,
} from '@thrive/shared/contracts';
import { GenderSelect, PlaceSelects } from './place-selects';
import { fieldId, useProfileForm, type ProfileDraft } from './use-profile-form';
import styles from './profile.module.css';

/** The question the nickname prompt asks, so the gardener knows it is the same name. */
export const FIRSTNAME_LABEL = 'What should we call you?';

type TextField = 'Firstname' | 'Name' | 'Email' | 'Address' | 'City' | 'ZipCode';

interface TextSpec {
  field: TextField;
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
  draft: ProfileDraft;
  error: string | undefined;
  onChange: (changes: Partial<ProfileDraft>) => void;
}

function TextInput({ spec, draft, error, onChange }: TextInputProps) {
  const { field, label, max, autoComplete, type = 'text', inputMode, hint, required } = spec;
  return (
    <FormField id={fieldId(field)} label={label} error={error} hint={hint} required={required}>
      {(props) => (
        <input
          {...props}
          type={type}
          inputMode={inputMode}
          className={formStyles.control}
          autoComplete={autoComplete}
          maxLength={max}
          value={draft[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
      )}
    </FormField>
  );
}

/** SPEC §7 POST users/{uid}: the editable part of the profile. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { draft, errors, serverError, saving, change, submit } = useProfileForm(profile);
  const [nameFields, placeFields] = [TEXT_FIELDS.slice(0, 3), TEXT_FIELDS.slice(3)];
  return (
    <form
      className={formStyles.form}
      aria-label="Your profile"
      aria-busy={saving}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {nameFields.map((spec) => (
        <TextInput key={spec.field} spec={spec} draft={draft} error={errors[spec.field]} onChange={change} />
      ))}
      <GenderSelect draft={draft} errors={errors} onChange={change} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Where you garden</legend>
        {placeFields.map((spec) => (
          <TextInput
            key={spec.field}
            spec={spec}
            draft={draft}
            error={errors[spec.field]}
            onChange={change}
          />
        ))}
        <PlaceSelects draft={draft} errors={errors} onChange={change} />
      </fieldset>
      {serverError && (
        <p role="alert" className={styles.serverError}>
          {serverError}
        </p>
      )}
      <div className={formStyles.buttons}>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
