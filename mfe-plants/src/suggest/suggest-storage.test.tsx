import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { STORAGE_KEYS } from '@thrive/shared';
import { testStore } from '@thrive/shared/testing';
import { SuggestPage } from './suggest-page';
import { setupFakeSuggestApi, suggestions } from '../testing/fake-suggest-api';
import { renderPlants } from '../testing/render-plants';

const api = setupFakeSuggestApi();
const field = (name: string) => screen.getByRole('combobox', { name });
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.suggestFilter) ?? 'null') as unknown;

async function openSuggest() {
  const view = renderPlants('/plants/suggest');
  await within(await screen.findByRole('combobox', { name: 'Sun' })).findByRole('option', {
    name: 'Full Sun',
  });
  return view;
}

describe('the suggest filter in browser storage (SPEC §9 suggest filter key)', () => {
  test('the form is kept under the suggest filter key as it is filled and restored on coming back', async () => {
    const user = userEvent.setup();
    const { unmount } = await openSuggest();
    await user.selectOptions(field('Sun'), 'Part Shade');
    await user.click(await screen.findByRole('checkbox', { name: 'Deer' }));
    expect(stored()).toMatchObject({ draft: { SunRequirementId: 3, Resistances: [1] }, submitted: null });
    unmount();

    await openSuggest();
    expect(field('Sun')).toHaveDisplayValue('Part Shade');
    expect(await screen.findByRole('checkbox', { name: 'Deer' })).toBeChecked();
    expect(api.suggestBodies).toEqual([]);
  });

  test('a search comes back with its results on the page the gardener left', async () => {
    api.data.suggest = suggestions({ TotalRows: 60 });
    const user = userEvent.setup();
    const { unmount } = await openSuggest();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'One of your zones' }),
      'Border bed',
    );
    await user.click(screen.getByRole('button', { name: 'Suggest plants' }));
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText('2 of 3');
    unmount();

    renderPlants('/plants/suggest');
    expect(await screen.findByText('2 of 3')).toBeInTheDocument();
    expect(api.suggestBodies.at(-1)).toMatchObject({ ZoneId: 8, i: 1 });
  });

  test('with the key cleared (arriving from the menu or launch pad) the page starts afresh', async () => {
    const user = userEvent.setup();
    const { unmount } = await openSuggest();
    await user.selectOptions(field('Sun'), 'Full Sun');
    unmount();
    localStorage.removeItem(STORAGE_KEYS.suggestFilter);

    await openSuggest();
    expect(field('Sun')).toHaveDisplayValue('-Select Sun-');
  });

  test('a stored value of another shape is ignored field by field, a broken one entirely', async () => {
    localStorage.setItem(
      STORAGE_KEYS.suggestFilter,
      JSON.stringify({ draft: { SunRequirementId: 'lots', WaterRequirementId: 3 }, submitted: { i: -4 } }),
    );
    const { unmount } = await openSuggest();
    expect(field('Sun')).toHaveDisplayValue('-Select Sun-');
    expect(field('Water')).toHaveDisplayValue('Medium');
    expect(screen.getByRole('button', { name: 'Suggest plants' })).toBeInTheDocument();
    unmount();

    localStorage.setItem(STORAGE_KEYS.suggestFilter, '{"draft":');
    await openSuggest();
    expect(field('Water')).toHaveDisplayValue('-Select Water-');
  });

  test('choosing Suggest a Plant in the menu while on the page (key cleared, then a new visit) starts afresh', async () => {
    const user = userEvent.setup();
    const store = testStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/plants/suggest']}>
          {/* What the shell's menu item does: clear the stored filter, then go to the page. */}
          <Link to="/plants/suggest" onClick={() => localStorage.removeItem(STORAGE_KEYS.suggestFilter)}>
            Suggest A Plant
          </Link>
          <Routes>
            <Route path="/plants/suggest" element={<SuggestPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await within(await screen.findByRole('combobox', { name: 'Sun' })).findByRole('option', {
      name: 'Full Sun',
    });
    await user.selectOptions(field('Sun'), 'Full Sun');
    await user.click(screen.getByRole('link', { name: 'Suggest A Plant' }));
    expect(field('Sun')).toHaveDisplayValue('-Select Sun-');
    expect(stored()).toMatchObject({ draft: { SunRequirementId: 0 } });
  });
});
