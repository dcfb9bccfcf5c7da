import { advanceTrail, trailFacts, TRAIL_MAX_ENTRIES, type Trail, type TrailMove } from './navigation-trail';

const move = (key: string, type: TrailMove['type'] = 'PUSH', back = false): TrailMove => ({
  key,
  url: `/${key}`,
  type,
  back,
});
const walk = (...moves: TrailMove[]) => moves.reduce<Trail | null>(advanceTrail, null) as Trail;

describe('navigation trail: short history and the previous tracked url (SPEC §2.5)', () => {
  test('the first page of a visit has short history and nothing tracked before it', () => {
    expect(trailFacts(walk(move('default', 'POP')))).toEqual({
      previousTrackedUrl: null,
      shortHistory: true,
    });
  });

  test('after moving on, the page before is the previous tracked url', () => {
    expect(trailFacts(walk(move('default', 'POP'), move('a'), move('b')))).toEqual({
      previousTrackedUrl: '/a',
      shortHistory: false,
    });
  });

  test('a redirect (replace) on the first page keeps the history short', () => {
    expect(trailFacts(walk(move('default', 'POP'), move('r', 'REPLACE')))).toEqual({
      previousTrackedUrl: null,
      shortHistory: true,
    });
  });

  test('the browser back button to the first page makes the history short again; forward restores it', () => {
    const back = walk(move('default', 'POP'), move('a'), move('default', 'POP'));
    expect(trailFacts(back).shortHistory).toBe(true);
    expect(trailFacts(advanceTrail(back, move('a', 'POP')))).toEqual({
      previousTrackedUrl: '/default',
      shortHistory: false,
    });
  });

  test("the back arrow's move to the previous tracked url steps back instead of ping-ponging", () => {
    const trail = walk(move('default', 'POP'), move('a'), move('b'), move('a2', 'PUSH', true));
    expect(trailFacts(trail)).toEqual({ previousTrackedUrl: '/default', shortHistory: false });
  });

  test('a reload (the same location key again) changes nothing', () => {
    const trail = walk(move('default', 'POP'), move('a'));
    expect(advanceTrail(trail, move('a', 'POP'))).toBe(trail);
  });

  test('a page never seen in this tab starts a new visit', () => {
    expect(trailFacts(walk(move('default', 'POP'), move('a'), move('zzz', 'POP'))).shortHistory).toBe(true);
  });

  test('the trail keeps at most its limit of pages', () => {
    const moves = Array.from({ length: TRAIL_MAX_ENTRIES + 10 }, (_, i) => move(`p${i}`));
    const trail = walk(move('default', 'POP'), ...moves);
    expect(trail.entries).toHaveLength(TRAIL_MAX_ENTRIES);
    expect(trailFacts(trail).previousTrackedUrl).toBe(`/p${TRAIL_MAX_ENTRIES + 8}`);
  });
});
