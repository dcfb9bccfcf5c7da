import { recheckErrors } from './recheck-errors';

describe('recheckErrors: a field that shows a message is checked again as it changes', () => {
  test('the message goes once the field is valid, and is updated while it is not', () => {
    const shown = { Question: 'Too short.', TopicId: 'Choose a topic.' };
    expect(recheckErrors(shown, {}, ['Question'])).toEqual({ TopicId: 'Choose a topic.' });
    expect(recheckErrors(shown, { Question: 'Too long.' }, ['Question'])).toEqual({
      Question: 'Too long.',
      TopicId: 'Choose a topic.',
    });
  });

  test('a field without a message gets none while it changes; other messages stay', () => {
    const shown = { form: 'Something went wrong.' };
    expect(recheckErrors(shown, { Notes: 'Too long.' }, ['Notes'])).toEqual(shown);
  });
});
