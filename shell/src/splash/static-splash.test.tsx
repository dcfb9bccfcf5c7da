import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { storeIdentity } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { setupFakePromptsApi } from '../core/fake-prompts-api';
import { renderShell } from '../testing/render-shell';
import { STATIC_SPLASH_ID } from './static-splash';

setupFakePromptsApi();

const INDEX_HTML = readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf8');
const page = () => new DOMParser().parseFromString(INDEX_HTML, 'text/html');
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

  test('its critical CSS is inline, with light and dark colours, and hides it once the app draws', () => {
    const css = [...page().querySelectorAll('head > style')].map((style) => style.textContent).join('\n');
    expect(css).toContain(`#${STATIC_SPLASH_ID} {`);
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)\s*{\s*#app-splash/);
    expect(css).toMatch(/#root:not\(:empty\) \+ #app-splash\s*{\s*display: none;/);
    // Without scripts the noscript message stands in for the wheel: nothing is loading.
    expect(css).toMatch(/#app-splash:has\(noscript p\) \.wheel\s*{\s*display: none;/);
    // A fixed layer over the page: it takes no room, so its going moves nothing.
    expect(css).toMatch(/#app-splash {[^}]*position: fixed;[^}]*inset: 0;/);
  });

  test('the page keeps an empty #root right before the splash, so the CSS rule above applies', () => {
    expect(INDEX_HTML).toContain(`<div id="root"></div>\n    <div id="${STATIC_SPLASH_ID}">`);
  });

  test('it stays small: it is part of every first load', () => {
    const splash = INDEX_HTML.slice(INDEX_HTML.indexOf('<style>'), INDEX_HTML.indexOf('</body>'));
    expect(splash.length).toBeLessThan(3000);
  });

  test('the app removes it when it mounts, and its own pages show', async () => {
    document.body.append(page().importNode(staticSplash(page())!, true));
    expect(document.getElementById(STATIC_SPLASH_ID)).toBeInTheDocument();
    storeIdentity(testIdentity({ LandingPage: 'launchpad' }));
    renderShell('/core/landing');
    await waitFor(() => expect(document.getElementById(STATIC_SPLASH_ID)).not.toBeInTheDocument());
    expect(await screen.findByTestId('header-title')).toHaveTextContent('Launch Pad');
  });
});
