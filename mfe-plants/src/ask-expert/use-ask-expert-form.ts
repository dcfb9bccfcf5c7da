import { useState, type FormEvent } from 'react';
import { errorText, fieldErrors, issuesByField, notify, useAskAnExpertMutation } from '@thrive/shared';
import { askAnExpertInputSchema, type ExpertQuestion } from '@thrive/shared/contracts';
import { recheckErrors } from '@thrive/shared/validation';
import { aboutIds, type PlantChoice } from './plant-choices';
import { useQuestionPhotos } from './use-question-photos';

/** The form's fields, each with the id of its control, in the order errors are looked at. */
export const ASK_FIELDS = {
  TopicId: 'ask-topic',
  Question: 'ask-question',
  About: 'ask-about',
  PhotoIds: 'ask-photos',
} as const;
export type AskField = keyof typeof ASK_FIELDS;

/** The contract's fields and where the form shows their errors (plant and zone: the one select). */
const FIELD_OF: Record<string, AskField> = {
  TopicId: 'TopicId',
  Question: 'Question',
  PlantId: 'About',
  ZoneId: 'About',
  PhotoIds: 'PhotoIds',
};

function byFormField(found: Record<string, string>): Partial<Record<AskField, string>> {
  const errors: Partial<Record<AskField, string>> = {};
  for (const [name, message] of Object.entries(found)) {
    const field = FIELD_OF[name];
    if (field) errors[field] ??= message;
  }
  return errors;
}

/** What the gardener has entered, as the controls hold it. */
interface FormValues {
  topicId: string;
  question: string;
  about: string;
}

/**
 * The question form (SPEC §7 AskAnExpert): checked against the contract before sending,
 * each field with its message; the server's 400s land on the same fields. Nothing is sent
 * while a photo uploads. A sent question is handed to `onSent` and the form starts afresh.
 */
export function useAskExpertForm({
  choices,
  initialAbout,
  onSent,
}: {
  choices: readonly PlantChoice[];
  initialAbout: string;
  onSent: (question: ExpertQuestion) => void;
}) {
  const [topicId, setTopicId] = useState('');
  const [question, setQuestion] = useState('');
  // Untouched, the select follows the plant the page was opened for as the lists load.
  const [chosenAbout, setChosenAbout] = useState<string | null>(null);
  const about = chosenAbout ?? initialAbout;
  const [errors, setErrors] = useState<Partial<Record<AskField, string>>>({});
  const [ask, { isLoading: sending }] = useAskAnExpertMutation();
  const photos = useQuestionPhotos();

  /** The form's values checked against the contract the server checks too. */
  const parse = (values: FormValues) =>
    askAnExpertInputSchema.safeParse({
      TopicId: values.topicId ? Number(values.topicId) : undefined,
      Question: values.question,
      ...aboutIds(choices, values.about),
      PhotoIds: photos.ids,
    });
  const check = (values: FormValues) => {
    const checked = parse(values);
    return checked.success ? {} : byFormField(issuesByField(checked.error));
  };
  // A field showing a message is checked again as it changes; the messages are the contract's.
  const recheck = (field: AskField, values: Partial<FormValues>) =>
    setErrors((shown) => recheckErrors(shown, check({ topicId, question, about, ...values }), [field]));
  const change = {
    topic(value: string) {
      setTopicId(value);
      recheck('TopicId', { topicId: value });
    },
    question(value: string) {
      setQuestion(value);
      recheck('Question', { question: value });
    },
    about(value: string) {
      setChosenAbout(value);
      recheck('About', { about: value });
    },
  };

  const flag = (found: Partial<Record<AskField, string>>) => {
    setErrors(found);
    const first = (Object.keys(ASK_FIELDS) as AskField[]).find((field) => found[field]);
    if (first) document.getElementById(ASK_FIELDS[first])?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field submits even while Send waits for the uploads.
    if (photos.uploading || sending) return;
    const checked = parse({ topicId, question, about });
    if (!checked.success) {
      flag(byFormField(issuesByField(checked.error)));
      return;
    }
    try {
      const sent = await ask(checked.data).unwrap();
      setTopicId('');
      setQuestion('');
      setChosenAbout(null);
      setErrors({});
      photos.reset();
      onSent(sent);
    } catch (error) {
      flag(byFormField(fieldErrors(error)));
      notify({ message: errorText(error), variant: 'error' });
    }
  };

  return { topicId, question, about, errors, sending, photos, change, submit };
}
