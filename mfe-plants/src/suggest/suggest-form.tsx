import type { FormEvent } from 'react';
import { Button, formStyles, useGetYardsQuery, useGetZonesQuery } from '@thrive/shared';
import type { SuggestDraftForm } from './suggest-draft';
import { SpotFields } from './spot-fields';
import { SizeFields } from './size-fields';
import { WishFields } from './wish-fields';
import styles from './suggest.module.css';

interface Props {
  form: SuggestDraftForm;
  /** The server's message when it refused the spot. */
  message?: string | undefined;
  /** The form's submit: checks the spot and searches it. */
  onSubmit: (event: FormEvent) => Promise<void>;
  /** Back to the results shown before the gardener chose to change the spot. */
  onCancel?: (() => void) | undefined;
}

/** The gardener describes the spot, its room and their wishes (SPEC §2.3 Suggest a Plant). */
export function SuggestForm({ form, message, onSubmit, onCancel }: Props) {
  const zones = useGetZonesQuery(0).data ?? [];
  const yards = useGetYardsQuery().data ?? [];

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Describe your spot"
    >
      <p className={styles.intro}>
        Tell us about the spot and we will suggest plants that will thrive there. Fields marked * are needed
        unless you pick one of your zones.
      </p>
      {message && (
        <p className={styles.formMessage} role="alert">
          {message}
        </p>
      )}
      <SpotFields form={form} zones={zones} yards={yards} />
      <SizeFields form={form} />
      <WishFields form={form} />
      <div className={formStyles.buttons}>
        {/* Not SubmitButton: nothing is saved, and the search's wait shows in place of the form. */}
        <Button type="submit" variant="primary">
          Suggest plants
        </Button>
        {onCancel && <Button onClick={onCancel}>Back to the suggestions</Button>}
      </div>
    </form>
  );
}
