import { useState, type FormEvent } from 'react';
import {
  checkPlantRequest,
  notify,
  useSubmitPlantRequestMutation,
  type PlantRequestField,
} from '@thrive/shared';
import { PLANT_REQUEST_SUCCESS_CODE } from '@thrive/shared/contracts';
import {
  PLANT_REQUEST_FAILED_MESSAGE,
  PLANT_REQUEST_SUCCESS_MESSAGE,
  PLANT_REQUEST_TOAST_TITLE,
} from './plant-request-messages';

export type PlantRequestValues = Record<PlantRequestField, string>;

/**
 * The Request a New Plant form (SPEC §3, §5, §8). The values outlive the dialog, so a gardener
 * who closes it finds their text again; only a successful request clears the names.
 */
export function usePlantRequestForm(email: string, onSubmitted: () => void) {
  const [values, setValues] = useState<PlantRequestValues>({
    botanicalName: '',
    commonName: '',
    userEmail: email,
  });
  const [invalid, setInvalid] = useState<readonly PlantRequestField[]>([]);
  const [submitRequest, { isLoading }] = useSubmitPlantRequestMutation();

  const change = (field: PlantRequestField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((fields) => fields.filter((name) => name !== field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkPlantRequest(values);
    if (!check.ok) {
      // SPEC §5: the messages in one error toast, the invalid fields highlighted.
      setInvalid(check.invalidFields);
      notify({ message: check.message, variant: 'error' });
      return;
    }
    setInvalid([]);
    const code = await submitRequest(check.data)
      .unwrap()
      .then((answer) => answer.code)
      .catch(() => null);
    if (code !== PLANT_REQUEST_SUCCESS_CODE) {
      notify({ title: PLANT_REQUEST_TOAST_TITLE, message: PLANT_REQUEST_FAILED_MESSAGE, variant: 'error' });
      return;
    }
    notify({ title: PLANT_REQUEST_TOAST_TITLE, message: PLANT_REQUEST_SUCCESS_MESSAGE, variant: 'success' });
    setValues((current) => ({ ...current, botanicalName: '', commonName: '' }));
    onSubmitted();
  };

  return { values, invalid, submitting: isLoading, change, submit };
}
