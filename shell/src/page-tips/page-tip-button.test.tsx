import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupTestServer, testIdentity } from '@thrive/shared/testing';
import { signedInByKey } from '../testing/signed-in-by-key';
import { renderShell } from '../testing/render-shell';
import { PAGE_TIP_BUTTON_LABEL, PAGE_TIP_DIALOG_ID } from './page-tip-button';
import { PAGE_TIPS_DELAY_MS, PAGE_TIPS_URL, type PageTips } from './page-tips';
import { usePageTips } from './use-page-tips';

const TIPS_JSON = readFileSync(path.resolve(__dirname, '../../public/assets/tool-tips.json'), 'utf8');
const TIPS = JSON.parse(TIPS_JSON) as PageTips;

let tipsAnswer: () => Response;
setupTestServer(
  http.get(PAGE_TIPS_URL, () => tipsAnswer()),
  http.get('/api/Common/0/MenuUrls', () => HttpResponse.json([])),
  http.get('/api/Common/:group/ControlCodes', () => HttpResponse.json([])),
  http.get('/api/Users/0/Sponsor', () => HttpResponse.json([])),
  http.post('/api/users/:uid/EngagementUser/', () => HttpResponse.json({ code: 0 })),
  // The signed-in gardener's own record, which the shell reads again after a while.
  http.get('/api/users/:uid', () => HttpResponse.json(testIdentity())),
);
let warn: jest.SpyInstance;
beforeEach(() => {
  tipsAnswer = () => new HttpResponse(TIPS_JSON, { headers: { 'content-type': 'application/json' } });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function signedIn(pathname: string) {
  signedInByKey(testIdentity());
  const view = renderShell(`${pathname}?key=k3y`);
  await screen.findByTestId('remote-app');
  return view;
}
/** The tips arrive PAGE_TIPS_DELAY_MS after the layout mounts, then the answer: give it time. */
const LOAD_TIMEOUT = { timeout: 3000 };
const infoButton = () => screen.queryByRole('button', { name: PAGE_TIP_BUTTON_LABEL });
async function enabledInfoButton() {
  await waitFor(() => expect(infoButton()).toBeEnabled(), LOAD_TIMEOUT);
  return infoButton()!;
}
async function goByMenu(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name }),
  );
}

describe('page tips: the tooltip info button and the page tooltip dialog (SPEC §2.5, §2.6)', () => {
  test("SPEC §2.5: a page with a tip gets the info button in the header's second toolbar, and the dialog shows the tip", async () => {
    const { container } = await signedIn('/yards');
    const button = await enabledInfoButton();
    expect(within(screen.getByRole('toolbar', { name: 'Page actions' })).getByRole('button')).toBe(button);
    // The toolbar row takes its room below the header, as it does for a page's own actions.
    const shell = container.firstElementChild as HTMLElement;
    expect(shell.style.getPropertyValue('--thrive-chrome-height')).toContain('--thrive-toolbar-height');

    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: TIPS['/yards']!.title });
    expect(dialog).toHaveAttribute('id', PAGE_TIP_DIALOG_ID);
    for (const paragraph of TIPS['/yards']!.paragraphs) expect(dialog).toHaveTextContent(paragraph);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  test('the info button holds its place from the first frame (disabled until the tips arrive), so nothing moves down when they do', async () => {
    const { container } = await signedIn('/yards');
    const shell = container.firstElementChild as HTMLElement;
    expect(shell.style.getPropertyValue('--thrive-chrome-height')).toContain('--thrive-toolbar-height');
    expect(infoButton()).toBeDisabled();
    await waitFor(() => expect(infoButton()).toBeEnabled(), LOAD_TIMEOUT);
  });

  test('a route pattern matches the page: the yard view shows its own tip', async () => {
    await signedIn('/yards/view/5');
    await userEvent.click(await enabledInfoButton());
    expect(screen.getByRole('dialog', { name: TIPS['/yards/view/:id']!.title })).toBeInTheDocument();
  });

  test('a page without a tip has no info button (and no empty toolbar)', async () => {
    await signedIn('/yards');
    await enabledInfoButton();
    await goByMenu('About Us');
    expect(screen.getByTestId('location')).toHaveTextContent('/help/aboutus');
    expect(infoButton()).not.toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  test('SPEC §8: a failed tool-tip load is logged, and no page shows the info button', async () => {
    tipsAnswer = () => new HttpResponse('Not found', { status: 404, statusText: 'Not Found' });
    await signedIn('/yards');
    await waitFor(
      () => expect(warn).toHaveBeenCalledWith('[shell] Loading the page tips failed', expect.any(Error)),
      LOAD_TIMEOUT,
    );
    expect(infoButton()).not.toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  test('SPEC §8: a file that is not tips is a failed load too', async () => {
    tipsAnswer = () => HttpResponse.json({ yards: 'Tap a yard' });
    await signedIn('/yards');
    await waitFor(
      () => expect(warn).toHaveBeenCalledWith('[shell] Loading the page tips failed', expect.anything()),
      LOAD_TIMEOUT,
    );
    expect(infoButton()).not.toBeInTheDocument();
  });
});

describe('SPEC §9 tooltip initialisation delay 500 ms', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the tips are asked for 500 ms after the layout mounts, not on the first screen’s critical path', async () => {
    const fetchSpy = jest
      .spyOn(window, 'fetch')
      .mockResolvedValue(new Response(TIPS_JSON, { headers: { 'content-type': 'application/json' } }));
    const { result } = renderHook(() => usePageTips());
    act(() => jest.advanceTimersByTime(PAGE_TIPS_DELAY_MS - 1));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(result.current.tips).toBeNull();

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(fetchSpy).toHaveBeenCalledWith(
      PAGE_TIPS_URL,
      expect.objectContaining({ signal: expect.anything() }),
    );
    await waitFor(() => expect(result.current.tips).toEqual(TIPS));
  });

  test('leaving before then asks for nothing; leaving while asking logs nothing', async () => {
    const fetchSpy = jest.spyOn(window, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    renderHook(() => usePageTips()).unmount();
    act(() => jest.advanceTimersByTime(PAGE_TIPS_DELAY_MS));
    expect(fetchSpy).not.toHaveBeenCalled();

    const { unmount } = renderHook(() => usePageTips());
    act(() => jest.advanceTimersByTime(PAGE_TIPS_DELAY_MS));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    unmount();
    await act(async () => undefined);
    expect(warn).not.toHaveBeenCalled();
  });
});
