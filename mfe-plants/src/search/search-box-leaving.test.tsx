import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { testStore } from '@thrive/shared/testing';
import { setupFakePlantsApi } from '../testing/fake-plants-api';
import { plantListItem } from '../testing/fixtures';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

const api = setupFakePlantsApi();

function Path() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

beforeEach(() => {
  jest.useFakeTimers();
  api.data.plants = [
    ...api.data.plants,
    plantListItem({ Id: 21, CommonName: 'Rugosa Rose', BotanicalName: 'Rosa rugosa' }),
  ];
});
afterEach(() => jest.useRealTimers());

/*
 * The search page as the gardener has it while a chosen plant's page loads: still on screen
 * (the new page renders in a transition), with the address it had (no text yet). The box is
 * on every path here, and its value does not follow the searches, to hold it in that moment.
 */
test('a plant chosen while the typed search is still pending opens its page; that search never runs after it', async () => {
  const onSearch = jest.fn();
  const store = testStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/plants/search']}>
        <Routes>
          <Route
            path="*"
            element={<SearchBox value="" onSearch={onSearch} onChooseCategory={() => undefined} zoneId={0} />}
          />
        </Routes>
        <Path />
      </MemoryRouter>
    </Provider>,
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.type(screen.getByRole('combobox', { name: 'Search plants' }), 'rug');
  await within(screen.getByRole('listbox', { name: 'Search plants' })).findByRole('option', {
    name: /Rugosa Rose/,
  });
  expect(onSearch).not.toHaveBeenCalled();

  await user.keyboard('{ArrowDown}{Enter}');
  expect(screen.getByTestId('path')).toHaveTextContent('/plants/details/21');
  // The typed text became the search once, so Back from the plant returns to it.
  expect(onSearch.mock.calls).toEqual([['rug']]);

  await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
  expect(onSearch.mock.calls).toEqual([['rug']]);
});
