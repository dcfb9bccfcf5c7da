import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { plantRequestDialogToggled, type PlantListItem } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { setupFakePromptsApi } from '../../testing/fake-prompts-api';
import { signedInByKey } from '../../testing/signed-in-by-key';
import { renderShell } from '../../testing/render-shell';
import { LOOKING_TEXT, LOOKUP_FAILED_TEXT, MATCHES_HEADING, NO_MATCH_TEXT } from './catalogue-matches';
import { REQUEST_PLANT_TITLE } from './request-plant-dialog';

const api = setupFakePromptsApi();

const plant = (Id: number, CommonName: string, BotanicalName: string): PlantListItem => ({
  Id,
  CommonName,
  BotanicalName,
  OtherNames: [],
  CategoryId: 1,
  CategoryName: 'Vegetables',
  Thumbnail: '',
  SunRequirementId: 0,
  AltSunRequirementId: 0,
  WaterRequirementId: 0,
  ZoneLowId: 0,
  ZoneHighId: 0,
  IsFavorite: false,
  Thrive: null,
});
const TOMATOES = [
  plant(31, 'Tomato', 'Solanum lycopersicum'),
  plant(32, 'Cherry Tomato', 'Solanum lycopersicum var. cerasiforme'),
];

async function openDialog() {
  signedInByKey(testIdentity({ Email: 'fern@example.com' }));
  const view = renderShell('/yards?key=k3y');
  await screen.findByTestId('remote-app');
  act(() => {
    view.store.dispatch(plantRequestDialogToggled(true));
  });
  // The dialog's form loads when it first opens.
  const dialog = await screen.findByRole('dialog', { name: REQUEST_PLANT_TITLE });
  return {
    ...view,
    dialog,
    botanical: within(dialog).getByRole('textbox', { name: 'Botanical Name' }),
    common: within(dialog).getByRole('textbox', { name: 'Common Name (optional)' }),
  };
}

describe('Request a New Plant: the plants already in our catalogue (GET Plants/0/Search/)', () => {
  test('typing a name shows the catalogue’s matches, each opening the plant; the dialog closes', async () => {
    api.answers.quickSearch = () => HttpResponse.json({ Items: TOMATOES, TotalRows: 2, i: 0, c: 5 });
    const { dialog, botanical, visited } = await openDialog();
    await userEvent.type(botanical, 'Solanum lyco');
    expect(within(dialog).getByRole('status')).toHaveTextContent(LOOKING_TEXT);

    const list = await within(dialog).findByRole('list', { name: MATCHES_HEADING });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '2 plants by that name are already in our catalogue.',
    );
    // Debounced: one lookup for the whole name, the few best matches.
    expect(api.received.quickSearches.map((query) => Object.fromEntries(query))).toEqual([
      { k: 'Solanum lyco', s: 'Relevance', i: '0', c: '5' },
    ]);
    const tomato = within(list).getByRole('link', { name: 'Tomato Solanum lycopersicum' });
    expect(tomato).toHaveAttribute('href', '/plants/details/31?key=k3y');

    await userEvent.click(tomato);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(visited.at(-1)).toBe('/plants/details/31?key=k3y');
  });

  test('the common name is looked up when the botanical name is too short to', async () => {
    const { dialog, common } = await openDialog();
    await userEvent.type(common, 'Basil');
    expect(await within(dialog).findByText(NO_MATCH_TEXT)).toBeInTheDocument();
    expect(api.received.quickSearches.map((query) => query.get('k'))).toEqual(['Basil']);
  });

  test('fewer than 3 letters are not looked up', async () => {
    const { dialog, botanical } = await openDialog();
    await userEvent.type(botanical, 'So');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(api.received.quickSearches).toEqual([]);
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  test('a failed lookup says so and does not stand in the way of the request', async () => {
    api.answers.quickSearch = () => HttpResponse.json({ message: 'Down' }, { status: 500 });
    const { dialog, botanical } = await openDialog();
    await userEvent.type(botanical, 'Salvia nemorosa');
    expect(await within(dialog).findByText(LOOKUP_FAILED_TEXT)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.received.plantRequests).toHaveLength(1));
  });
});
