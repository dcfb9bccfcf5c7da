import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from '../support/fixtures';
import { violations } from '../support/axe';
import { answerAsExpert, waitingQuestionOf } from '../support/expert';
import { screen } from '../support/plant-pages';
import { createGardener, signInPath } from '../support/users';

/** Our expert (OUR_EXPERT in @thrive/shared/contracts): asked when no sponsor offers one. */
const EXPERT = 'Hazel Moreno';

/** A leaf photo made by the test (never a file in the repo). */
async function leafPhoto() {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#4c8a3a' } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name: 'leaf.jpg', mimeType: 'image/jpeg', buffer };
}

/** Chooses files through the picker's button, as a gardener does with the system's chooser. */
async function choosePhoto(page: Page, button: Locator) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles([await leafPhoto()]);
}

test('ask the expert: the launch pad tile, a question about one of my plants with a photo, the operator answers from the command, the answer is new until opened', async ({
  page,
}) => {
  // Two axe scans and the operator's command, each a few seconds on a phone.
  test.setTimeout(60_000);
  const gardener = await createGardener({ sampleYard: true, noDefaultFlags: true });
  await page.goto(signInPath(gardener));

  // SPEC §2.3: the "Ask the expert persona" tile, named after who answers, goes to
  // help/questions (link kind 13, the shell's).
  await page
    .getByRole('list', { name: 'Garden tools' })
    .getByRole('link', { name: 'Ask Hazel Moreno' })
    .click();
  await expect(page).toHaveURL(/#\/help\/questions/);
  const main = screen(page);
  await expect(main.getByRole('heading', { level: 2, name: 'Ask the Expert' })).toBeVisible();
  await expect(main.getByText('You have not asked the expert anything yet')).toBeVisible();
  expect.soft(await violations(page), 'no questions yet').toEqual([]);

  await main.getByRole('link', { name: 'Ask a question' }).first().click();
  await expect(page).toHaveURL(/#\/plants\/askexpert/);
  const form = main.getByRole('form', { name: `Your question to ${EXPERT}` });
  await expect(form).toBeVisible();
  await expect(form.getByText(EXPERT, { exact: true })).toBeVisible();
  expect.soft(await violations(page), 'ask form').toEqual([]);

  // Send with nothing filled in: each field says what it needs.
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByLabel(/^Topic/)).toHaveAttribute('aria-invalid', 'true');
  expect.soft(await violations(page), 'ask form with its errors').toEqual([]);

  const question = `Holes appeared in the leaves overnight (${gardener.email.split('@')[0]}). What is eating them?`;
  await form.getByLabel(/^Topic/).selectOption({ label: 'Pests and diseases' });
  await form.getByLabel(/^Your question/).fill(question);
  // The sample yard's plants are offered with their zones; the first one is chosen.
  const about = form.getByLabel('About one of my plants');
  await expect(about.getByRole('option')).not.toHaveCount(1);
  const plant = (await about.getByRole('option').nth(1).textContent()) ?? '';
  await about.selectOption({ index: 1 });
  await choosePhoto(page, form.getByRole('button', { name: 'Add photos' }));
  await expect(form.getByRole('list', { name: 'Attached photos' }).getByRole('img')).toHaveCount(1);
  await form.getByRole('button', { name: 'Send' }).click();

  await expect(main.getByRole('heading', { name: `Your question was sent to ${EXPERT}` })).toBeFocused();
  expect.soft(await violations(page), 'question sent').toEqual([]);

  // The operator, at the server: the question is waiting; the answer goes in from the command.
  const waiting = await waitingQuestionOf(gardener.email);
  expect(waiting.Question).toBe(question);
  const answer = 'Flea beetles or slugs: look under the leaves at dusk, and cover young plants with fleece.';
  expect(await answerAsExpert(waiting.Id, answer)).toContain(
    `Question ${waiting.Id} was answered as ${EXPERT}; the answer was mailed to ${gardener.email}.`,
  );

  await main.getByRole('link', { name: 'See my questions' }).click();
  await expect(page).toHaveURL(/#\/help\/questions/);
  const asked = main.getByRole('article', { name: 'Pests and diseases' });
  await expect(asked.getByText('New answer')).toBeVisible();
  await expect(asked.getByText('Answered', { exact: true })).toBeVisible();
  await expect(asked.getByText(question)).toBeVisible();
  await expect(asked.getByText(`about ${plant.split(' – ')[0]}`, { exact: false })).toBeVisible();
  await expect(asked.getByRole('img', { name: 'Photo 1, opens full size' })).toBeVisible();
  await expect(main.getByText('You have 1 new answer.')).toBeVisible();
  expect.soft(await violations(page), 'questions with a new answer').toEqual([]);

  await asked.getByRole('button', { name: 'Read the answer' }).click();
  await expect(asked.getByText(answer)).toBeVisible();
  await expect(asked.getByText(`${EXPERT} answered`, { exact: false })).toBeVisible();
  await expect(asked.getByText('New answer')).toHaveCount(0);
  expect.soft(await violations(page), 'answer opened').toEqual([]);

  // Read stays read: the server was told.
  await page.reload();
  await expect(main.getByRole('article', { name: 'Pests and diseases' })).toBeVisible();
  await expect(main.getByText('New answer')).toHaveCount(0);
});
