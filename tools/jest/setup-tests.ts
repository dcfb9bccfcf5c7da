// Adds jest-dom's matchers (toBeInTheDocument, toHaveClass...) and their types for tsc.
import { preloadModal } from '../../shared/src/ui/modal';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy/waitFor give up after 5 s rather than testing-library's 1 s: a screen's first render
// in a test file compiles its lazily loaded modules, which on a busy 2-core CI machine took
// longer than a second. What never comes still fails the test.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  // Browser storage and cookies are per page in real life: no test inherits another's.
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

// jsdom lays nothing out and has no ResizeObserver, which Radix's popover (the shared Tooltip)
// uses to measure an open tip: a quiet one, unless a test installs its own.
class QuietResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => {
  if (!('ResizeObserver' in window)) Object.assign(window, { ResizeObserver: QuietResizeObserver });
});

// The dialog frame loads on demand in the app (shared/src/ui/modal.tsx); tests see a dialog in
// the frame it opens, as the app does once the frame is preloaded.
beforeAll(() => preloadModal());
