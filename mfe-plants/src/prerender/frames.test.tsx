import { identityCleared, identityReceived, store, writeLocal } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { RECENT_SEARCHES_KEY } from '../search/recent-searches';
import { SEARCH_TITLE } from '../search/search-page';
import { renderFrames } from './frames';

/** The frames as the build publishes them (shared/src/mf/remote-frames.ts), parsed. */
function searchFrame() {
  const frames = renderFrames();
  const frame = frames.find((candidate) => candidate.routes.includes('plants/search'))!;
  return { frames, frame, doc: new DOMParser().parseFromString(frame.html, 'text/html') };
}

describe('the search page’s prerendered frame (its first screen before this remote loads)', () => {
  test('it is the first screen of plants and plants/search, the routes of the search page', () => {
    const { frames, frame } = searchFrame();
    expect(frames).toHaveLength(1);
    expect(frame.routes).toEqual(['plants', 'plants/search']);
  });

  test('it holds the page’s heading, search box and hint, from the page’s own components', () => {
    const { doc } = searchFrame();
    expect(doc.querySelector('h2')?.textContent).toBe(SEARCH_TITLE);
    expect(doc.querySelector('form[role="search"] input[type="search"]')?.getAttribute('placeholder')).toBe(
      'Common or botanical name',
    );
    expect(doc.body.textContent).toContain('Find plants for your garden');
    expect(doc.body.textContent).toContain('Type a plant’s common or botanical name');
    // Static markup: nothing runs in it.
    expect(doc.querySelector('script')).toBeNull();
  });

  test('nothing of a gardener is in it: the same frame whoever is signed in on the device', () => {
    const nobodys = searchFrame().frame.html;
    store.dispatch(identityReceived(testIdentity({ Firstname: 'Rosalind', YardCount: 2 })));
    writeLocal(RECENT_SEARCHES_KEY, JSON.stringify({ 42: ['their rose'] }));
    try {
      const { doc, frame } = searchFrame();
      expect(frame.html).toBe(nobodys);
      expect(frame.html).not.toMatch(/Rosalind|their rose|gardener@example\.com/);
      // The bare route: no zone banner, no search, no results.
      expect(doc.body.textContent).not.toMatch(/Adding plants to/);
      expect((doc.querySelector('input[type="search"]') as HTMLInputElement).value).toBe('');
    } finally {
      store.dispatch(identityCleared());
    }
  });
});
