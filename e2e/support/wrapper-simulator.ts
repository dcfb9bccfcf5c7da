import type { Page } from '@playwright/test';

/**
 * Plays the mobile app around the web app (DESIGN §3, §8). The page gets the object a
 * wrapper injects, every message the app posts is kept in the page, and the wrapper answers
 * with the `thrive:` messages the test gives as replies.
 *
 *   await installWrapperSimulator(page, { replies: { askForLocationPermission: 'thrive:location|granted' } });
 *   await page.goto('/#/core?av=3.2.1');
 *   await expect.poll(() => outbox(page)).toContain('requestLocationCoordinates');
 */

export interface WrapperSimulatorOptions {
  /**
   * android: `window.ReactNativeWebView.postMessage`, answers dispatched on document;
   * ios: `window.webkit.messageHandlers.thrive.postMessage`, answers dispatched on window.
   */
  platform?: 'android' | 'ios';
  /** Scripted answers: when the app posts exactly this text, the wrapper sends these messages back. */
  replies?: Record<string, string | string[]>;
}

interface SimulatorSetup {
  platform: 'android' | 'ios';
  replies: Record<string, string[]>;
}

interface SimulatedWindow {
  __wrapperOutbox?: string[];
  ReactNativeWebView?: { postMessage(text: string): void };
  webkit?: { messageHandlers: { thrive: { postMessage(text: string): void } } };
}

/** Runs in the page before any of its scripts, on every navigation. */
function simulateWrapper({ platform, replies }: SimulatorSetup): void {
  const host = window as unknown as SimulatedWindow;
  const outbox: string[] = [];
  host.__wrapperOutbox = outbox;
  const target: EventTarget = platform === 'android' ? document : window;
  const handler = {
    postMessage(text: string) {
      outbox.push(String(text));
      // A real wrapper answers later, never inside the app's call.
      for (const answer of replies[String(text)] ?? []) {
        setTimeout(() => target.dispatchEvent(new MessageEvent('message', { data: answer })), 0);
      }
    },
  };
  if (platform === 'android') host.ReactNativeWebView = handler;
  else host.webkit = { messageHandlers: { thrive: handler } };
}

/** Makes the page believe it runs in the mobile app. Call before `page.goto`. */
export async function installWrapperSimulator(
  page: Page,
  options: WrapperSimulatorOptions = {},
): Promise<void> {
  const replies: Record<string, string[]> = {};
  for (const [sent, answers] of Object.entries(options.replies ?? {})) {
    replies[sent] = Array.isArray(answers) ? answers : [answers];
  }
  await page.addInitScript(simulateWrapper, { platform: options.platform ?? 'android', replies });
}

/** The messages the app has posted to the wrapper since the page loaded, oldest first. */
export async function outbox(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as SimulatedWindow).__wrapperOutbox ?? [])]);
}
