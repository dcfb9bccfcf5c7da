import { screen } from '@testing-library/react';
import { OUR_EXPERT } from '@thrive/shared/contracts';
import { fakeExpertApi } from '@thrive/shared/testing';
import { QUESTION_LABEL } from './ai-expert-form';
import { setupFakeAiExpertApi } from '../testing/fake-ai-expert-api';
import { renderPlants } from '../testing/render-plants';
import { questionLabel } from './ask-expert-form';

const ai = setupFakeAiExpertApi();
fakeExpertApi(ai.server);

/** A control's name as its label reads it, without what is hidden from assistive technology. */
function labelText(control: HTMLElement): string {
  const label = (control as HTMLInputElement).labels?.[0]?.cloneNode(true) as HTMLElement | undefined;
  label?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return control.getAttribute('aria-label') ?? label?.textContent?.trim() ?? '';
}

describe('the Ask the Expert page with both experts (SPEC §2.4 plants/askexpert)', () => {
  test('each question box says whom it is for, and no two controls share a name', async () => {
    renderPlants('/plants/askexpert');
    await screen.findByRole('form', { name: /^Your question to / });
    const expertBox = screen.getByRole('textbox', { name: questionLabel(OUR_EXPERT.Name) });
    const aiBox = screen.getByRole('textbox', { name: QUESTION_LABEL });
    expect(expertBox).not.toBe(aiBox);
    expect(questionLabel(OUR_EXPERT.Name)).not.toBe(QUESTION_LABEL);

    const names = [...screen.getAllByRole('textbox'), ...screen.getAllByRole('combobox')].map(labelText);
    expect(names.filter((name) => name === '')).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });
});
