import {
  notify,
  PLANT_REQUEST_FIELDS,
  useSubmitPlantRequestMutation,
  VALIDATION_MESSAGE_SEPARATOR,
  type PlantRequestField,
  type PlantRequestForm,
} from '@thrive/shared';
import { PLANT_REQUEST_SUCCESS_CODE, plantRequestSchema } from '@thrive/shared/contracts';
import { useContractForm } from '@thrive/shared/forms';
import {
  PLANT_REQUEST_FAILED_MESSAGE,
  PLANT_REQUEST_SUCCESS_MESSAGE,
  PLANT_REQUEST_TOAST_TITLE,
} from './plant-request-messages';

type PlantRequestValues = Record<PlantRequestField, string>;

/**
 * SPEC §5: "All messages are joined in one error toast": each field's message once, top to
 * bottom (the fields themselves are only highlighted, no message under them).
 */
const joinedMessages = (errors: Partial<Record<PlantRequestField, { message?: string }>>) =>
  [...new Set(PLANT_REQUEST_FIELDS.flatMap((field) => errors[field]?.message ?? []))].join(
    VALIDATION_MESSAGE_SEPARATOR,
  );

/**
 * The Request a New Plant form (SPEC §3, §5, §8). The form outlives the dialog, so a gardener
 * who closes it finds their text again; only a successful request clears the names.
 */
export function usePlantRequestForm(email: string, onSubmitted: () => void) {
  const form = useContractForm<PlantRequestValues, PlantRequestForm>({
    schema: plantRequestSchema,
    defaultValues: { botanicalName: '', commonName: '', userEmail: email },
  });
  const [submitRequest] = useSubmitPlantRequestMutation();

  const send = async (request: PlantRequestForm) => {
    // SPEC §8: any answer but code 200, or none at all, is the one failure toast.
    const code = await submitRequest(request)
      .unwrap()
      .then((answer) => answer.code)
      .catch(() => null);
    if (code !== PLANT_REQUEST_SUCCESS_CODE) {
      notify({ title: PLANT_REQUEST_TOAST_TITLE, message: PLANT_REQUEST_FAILED_MESSAGE, variant: 'error' });
      return;
    }
    notify({ title: PLANT_REQUEST_TOAST_TITLE, message: PLANT_REQUEST_SUCCESS_MESSAGE, variant: 'success' });
    form.setValue('botanicalName', '');
    form.setValue('commonName', '');
    onSubmitted();
  };

  // Not the kit's submitWith: this form's messages go in one toast (SPEC §5), not under fields.
  const submit = form.handleSubmit(send, (errors) =>
    notify({ message: joinedMessages(errors), variant: 'error' }),
  );

  return { form, submit };
}
