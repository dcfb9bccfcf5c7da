import { useEffect, type FormEvent } from 'react';
import { useAskAnExpertMutation } from '@thrive/shared';
import {
  askAnExpertInputSchema,
  type ExpertQuestion,
  type ValidAskAnExpertInput,
} from '@thrive/shared/contracts';
import { useContractForm, useController, type ContractForm } from '@thrive/shared/forms';
import { useQuestionPhotos } from './use-question-photos';

/**
 * What the gardener entered, by the contract's field names: the topic as its select holds it
 * ('' for none chosen), the plant and zone the question is about (0: none), the attached photos.
 */
export type QuestionFields = Omit<ValidAskAnExpertInput, 'TopicId'> & { TopicId: string };
export type QuestionForm = ContractForm<QuestionFields, ValidAskAnExpertInput>;

/** The entry as the contract takes it: a topic left unchosen is left out (the contract says so). */
const questionInput = ({ TopicId, ...rest }: QuestionFields) => ({
  ...rest,
  TopicId: TopicId ? Number(TopicId) : undefined,
});

/**
 * The question form (SPEC §7 AskAnExpert): checked against the contract before sending; the
 * server's 400s land on the same fields. Nothing is sent while a photo uploads. A sent
 * question is handed to `onSent`, whose page replaces the form (asking again opens a new one).
 */
export function useAskExpertForm(onSent: (question: ExpertQuestion) => void) {
  const [ask] = useAskAnExpertMutation();
  const photos = useQuestionPhotos();
  const form = useContractForm<QuestionFields, ValidAskAnExpertInput>({
    schema: askAnExpertInputSchema,
    defaultValues: { TopicId: '', Question: '', PlantId: 0, ZoneId: 0, PhotoIds: [] },
    toInput: questionInput,
  });
  // The photos upload beside the form; the ids of those attached are the form's PhotoIds.
  const { field: photoIds } = useController({ control: form.control, name: 'PhotoIds' });
  const { onChange: attach } = photoIds;
  useEffect(() => {
    void attach(photos.photos.map((photo) => photo.Id));
  }, [photos.photos, attach]);

  const send = form.submitWith(async (input) => onSent(await ask(input).unwrap()));
  const submit = (event: FormEvent) => {
    // Enter in a field submits even while Send waits for the uploads.
    if (photos.uploading || form.formState.isSubmitting) event.preventDefault();
    else void send(event);
  };

  return { form, photos, submit };
}
