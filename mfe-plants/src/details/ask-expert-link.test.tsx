import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LINK_KINDS } from '@thrive/shared/contracts';
import { fakeExpertApi } from '@thrive/shared/testing';
import { setupFakePlantDetailsApi } from '../testing/fake-plant-details-api';
import { renderPlants } from '../testing/render-plants';

// The AI expert's half of the Ask the Expert page is another feature with its own calls.
jest.mock('../ask-expert/ai-expert-panel', () => ({ AiExpertPanel: () => null }));

const api = setupFakePlantDetailsApi();
fakeExpertApi(api.server);
beforeEach(() => api.server.use(http.get('/api/users/:uid/ZonePlants/0', () => HttpResponse.json([]))));

describe('plant details: Ask the expert about this plant', () => {
  test('opens plants/askexpert with the plant chosen and records link kind 30 (SPEC §4 expert help)', async () => {
    const user = userEvent.setup();
    renderPlants('/plants/details/7?key=k3y', { carried: { key: 'k3y' } });
    const link = await screen.findByRole('link', { name: 'Ask the expert about this plant' });
    expect(link).toHaveAttribute('href', '/plants/askexpert?pid=7&key=k3y');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/plants/askexpert?pid=7&key=k3y');
    await waitFor(() => expect(api.linkKinds()).toContain(LINK_KINDS.PlantExpertHelp));
    // The form opens on the plant the gardener was looking at.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'About one of my plants' })).toHaveDisplayValue('Lavender'),
    );
  });
});
