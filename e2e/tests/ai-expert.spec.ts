import { test, expect } from '../support/fixtures';
import { violations } from '../support/axe';
import { gardenApi } from '../support/garden-api';
import { lavenderInAWetZone } from '../support/lavender-garden';
import { screen } from '../support/plant-pages';
import { createGardener, openAs } from '../support/users';

// The refused question is answered 400, which Chromium logs as a failed resource.
test.use({ allowedConsoleErrors: [/status of 400/] });

test('the AI expert, offline: a scorecard question answered from our data, an off-topic one refused', async ({
  page,
  request,
}) => {
  const gardener = await createGardener();
  await lavenderInAWetZone(await gardenApi(request, gardener));
  await openAs(page, gardener, '/plants/askexpert');
  const panel = screen(page).getByRole('region', { name: 'Ask the AI expert' });
  await expect(panel).toBeVisible();
  // The about list offers the plants of the gardener's zones.
  await expect(panel.getByLabel('About a plant (optional)')).toContainText('English Lavender');
  expect.soft(await violations(page), 'AI expert, before asking').toEqual([]);

  const question = panel.getByLabel('Your question');
  await question.fill('Why is my lavender doing badly in Zone B?');
  await panel.getByRole('button', { name: 'Ask', exact: true }).click();
  const answer = panel.getByRole('region', { name: 'Answer' });
  await expect(answer).toHaveAttribute('aria-busy', 'false');
  await expect(answer).toContainText('Your English Lavender scores poor on water in Zone B');
  await expect(answer).toContainText('it needs dry soil and Zone B is wet, so it gets too much water');
  await expect(answer).toContainText('Consider moving it to Zone A');
  await expect(answer).toContainText("Answered from Thrive Garden's data");
  const facts = panel.getByRole('list', { name: 'Facts this answer used' });
  await expect(facts).toContainText('In Zone B, English Lavender scores poor on water');
  await expect(facts).toContainText('Zone B (yard Home) has Full Sun and Wet soil.');
  await expect(panel.getByRole('link', { name: 'Ask our expert instead' })).toHaveCount(0);
  expect.soft(await violations(page), 'AI expert, answered').toEqual([]);

  await question.fill('Who won the football game?');
  await panel.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(answer).toContainText('I can only answer questions about plants and gardening.');
  await expect(panel.getByRole('list', { name: 'Facts this answer used' })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'Ask our expert instead' })).toBeVisible();
  expect.soft(await violations(page), 'AI expert, refused').toEqual([]);
  // It leads to the person's form on the same page, in view and with the focus.
  await panel.getByRole('link', { name: 'Ask our expert instead' }).click();
  await expect(page.getByRole('region', { name: 'Ask a garden expert' })).toBeFocused();
});
