import type { FormEvent } from 'react';
import { Button, formStyles, useGetYardsQuery, useGetZonesQuery } from '@thrive/shared';
import type { SuggestDraft } from './suggest-draft';
import { SpotFields } from './spot-fields';
import { SizeFields } from './size-fields';
import { WishFields } from './wish-fields';
import styles from './suggest.module.css';

interface Props {
  draft: SuggestDraft;
  errors: Record<string, string>;
  /** The server's message when it refused the spot. */
  message?: string | undefined;
  onChange: (patch: Partial<SuggestDraft>) => void;
  onSubmit: () => void;
  /** Back to the results shown before the gardener chose to change the spot. */
  onCancel?: (() => void) | undefined;
}

/** The gardener describes the spot, its room and their wishes (SPEC §2.3 Suggest a Plant). */
export function SuggestForm({ draft, errors, message, onChange, onSubmit, onCancel }: Props) {
  const zones = useGetZonesQuery(0).data ?? [];
  const yards = useGetYardsQuery().data ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label="Describe your spot">
      <p className={styles.intro}>
        Tell us about the spot and we will suggest plants that will thrive there. Fields marked * are needed
        unless you pick one of your zones.
      </p>
      {message && (
        <p className={styles.formMessage} role="alert">
          {message}
        </p>
      )}
      <SpotFields draft={draft} errors={errors} zones={zones} yards={yards} onChange={onChange} />
      <SizeFields draft={draft} errors={errors} onChange={onChange} />
      <WishFields draft={draft} errors={errors} onChange={onChange} />
      <div className={formStyles.buttons}>
        <Button type="submit" variant="primary">
          Suggest plants
        </Button>
        {onCancel && <Button onClick={onCancel}>Back to the suggestions</Button>}
      </div>
    </form>
  );
}
