import { ownerOfSegment, segmentsOwnedBy } from './segment-owners';

describe('route segment owners (DESIGN §2)', () => {
  // The table of DESIGN §2, written out here so a change to the code cannot change it too.
  test.each([
    ['dashboard', 'mfe-yards'],
    ['yards', 'mfe-yards'],
    ['zones', 'mfe-yards'],
    ['thrive', 'mfe-yards'],
    ['public', 'mfe-yards'],
    ['plants', 'mfe-plants'],
    ['categories', 'mfe-plants'],
    ['images', 'mfe-plants'],
    ['tasks', 'mfe-tasks'],
    ['styles', 'mfe-landscape'],
    ['users', 'mfe-account'],
    ['help', 'mfe-account'],
  ])('%s belongs to %s', (segment, owner) => {
    expect(ownerOfSegment(segment)).toBe(owner);
  });

  test.each(['core', '', 'authentication', 'activation', 'invitation', 'unsubscribe'])(
    'shell segment "%s" has no remote owner',
    (segment) => {
      expect(ownerOfSegment(segment)).toBeUndefined();
    },
  );

  test.each(['nowhere', 'Yards', 'toString', '__proto__', 'constructor'])(
    'unknown segment "%s" has no owner',
    (segment) => {
      expect(ownerOfSegment(segment)).toBeUndefined();
    },
  );

  test('segmentsOwnedBy lists the segments of one remote', () => {
    expect(segmentsOwnedBy('mfe-plants')).toEqual(['plants', 'categories', 'images']);
    expect(segmentsOwnedBy('mfe-account')).toEqual(['users', 'help']);
  });
});
