import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import { storeIdentity } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { setupFakePromptsApi } from './testing/fake-prompts-api';
import { renderShell } from './testing/render-shell';
import { prerenderIndexHtml } from './prerender/prerender-index';
import { SPLASH_DELAY_MS, SplashScreen } from './splash/splash-screen';
import { STATIC_SPLASH_ID } from './common/static-splash';

setupFakePromptsApi();

const INDEX_HTML = readFileSync(path.resolve(__dirname, '../public/index.html'), 'utf8');
const BUILT_HTML = prerenderIndexHtml(INDEX_HTML, '').html;
const page = (html = INDEX_HTML) => new DOMParser().parseFromString(html, 'text/html');
const staticSplash = (doc: Document) => doc.getElementById(STATIC_SPLASH_ID);

describe("index.html's static splash (SPEC §2.2): branded from the first byte, before any script runs", () => {
  test('the splash is in the static page: the product name, an inline drawing and a loading status', () => {
    const splash = staticSplash(page());
    expect(splash).not.toBeNull();
    expect(splash?.textContent).toContain('Thrive Garden');
    expect(splash?.querySelector('svg')).not.toBeNull();
    expect(splash?.querySelector('[role="status"]')?.textContent?.trim()).toBe('Loading...');
    // Nothing it shows needs a request or a script.
    expect(splash?.querySelector('img, script, link')).toBeNull();
  });

  test('its critical CSS is inline, with light and dark colours, and hides it once an app draws', () => {
    const css = [...page().querySelectorAll('head > style')].map((style) => style.textContent).join('\n');
    expect(css).toContain(`#${STATIC_SPLASH_ID} {`);
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)\s*{\s*#app-splash/);
    // A remote's standalone page (no prerendered frame): gone the moment its app draws.
    expect(css).toMatch(/html:not\(\[data-frame\]\) #root:not\(:empty\) \+ #app-splash\s*{\s*display: none;/);
    // Without scripts the noscript message stands in for the wheel: nothing is loading.
    expect(css).toMatch(/#app-splash:has\(noscript p\) \.wheel\s*{\s*display: none;/);
    // A fixed layer over the page: it takes no room, so its going moves nothing.
    expect(css).toMatch(/#app-splash {[^}]*position: fixed;[^}]*inset: 0;/);
  });

  test('the page keeps an empty #root right before the splash, so the CSS rule above applies', () => {
    expect(INDEX_HTML).toContain(`<div id="root"></div>\n    <div id="${STATIC_SPLASH_ID}">`);
  });

  test('the template stays small: it is part of every first load', () => {
    const splash = INDEX_HTML.slice(INDEX_HTML.indexOf('<style>'), INDEX_HTML.indexOf('</body>'));
    expect(splash.length).toBeLessThan(4000);
  });

  test('the shell removes its prerendered screen once its own is drawn, leaving one header', async () => {
    document.body.append(page().importNode(staticSplash(page(BUILT_HTML))!, true));
    expect(document.getElementById(STATIC_SPLASH_ID)?.querySelector('.sf-header')).not.toBeNull();
    storeIdentity(testIdentity({ LandingPage: 'launchpad' }));
    renderShell('/core/landing');
    expect(await screen.findByTestId('header-title')).toHaveTextContent('Launch Pad');
    await waitFor(() => expect(document.getElementById(STATIC_SPLASH_ID)).not.toBeInTheDocument());
    expect(document.querySelectorAll('header')).toHaveLength(1);
    expect(document.querySelectorAll('.sf-header')).toHaveLength(0);
  });

  test('while a key registers the prerendered screen stays over the app’s splash, until its image is due', () => {
    jest.useFakeTimers();
    try {
      document.body.append(page().importNode(staticSplash(page(BUILT_HTML))!, true));
      render(<SplashScreen />);
      act(() => jest.advanceTimersByTime(SPLASH_DELAY_MS - 1));
      expect(document.getElementById(STATIC_SPLASH_ID)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(document.getElementById(STATIC_SPLASH_ID)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
