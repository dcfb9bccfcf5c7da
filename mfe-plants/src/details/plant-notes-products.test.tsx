import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PLANT_NOTES_MAX_LENGTH } from '@thrive/shared/contracts';
import { setupFakePlantDetailsApi } from '../testing/fake-plant-details-api';
import { openSection } from '../testing/fold-sections';
import { renderPlants } from '../testing/render-plants';
import { product } from '../testing/plant-details-fixtures';

const api = setupFakePlantDetailsApi();

async function openLavender() {
  renderPlants('/plants/details/7');
  await screen.findByRole('heading', { level: 2, name: 'Lavender' });
}

/** The plant's page with its notes opened. */
async function openNotes(user = userEvent.setup()) {
  await openLavender();
  await openSection('My notes', user);
  return screen.getByRole('textbox', { name: 'Notes on Lavender' });
}

describe('plant notes (POST Users/{uid}/PlantNotes/{id}/)', () => {
  test('shows the saved notes with a counter against the maximum length', async () => {
    api.data.plant.Notes = 'Planted by the gate.';
    const notes = await openNotes();
    expect(notes).toHaveValue('Planted by the gate.');
    expect(notes).toHaveAttribute('maxLength', String(PLANT_NOTES_MAX_LENGTH));
    expect(notes).toHaveAccessibleDescription(`20 of ${PLANT_NOTES_MAX_LENGTH} characters`);
  });

  test('folded, the heading shows the notes’ first line; what was typed stays when it folds again', async () => {
    api.data.plant.Notes = 'Planted by the gate.\nMulch in autumn.';
    const user = userEvent.setup();
    await openLavender();
    const toggle = screen.getByRole('button', { name: 'My notes', expanded: false });
    expect(toggle).toHaveAccessibleDescription('Planted by the gate.');
    await user.click(toggle);
    await user.type(screen.getByRole('textbox', { name: 'Notes on Lavender' }), ' Divide in spring.');
    await user.click(toggle);
    expect(screen.queryByRole('textbox', { name: 'Notes on Lavender' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: 'Notes on Lavender' })).toHaveValue(
      'Planted by the gate.\nMulch in autumn. Divide in spring.',
    );
  });

  test('Save sends the notes, says so and records link kind 41', async () => {
    const user = userEvent.setup();
    const notes = await openNotes(user);
    await user.type(notes, 'Cut back in March');
    expect(notes).toHaveAccessibleDescription(`17 of ${PLANT_NOTES_MAX_LENGTH} characters`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.changes()).toEqual([
        { method: 'POST', path: 'Users/42/PlantNotes/7/', body: { Notes: 'Cut back in March' } },
      ]),
    );
    expect(await screen.findByText('Your notes were saved.')).toBeInTheDocument();
    await waitFor(() => expect(api.linkKinds()).toContain(41));
  });

  test('a refused save shows the server’s 400 message at the notes', async () => {
    api.server.use(
      http.post('/api/Users/:uid/PlantNotes/:id/', () =>
        HttpResponse.json(
          {
            message: 'Notes must be at most 4000 characters.',
            fields: { 'body.Notes': 'Notes must be at most 4000 characters.' },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const notes = await openNotes(user);
    await user.type(notes, 'Too long, says the server');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notes).toHaveAttribute('aria-invalid', 'true'));
    expect(notes).toHaveAccessibleDescription(/Notes must be at most 4000 characters\./);
    expect(api.linkKinds()).not.toContain(41);

    // Shortened, the notes are fine by the contract: the message goes.
    await user.type(notes, '{Backspace}');
    expect(notes).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Notes must be at most 4000 characters.')).not.toBeInTheDocument();
  });
});

describe('suggested products (SuggestProducts and the product details panel)', () => {
  test('the section is hidden when there are no products', async () => {
    let answered = false;
    api.server.use(
      http.get('/api/Plants/:id/SuggestProducts/', () => {
        answered = true;
        return HttpResponse.json([]);
      }),
    );
    await openLavender();
    await waitFor(() => expect(answered).toBe(true));
    await screen.findByRole('heading', { name: 'Border bed' });
    expect(screen.queryByRole('region', { name: 'Suggested products' })).not.toBeInTheDocument();
  });

  test('a product opens the details panel: Quantity with 2 decimals, Price as currency; link kind 32', async () => {
    api.data.products = [product(), product({ Id: 502, Name: 'Lavender shears', Quantity: 2, Price: 1250 })];
    const user = userEvent.setup();
    await openLavender();
    const section = await openSection('Suggested products', user);
    expect(within(section).getByRole('button', { name: /Lavender shears/ })).toHaveTextContent('$1,250.00');
    await user.click(within(section).getByRole('button', { name: /Bloom booster/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloom booster' });
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(value('Product Name')).toHaveTextContent('Bloom booster');
    expect(value('Brand Name')).toHaveTextContent('GreenLeaf');
    expect(value('Product Category')).toHaveTextContent('Fertilizers');
    expect(value('SKU')).toHaveTextContent('GL-BB-1');
    expect(value('Size')).toHaveTextContent('2 lb bag');
    expect(value('Quantity')).toHaveTextContent('1.50');
    expect(value('Price')).toHaveTextContent('$12.50');
    expect(within(dialog).getByRole('link', { name: /example\.com\/bloom-booster/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await waitFor(() => expect(api.linkKinds()).toContain(32));
  });
});
