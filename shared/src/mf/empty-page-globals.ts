import { JSDOM } from 'jsdom';

/** The browser globals a page's components may read while they render. */
const PAGE_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'HTMLElement', 'Node'] as const;

/**
 * Runs `render` with an empty page's globals (the DOM the app's own tests render in), then
 * puts back what was there: a component may look up an element or the device's storage as it
 * renders, and at build time it finds none, nor anything stored by a gardener.
 */
export function withEmptyPage<T>(render: () => T): T {
  const page = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'http://localhost/',
  });
  const scope = globalThis as Record<string, unknown>;
  const before = PAGE_GLOBALS.map((name) => Object.getOwnPropertyDescriptor(scope, name));
  for (const name of PAGE_GLOBALS) {
    Object.defineProperty(scope, name, {
      value: (page.window as unknown as Record<string, unknown>)[name],
      configurable: true,
      writable: true,
    });
  }
  try {
    return render();
  } finally {
    PAGE_GLOBALS.forEach((name, index) => {
      const descriptor = before[index];
      if (descriptor) Object.defineProperty(scope, name, descriptor);
      else delete scope[name];
    });
    page.window.close();
  }
}
