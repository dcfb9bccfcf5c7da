import { screen } from '@testing-library/react';
import { setupFakePlantDetailsApi } from '../testing/fake-plant-details-api';
import { plantDetails } from '../testing/plant-details-fixtures';
import { renderPlants } from '../testing/render-plants';

const api = setupFakePlantDetailsApi();

const ENGLISH_IVY = plantDetails({
  Id: 7,
  CommonName: 'English Ivy',
  BotanicalName: 'Hedera helix',
  Weed: {
    Status: 'noxious',
    Instead: [
      { Id: 21, CommonName: 'Virginia Creeper' },
      { Id: 22, CommonName: 'Allegheny Spurge' },
    ],
  },
});

async function openPlant() {
  renderPlants('/plants/details/7?key=k3y', { carried: { key: 'k3y' } });
  await screen.findByRole('heading', { level: 2, name: api.data.plant.CommonName });
}

describe('plant details: the weed notice (issue 28)', () => {
  test('a noxious weed says it is against the law in some states, as a note, with links to the plants to grow instead', async () => {
    api.data.plant = ENGLISH_IVY;
    await openPlant();
    const note = screen.getByRole('note', { name: 'Noxious weed:' });
    expect(note).toHaveTextContent(
      "Noxious weed: it is against the law to plant or sell it in some states. Please don't plant it.",
    );
    expect(note).toHaveTextContent('Plant instead: Virginia Creeper, Allegheny Spurge');
    expect(screen.getByRole('link', { name: 'Virginia Creeper' })).toHaveAttribute(
      'href',
      '/plants/details/21?key=k3y',
    );
    expect(screen.getByRole('link', { name: 'Allegheny Spurge' })).toHaveAttribute(
      'href',
      '/plants/details/22?key=k3y',
    );
  });

  test('an invasive plant says it spreads into wild places; with no plant to name, no "Plant instead"', async () => {
    api.data.plant = plantDetails({
      CommonName: 'Common Periwinkle',
      Weed: { Status: 'invasive', Instead: [] },
    });
    await openPlant();
    const note = screen.getByRole('note', { name: 'Invasive:' });
    expect(note).toHaveTextContent('Invasive: it spreads from gardens into wild places in much of the US.');
    expect(note).not.toHaveTextContent('Plant instead');
  });

  test('a plant that is no weed has no notice', async () => {
    await openPlant();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
