import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  readLocal,
  readSession,
  SESSION_KEYS,
  STORAGE_KEYS,
  storeDeviceLocation,
  writeLocal,
  type Identity,
} from '@thrive/shared';
import { OUR_EXPERT, type MenuUrl, type Sponsor } from '@thrive/shared/contracts';
import { testIdentity } from '@thrive/shared/testing';
import { signedInByKey } from '../testing/signed-in-by-key';
import { renderShell } from '../testing/render-shell';
import { setupFakePromptsApi } from '../testing/fake-prompts-api';
import { SIGNED_OUT_HINT } from './launch-pad';

const api = setupFakePromptsApi();
let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const LINKS: MenuUrl[] = [
  { Key: 39, Value: 'https://buzz.example.org/' },
  { Key: 99, Value: 'true' },
  { Key: 97, Value: 'https://videos.example.org/' },
  { Key: 98, Value: 'true' },
];
const SPONSOR: Sponsor = {
  Id: 7,
  Name: 'https://cdn.example.org/banner.png',
  PX: 'https://garden-centre.example.org/',
  Desc: '',
  Value: 'Green Thumb Garden Centre',
  IsSelected: true,
};

function launchPad(identity: Partial<Identity>, path = '/core/landing?key=k3y&lat=40.7') {
  // Signed in from this very key before: nothing registers again.
  signedInByKey(testIdentity(identity));
  return renderShell(path);
}
/** Lets pending calls finish, for rules that say a call is never made. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const tiles = () => screen.findByRole('list', { name: /Garden tools|Quick start/ });
const tileNames = async () =>
  within(await tiles())
    .getAllByRole('link')
    .map((link) => link.lastElementChild?.textContent);

describe('launch pad standard layout (SPEC §2.3)', () => {
  test('shows the logo and title and the grid of tiles, Plant Buzz and Tutorial Videos when enabled', async () => {
    api.answers.menuUrls = LINKS;
    launchPad({ AccessLandscaping: true });
    expect(await screen.findByRole('heading', { name: 'Thrive Garden' })).toBeInTheDocument();
    expect(screen.getByTestId('header-title')).toHaveTextContent('Launch Pad');
    await waitFor(async () =>
      expect(await tileNames()).toEqual([
        'My Yard',
        'Plant ID & Search',
        'Suggest a Plant',
        'Thrive Scorecard',
        `Ask ${OUR_EXPERT.Name}`,
        'Landscape Design',
        'My Favorite Plants',
        'Plant Buzz',
        'Tutorial Videos',
      ]),
    );
  });

  test('route tiles go to their destinations carrying the parameters', async () => {
    launchPad({ YardCount: 1, DefaultYardId: 5 });
    const grid = await tiles();
    expect(within(grid).getByRole('link', { name: /My Yard/ })).toHaveAttribute(
      'href',
      '/yards/view/5?key=k3y&lat=40.7',
    );
    expect(within(grid).getByRole('link', { name: /Thrive Scorecard/ })).toHaveAttribute(
      'href',
      '/thrive/table/0?key=k3y&lat=40.7',
    );
    await userEvent.click(within(grid).getByRole('link', { name: /Plant ID & Search/ }));
    expect(await screen.findByTestId('remote-app')).toHaveTextContent('Remote app for plants');
    expect(screen.getByTestId('location')).toHaveTextContent('/plants/search?key=k3y&lat=40.7');
  });

  test('external tiles open in a new tab', async () => {
    api.answers.menuUrls = LINKS;
    launchPad({});
    const buzz = await within(await tiles()).findByRole('link', { name: /Plant Buzz/ });
    expect(buzz).toHaveAttribute('href', 'https://buzz.example.org/');
    expect(buzz).toHaveAttribute('target', '_blank');
    expect(buzz).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('a tile records its link kind (SPEC §4); Suggest a Plant clears the stored suggest filter first', async () => {
    writeLocal(STORAGE_KEYS.suggestFilter, '{"k":"rose"}');
    launchPad({});
    await userEvent.click(within(await tiles()).getByRole('link', { name: /Suggest a Plant/ }));
    await waitFor(() => expect(api.received.linkClicks).toEqual([{ UserId: 42, LinkClick: 11 }]));
    expect(readLocal(STORAGE_KEYS.suggestFilter)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/plants/suggest?key=k3y&lat=40.7');
  });

  test('a failed link-click call is only logged (SPEC §8)', async () => {
    api.answers.linkClick = () => HttpResponse.json({ message: 'Down' }, { status: 500 });
    launchPad({});
    await userEvent.click(within(await tiles()).getByRole('link', { name: /My Favorite Plants/ }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[shell] Link click 15 failed', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('activation is never recorded in standard mode, and sponsors are not even loaded', async () => {
    api.answers.sponsors = [SPONSOR];
    launchPad({});
    await tiles();
    await settle();
    expect(api.received.activations).toEqual([]);
    expect(readSession(SESSION_KEYS.activationRecorded)).toBeNull();
  });
});

test('opening the app reports the day’s first opening once (EngagementUser/ app-open)', async () => {
  launchPad({});
  await waitFor(() =>
    expect(api.received.userEngagements).toEqual([
      { Kind: 'app-open', Data: { Day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } },
    ]),
  );
});

describe('launch pad lite layout (SPEC §2.3, §4 steps 4-5)', () => {
  test('a search user sees the sponsor banner and big buttons, Featured Plants once a sponsor is selected', async () => {
    api.answers.sponsors = [{ ...SPONSOR, Desc: '1' }];
    launchPad({ GotoSearch: true });
    const banner = await screen.findByRole('img', { name: 'Green Thumb Garden Centre' });
    expect(banner).toHaveAttribute('src', SPONSOR.Name);
    expect(banner.closest('a')).toHaveAttribute('href', SPONSOR.PX);
    expect(banner.closest('a')).toHaveAttribute('target', '_blank');
    expect(await tileNames()).toEqual([
      'Plant ID & Search',
      'Suggest a Plant',
      'Featured Plants',
      'My Favorite Plants',
      expect.stringMatching(/^Ask /),
    ]);
    expect(screen.getByRole('link', { name: /Featured Plants/ })).toHaveAttribute(
      'href',
      '/plants/featured?pid=7&key=k3y&lat=40.7',
    );
  });

  test('following the sponsor banner reports engagement with the sponsor, without waiting for it', async () => {
    api.answers.sponsors = [SPONSOR];
    launchPad({ GotoSearch: true });
    const link = await screen.findByRole('link', { name: 'Green Thumb Garden Centre (opens in a new tab)' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await waitFor(() =>
      expect(api.received.engagements).toEqual([
        {
          Kind: 'sponsor-banner',
          Data: { SponsorId: 7, Sponsor: 'Green Thumb Garden Centre', Where: 'launch-pad' },
        },
      ]),
    );
  });

  test('a partner-branded visit (ptl=1) is lite too; without a selected sponsor there is no banner and no Featured tile', async () => {
    api.answers.sponsors = [{ ...SPONSOR, IsSelected: false }];
    launchPad({}, '/core/landing?ptl=1');
    await waitFor(async () => expect(await tileNames()).toContain(`Ask ${OUR_EXPERT.Name}`));
    expect(await tileNames()).not.toContain('Featured Plants');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  test('activation is recorded once per session in lite mode with a selected sponsor and the device location', async () => {
    api.answers.sponsors = [SPONSOR];
    storeDeviceLocation({ lat: 40.7, lon: -74 });
    const first = launchPad({ GotoSearch: true });
    await waitFor(() =>
      expect(api.received.activations).toEqual([{ SponsorId: 7, Latitude: 40.7, Longitude: -74 }]),
    );
    expect(readSession(SESSION_KEYS.activationRecorded)).not.toBeNull();

    // Another visit in the same session does not record it again.
    first.unmount();
    renderShell('/core/landing');
    await screen.findByRole('img', { name: 'Green Thumb Garden Centre' });
    await settle();
    expect(api.received.activations).toHaveLength(1);
  });

  test('without a stored device location, activation is sent with 0,0', async () => {
    api.answers.sponsors = [SPONSOR];
    launchPad({ GotoSearch: true });
    await waitFor(() =>
      expect(api.received.activations).toEqual([{ SponsorId: 7, Latitude: 0, Longitude: 0 }]),
    );
  });

  test('a failed activation call is only logged', async () => {
    api.answers.sponsors = [SPONSOR];
    api.answers.activation = () => HttpResponse.json({ message: 'Down' }, { status: 500 });
    launchPad({ GotoSearch: true });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[shell] Activation failed', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Ask the expert persona (SPEC §2.3, §6)', () => {
  test('SPEC §2.3: the Ask tile names the expert persona who answers: ours without an expert sponsor', async () => {
    launchPad({});
    expect(
      await within(await tiles()).findByRole('link', { name: `Ask ${OUR_EXPERT.Name}` }),
    ).toHaveAttribute('href', '/help/questions?key=k3y&lat=40.7');
  });

  test('SPEC §2.3: a sponsor that offers its expert (GET Users/0/ExpertSponsor) names the tile', async () => {
    api.answers.expertSponsor = () => HttpResponse.json({ ...SPONSOR, Desc: '1' });
    launchPad({});
    expect(
      await within(await tiles()).findByRole('link', {
        name: "Ask Green Thumb Garden Centre's garden expert",
      }),
    ).toBeInTheDocument();
  });

  test('while the persona is unknown (the call failed) the tile still asks the expert', async () => {
    api.answers.expertSponsor = () => HttpResponse.json({ message: 'Down' }, { status: 500 });
    launchPad({});
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[shell] Expert sponsor load failed', expect.anything()),
    );
    expect(within(await tiles()).getByRole('link', { name: 'Ask the Expert' })).toBeInTheDocument();
  });

  test('SPEC §6 "Sponsor Desc equal to 1: enables Ask Expert": a selected sponsor without it has no Ask button in the lite layout', async () => {
    api.answers.sponsors = [{ ...SPONSOR, Desc: '' }];
    launchPad({ GotoSearch: true });
    await screen.findByRole('img', { name: 'Green Thumb Garden Centre' });
    await waitFor(async () => expect(await tileNames()).toContain('Featured Plants'));
    expect(await tileNames()).toEqual([
      'Plant ID & Search',
      'Suggest a Plant',
      'Featured Plants',
      'My Favorite Plants',
    ]);
  });

  test('SPEC §6: the standard layout keeps Ask the expert whatever the sponsor', async () => {
    api.answers.sponsors = [{ ...SPONSOR, Desc: '' }];
    launchPad({});
    expect(await within(await tiles()).findByRole('link', { name: /^Ask / })).toBeInTheDocument();
  });
});

describe('sponsor banner reports (SPEC §3 Partner banner request, §7 POST Users/{uid}/SponsorAd)', () => {
  test('a banner shown is reported once, with the device location and no destination', async () => {
    api.answers.sponsors = [SPONSOR];
    storeDeviceLocation({ lat: 45.5, lon: -122.7 });
    launchPad({ GotoSearch: true });
    await screen.findByRole('img', { name: 'Green Thumb Garden Centre' });
    await waitFor(() =>
      expect(api.received.sponsorAds).toEqual([
        { latitude: 45.5, longitude: -122.7, destinationUrl: '', address2: '' },
      ]),
    );
    await settle();
    expect(api.received.sponsorAds).toHaveLength(1);
  });

  test('a banner followed is reported with where it leads; an unknown location is -999 (SPEC §3)', async () => {
    api.answers.sponsors = [SPONSOR];
    launchPad({ GotoSearch: true });
    const link = await screen.findByRole('link', { name: 'Green Thumb Garden Centre (opens in a new tab)' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await waitFor(() =>
      expect(api.received.sponsorAds).toEqual([
        { latitude: -999, longitude: -999, destinationUrl: '', address2: '' },
        { latitude: -999, longitude: -999, destinationUrl: SPONSOR.PX, address2: '' },
      ]),
    );
  });

  test('a failed report is only logged (SPEC §8)', async () => {
    api.answers.sponsors = [SPONSOR];
    api.answers.sponsorAd = () => HttpResponse.json({ message: 'Down' }, { status: 500 });
    launchPad({ GotoSearch: true });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[shell] Sponsor ad failed', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

test('with nobody signed in, the launch pad welcomes and says how to sign in', async () => {
  renderShell('/core');
  expect(await screen.findByRole('heading', { name: 'Welcome to Thrive Garden!' })).toBeInTheDocument();
  expect(screen.getByText(SIGNED_OUT_HINT)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Garden tools' })).not.toBeInTheDocument();
});
