import {
  Modal,
  plantRequestDialogToggled,
  selectPlantRequestDialogOpen,
  useAppDispatch,
  useAppSelector,
  type Identity,
  type PlantRequestField,
  Button,
} from '@thrive/shared';
import { PLANT_REQUEST_PROMISE } from '@thrive/shared/contracts';
import { useWatch } from '@thrive/shared/forms';
import { CatalogueMatches } from './catalogue-matches';
import { useCatalogueMatches } from './use-catalogue-matches';
import { REQUEST_PLANT_TITLE } from './plant-request-messages';
import { usePlantRequestForm } from './use-plant-request-form';
import styles from './request-plant.module.css';

const REQUEST_PLANT_DIALOG_ID = 'request-plant-dialog';
const FORM_ID = 'request-plant-form';

const FIELDS: { name: PlantRequestField; label: string; type: 'text' | 'email'; required: boolean }[] = [
  { name: 'botanicalName', label: 'Botanical Name', type: 'text', required: true },
  { name: 'commonName', label: 'Common Name', type: 'text', required: false },
  { name: 'userEmail', label: 'Email Address', type: 'email', required: true },
];

/**
 * The request dialog with its form, loaded when first opened (request-plant-dialog.tsx): the
 * plant the catalogue lacks, which the provider promises to add within 24 hours (SPEC §1, §9).
 * Below the names, the plants we already have by that name, so no one waits a day for one.
 */
export function RequestPlantForm({ identity }: { identity: Identity }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectPlantRequestDialogOpen);
  const close = () => dispatch(plantRequestDialogToggled(false));
  const { form, submit } = usePlantRequestForm(identity.Email, close);
  const [botanicalName, commonName] = useWatch({
    control: form.control,
    name: ['botanicalName', 'commonName'],
  });
  const matches = useCatalogueMatches(botanicalName, commonName);

  return (
    <Modal
      id={REQUEST_PLANT_DIALOG_ID}
      title={REQUEST_PLANT_TITLE}
      open={open}
      onOpenChange={(next) => dispatch(plantRequestDialogToggled(next))}
      footer={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" form={FORM_ID} variant="primary" disabled={form.formState.isSubmitting}>
            Submit
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.intro}>
          Can’t find your plant? Tell us its name and we will add it to our catalogue {PLANT_REQUEST_PROMISE}.
        </p>
        {FIELDS.map(({ name, label, type, required }) => {
          // SPEC §5: an invalid field is highlighted; its message is in the toast.
          const isInvalid = form.errorOf(name) !== undefined;
          const field = (
            <div key={name} className={styles.field}>
              <label htmlFor={`plant-request-${name}`}>
                {label}
                {required ? (
                  <span aria-hidden="true" className={styles.required}>
                    {' '}
                    *
                  </span>
                ) : (
                  <span className={styles.optional}> (optional)</span>
                )}
              </label>
              <input
                id={`plant-request-${name}`}
                type={type}
                autoComplete={type === 'email' ? 'email' : 'off'}
                required={required}
                aria-invalid={isInvalid || undefined}
                className={isInvalid ? `${styles.input} ${styles.invalid}` : styles.input}
                {...form.register(name)}
              />
            </div>
          );
          if (name !== 'commonName') return field;
          return [field, <CatalogueMatches key="catalogue-matches" matches={matches} />];
        })}
      </form>
    </Modal>
  );
}
