import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { DEFAULT_ITEM_COLOR, identityReceived, type ControlCode } from '@thrive/shared';
import { setupTestServer, testIdentity, testStore } from '@thrive/shared/testing';
import { PartnerTheme } from './partner-theme';

const server = setupTestServer();
const requested: string[] = [];

function answerColours(codes: ControlCode[] | Response) {
  server.use(
    http.get('/api/Common/:group/ControlCodes', ({ params }) => {
      requested.push(String(params.group));
      return codes instanceof Response ? codes : HttpResponse.json(codes);
    }),
  );
}

const colours = (item: string, background: string): ControlCode[] => [
  { GroupId: 2, Key: 'BackgroundColor', Value: background },
  { GroupId: 2, Key: 'ItemColor', Value: item },
];

const token = (name: string) => document.documentElement.style.getPropertyValue(name);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function renderTheme({ signedIn = true } = {}) {
  const store = testStore({ identity: signedIn ? {} : null });
  const view = render(
    <Provider store={store}>
      <PartnerTheme />
    </Provider>,
  );
  return { ...view, store };
}

let meta: HTMLMetaElement;
beforeEach(() => {
  requested.length = 0;
  meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = '#3b7a2a';
  document.head.append(meta);
});
afterEach(() => {
  meta.remove();
  document.documentElement.removeAttribute('style');
});

describe('the partner theme from the colour control codes (issue 17, SPEC §7 ControlCodes group 2)', () => {
  test('ItemColor becomes the slider colour and BackgroundColor the header bar, each with readable text', async () => {
    answerColours(colours('#ffeb3b', '#0d47a1'));
    renderTheme();
    await settle();
    expect(requested).toEqual(['2']);
    expect(token('--thrive-slider-color')).toBe('rgb(255 235 59)');
    expect(token('--thrive-on-slider')).toBe('#000000');
    expect(token('--thrive-brand-bg')).toBe('rgb(13 71 161)');
    expect(token('--thrive-on-brand')).toBe('#ffffff');
  });

  test("the browser's theme colour follows the header bar, and is given back when the theme goes", async () => {
    answerColours(colours(DEFAULT_ITEM_COLOR, '#0d47a1'));
    const { unmount } = renderTheme();
    await settle();
    expect(meta.content).toBe('rgb(13 71 161)');
    unmount();
    expect(meta.content).toBe('#3b7a2a');
    expect(token('--thrive-brand-bg')).toBe('');
    expect(token('--thrive-slider-color')).toBe('');
  });

  test('the control codes need a session: nothing is read before sign-in, the colours come after it', async () => {
    answerColours(colours('#ffeb3b', '#0d47a1'));
    const { store } = renderTheme({ signedIn: false });
    await settle();
    expect(requested).toEqual([]);
    act(() => {
      store.dispatch(identityReceived(testIdentity({ Id: 42 })));
    });
    await settle();
    expect(token('--thrive-brand-bg')).toBe('rgb(13 71 161)');
  });

  describe('SPEC §8 "Colour lookup failure falls back to the default colour": tokens.css keeps its own', () => {
    test('a failed call sets nothing', async () => {
      answerColours(HttpResponse.json({ message: 'down' }, { status: 500 }));
      renderTheme();
      await settle();
      expect(requested).toEqual(['2']);
      expect(document.documentElement.getAttribute('style') ?? '').toBe('');
      expect(meta.content).toBe('#3b7a2a');
    });

    test('a value that is not a colour sets nothing for its key; the other key still applies', async () => {
      answerColours(colours('url(javascript:alert(1))', 'rgb(20, 20, 20)'));
      renderTheme();
      await settle();
      expect(token('--thrive-slider-color')).toBe('');
      expect(token('--thrive-on-slider')).toBe('');
      expect(token('--thrive-brand-bg')).toBe('rgb(20 20 20)');
      expect(token('--thrive-on-brand')).toBe('#ffffff');
    });
  });
});
