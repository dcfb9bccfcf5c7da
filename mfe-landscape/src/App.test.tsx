import { screen } from '@testing-library/react';
import { renderRemote, testRemoteAppContract } from '@thrive/shared/testing';
import App from './App';
import { LANDSCAPE_CLOSED } from './common/landscape-closed-page';
import { setupFakeStylesApi } from './testing/fake-styles-api';

testRemoteAppContract('mfe-landscape', App, [['styles', 'Landscape Design']]);

setupFakeStylesApi();

describe('SPEC §6 AccessLandscaping shows Landscape Design', () => {
  test('without the flag the area is closed, whatever the address', () => {
    renderRemote(App, '/styles/designs/new?zone=8', { identity: { AccessLandscaping: false } });
    expect(screen.getByText(LANDSCAPE_CLOSED)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  test('with the flag the styles are listed at #/styles', async () => {
    renderRemote(App, '/styles', { identity: { AccessLandscaping: true } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Landscape styles' })).toBeInTheDocument();
    expect(screen.queryByText(LANDSCAPE_CLOSED)).not.toBeInTheDocument();
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });
});
