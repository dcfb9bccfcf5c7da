import { overWateredAnswer } from '../testing/fake-health-api';
import { resultSummary } from './health-results';

describe('the health check’s summary line counts its causes in good English', () => {
  const [likely, possible] = overWateredAnswer().Causes;

  test('several causes: "N possible causes", with how many are likely, none included', () => {
    expect(resultSummary(overWateredAnswer())).toBe(
      'Found 2 possible causes for Lavender, 1 of them likely.',
    );
    expect(resultSummary(overWateredAnswer({ Causes: [possible!, possible!] }))).toBe(
      'Found 2 possible causes for Lavender, none of them likely.',
    );
  });

  test('one cause is "1 possible cause", never "1 of them"', () => {
    expect(resultSummary(overWateredAnswer({ Causes: [likely!] }))).toBe(
      'Found 1 possible cause for Lavender, and it is likely.',
    );
    expect(resultSummary(overWateredAnswer({ Causes: [possible!] }))).toBe(
      'Found 1 possible cause for Lavender.',
    );
  });
});
