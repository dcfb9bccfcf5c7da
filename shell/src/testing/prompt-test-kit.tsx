import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import {
  carriedParamsChanged,
  createAppStore,
  identityReceived,
  storeIdentity,
  type CarriedParams,
  type Identity,
} from '@thrive/shared';
import { ShellPrompts } from '../shell-prompts';

/**
 * Test helpers for the shell's prompts (DESIGN §8): a real store, the network faked with msw,
 * and the mobile wrapper faked as SPEC's bridge sees it: `window.ReactNativeWebView.postMessage`
 * receives what the page posts, `message` events bring what the wrapper says.
 */

interface WrapperHost {
  ReactNativeWebView?: { postMessage: (text: string) => void };
}

/** Puts a fake wrapper into the page; returns its postMessage. Call removeFakeWrapper after. */
export function installFakeWrapper(): jest.Mock<void, [string]> {
  const postMessage = jest.fn<void, [string]>();
  (window as unknown as WrapperHost).ReactNativeWebView = { postMessage };
  return postMessage;
}

export function removeFakeWrapper(): void {
  delete (window as unknown as WrapperHost).ReactNativeWebView;
}

/** The wrapper sends `text` (e.g. 'thrive:location|granted'). */
export function sendFromWrapper(text: string): void {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: text }));
  });
}

export interface ApiCall {
  method: string;
  /** Without the /api/ prefix, e.g. 'users/42/DontAskAgain/'. */
  path: string;
  body: unknown;
}

type ApiAnswer = (call: ApiCall) => Response | undefined;

/** Answers a call the test did not script: reference lists empty, no prompt due, writes done. */
function defaultAnswer({ method, path }: ApiCall): Response {
  if (/ControlCodes$/i.test(path)) return HttpResponse.json([]);
  if (/PurchasePrompt$/.test(path) && method === 'GET') return HttpResponse.json({ code: 0, data: null });
  return HttpResponse.json({ code: 0 });
}

/**
 * One msw server for the test file that records every /api call. `answer` (set per test with
 * `api.answer = ...`) may script a reply; anything it leaves undefined gets defaultAnswer.
 */
export function fakeApi() {
  const api = { calls: [] as ApiCall[], answer: (() => undefined) as ApiAnswer };
  const server = setupServer(
    http.all('/api/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^\/api\//, '');
      const text = request.method === 'GET' ? '' : await request.text();
      const call = { method: request.method, path, body: text ? (JSON.parse(text) as unknown) : undefined };
      api.calls.push(call);
      return api.answer(call) ?? defaultAnswer(call);
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    api.calls = [];
    api.answer = () => undefined;
  });
  afterAll(() => server.close());
  return api;
}

/** The calls to paths ending with `suffix`, e.g. callsTo(api, 'PATCH', 'DontAskAgain/'). */
export const callsTo = (api: { calls: ApiCall[] }, method: string, suffix: string) =>
  api.calls.filter((call) => call.method === method && call.path.endsWith(suffix));

interface PromptsOptions {
  identity?: Identity | null;
  carried?: CarriedParams;
  path?: string;
  /** Rendered inside the prompts, as the routes are (e.g. an area that asks for the camera). */
  children?: ReactNode;
}

/** The shell's prompts with a signed-in gardener (or none), carried parameters and no settle delay. */
export function renderPrompts({
  identity = null,
  carried = {},
  path = '/core/landing',
  children,
}: PromptsOptions = {}) {
  const store = createAppStore();
  if (identity) {
    storeIdentity(identity);
    store.dispatch(identityReceived(identity));
  }
  store.dispatch(carriedParamsChanged(carried));
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <ShellPrompts settleMs={0}>{children}</ShellPrompts>
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store };
}
