import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { readSession, SESSION_KEYS, storeDeviceLocation, writeSession } from '@thrive/shared';
import type { Sponsor } from '@thrive/shared/contracts';
import { testIdentity } from '@thrive/shared/testing';
import { setupFakePromptsApi } from '../testing/fake-prompts-api';
import { signedInByKey } from '../testing/signed-in-by-key';
import { renderShell } from '../testing/render-shell';
import { INVALID_LINK_HEADING, SIGNED_OUT_HEADING } from './activation-page';
import {
  ACTIVATION_FAILED_HEADING,
  GO_TO_LAUNCH_PAD,
  LINKED_HEADING,
  linkedDetail,
  UNKNOWN_SPONSOR_HEADING,
} from './sponsor-activation';

const api = setupFakePromptsApi();
let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const SPONSOR: Sponsor = {
  Id: 7,
  Name: 'https://cdn.example.org/banner.png',
  PX: '',
  Desc: '',
  Value: 'Green Thumb Garden Centre',
  IsSelected: false,
};

/** Signed in from this very key before: nothing registers again. */
function signedInAt(path: string) {
  signedInByKey(testIdentity({ Id: 12 }));
  return renderShell(path);
}
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('activation by link (issue 14)', () => {
  test('posts the sponsor and the carried location once, sets the session flag and confirms with the name', async () => {
    api.answers.sponsors = [SPONSOR];
    signedInAt('/activation?sponsor=7&key=k3y&lat=40.7&lon=-74');
    expect(await screen.findByRole('heading', { name: LINKED_HEADING })).toBeInTheDocument();
    expect(await screen.findByText(linkedDetail('Green Thumb Garden Centre'))).toBeInTheDocument();
    expect(screen.getByTestId('header-title')).toHaveTextContent('Activation');
    expect(api.received.activations).toEqual([{ SponsorId: 7, Latitude: 40.7, Longitude: -74 }]);
    expect(readSession(SESSION_KEYS.activationRecorded)).toBe('7');
    await settle();
    expect(api.received.activations).toHaveLength(1);
  });

  test('the confirmation shows the sponsor’s banner from its advertiser answer; following it is reported as engagement', async () => {
    // Not in the gardener's sponsor list: the advertiser answer is asked for by id.
    api.answers.sponsors = [];
    api.answers.advertiser = (id) =>
      HttpResponse.json({
        Id: id,
        Name: SPONSOR.Name,
        PX: 'https://greenthumb.example.org/',
        Desc: '',
        Value: SPONSOR.Value,
      });
    signedInAt('/activation?sponsor=7');
    expect(await screen.findByText(linkedDetail('Green Thumb Garden Centre'))).toBeInTheDocument();
    const banner = screen.getByRole('img', { name: 'Green Thumb Garden Centre' });
    expect(banner).toHaveAttribute('src', SPONSOR.Name);
    const link = screen.getByRole('link', { name: 'Green Thumb Garden Centre (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://greenthumb.example.org/');
    expect(link).toHaveAttribute('target', '_blank');

    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await waitFor(() =>
      expect(api.received.engagements).toEqual([
        {
          Kind: 'sponsor-banner',
          Data: { SponsorId: 7, Sponsor: 'Green Thumb Garden Centre', Where: 'activation' },
        },
      ]),
    );
  });

  test('without a carried location it sends the stored device location, and confirms without a name it lacks', async () => {
    storeDeviceLocation({ lat: 51.5, lon: -0.12 });
    signedInAt('/activation?sponsor=7');
    expect(await screen.findByRole('heading', { name: LINKED_HEADING })).toBeInTheDocument();
    expect(api.received.activations).toEqual([{ SponsorId: 7, Latitude: 51.5, Longitude: -0.12 }]);
    await settle();
    expect(screen.queryByText(/You are now linked with/)).not.toBeInTheDocument();
  });

  test('records even after the automatic activation this session, but the same link again does not', async () => {
    writeSession(SESSION_KEYS.activationRecorded, 'true');
    const first = signedInAt('/activation?sponsor=7');
    expect(await screen.findByRole('heading', { name: LINKED_HEADING })).toBeInTheDocument();
    expect(api.received.activations).toEqual([{ SponsorId: 7, Latitude: 0, Longitude: 0 }]);
    first.unmount();

    renderShell('/activation?sponsor=7');
    expect(await screen.findByRole('heading', { name: LINKED_HEADING })).toBeInTheDocument();
    await settle();
    expect(api.received.activations).toHaveLength(1);
  });

  test('then the launch pad does not record the activation again', async () => {
    // Lite mode (ptl=1) with a selected sponsor: the launch pad would record it by itself.
    api.answers.sponsors = [{ ...SPONSOR, IsSelected: true }];
    signedInAt('/activation?sponsor=7&ptl=1');
    await userEvent.click(await screen.findByRole('link', { name: GO_TO_LAUNCH_PAD }));
    expect(screen.getByTestId('location')).toHaveTextContent('/core/landing?ptl=1');
    expect(await screen.findByRole('img', { name: SPONSOR.Value })).toBeInTheDocument();
    await settle();
    expect(api.received.activations).toHaveLength(1);
  });

  test.each(['', '?sponsor=', '?sponsor=abc', '?sponsor=0', '?sponsor=-3', '?sponsor=2.5', '?sponsor=1e3'])(
    'a missing or invalid sponsor (%s) says the link is not complete and sends nothing',
    async (query) => {
      signedInAt(`/activation${query}`);
      expect(await screen.findByRole('heading', { name: INVALID_LINK_HEADING })).toBeInTheDocument();
      await settle();
      expect(api.received.activations).toEqual([]);
    },
  );

  test('a sponsor the server does not know (400) says so, and the flag is put back', async () => {
    api.answers.activation = () =>
      HttpResponse.json({ message: 'There is no active sponsor 9.' }, { status: 400 });
    signedInAt('/activation?sponsor=9');
    expect(await screen.findByRole('heading', { name: UNKNOWN_SPONSOR_HEADING })).toBeInTheDocument();
    expect(readSession(SESSION_KEYS.activationRecorded)).toBeNull();
    expect(warn).toHaveBeenCalledWith('[shell] Activation failed', expect.anything());
  });

  test('a server failure says it did not work, rather than thanking', async () => {
    api.answers.activation = () => HttpResponse.json({ message: 'Down' }, { status: 500 });
    signedInAt('/activation?sponsor=7');
    expect(await screen.findByRole('heading', { name: ACTIVATION_FAILED_HEADING })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: LINKED_HEADING })).not.toBeInTheDocument();
  });

  test('signed out, it says to open the sign-in link first, and sends nothing', async () => {
    renderShell('/activation?sponsor=7');
    expect(await screen.findByRole('heading', { name: SIGNED_OUT_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: GO_TO_LAUNCH_PAD })).toHaveAttribute('href', '/core/landing');
    await settle();
    expect(api.received.activations).toEqual([]);
  });
});
