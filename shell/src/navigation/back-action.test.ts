import { PARTNER_TYPES } from '@thrive/shared/contracts';
import { HOME_PATH } from '../common/home-path';
import { backAction } from './back-action';

const facts = (path: string, query = '', extra: Partial<Parameters<typeof backAction>[0]> = {}) => ({
  path,
  query: new URLSearchParams(query),
  identity: { GotoSearch: false, PartnerTypeId: 0 },
  shortHistory: false,
  previousTrackedUrl: null,
  ...extra,
});

describe('header back logic (SPEC §2.5)', () => {
  test('on zones/view, back goes to yards', () => {
    expect(backAction(facts('/zones/view/3'))).toEqual({ kind: 'navigate', to: '/yards' });
  });

  test('on yards/view, back goes to home', () => {
    expect(backAction(facts('/yards/view/3'))).toEqual({ kind: 'navigate', to: HOME_PATH });
  });

  test('with the av parameter, back goes to the previous tracked url', () => {
    expect(backAction(facts('/plants/search', 'av=2.1', { previousTrackedUrl: '/yards' }))).toEqual({
      kind: 'navigate',
      to: '/yards',
    });
  });

  test('with av but nothing tracked yet, back goes back in history', () => {
    expect(backAction(facts('/plants/search', 'av=2.1'))).toEqual({ kind: 'history' });
  });

  test('SPEC §2.5 order: the av rule comes before the ref=not rule, so with both, back goes to the previous tracked url', () => {
    const both = facts('/tasks', 'av=2.1&ref=not', {
      shortHistory: true,
      previousTrackedUrl: '/users/profile',
    });
    expect(backAction(both)).toEqual({ kind: 'navigate', to: '/users/profile' });
    // With nothing tracked the av rule does not apply, and the ref=not rule does.
    expect(backAction({ ...both, previousTrackedUrl: null })).toEqual({ kind: 'navigate', to: '/yards' });
  });

  test('otherwise back goes back in history', () => {
    expect(backAction(facts('/users/profile'))).toEqual({ kind: 'history' });
  });

  test('with ref=not and short history, back goes to yards', () => {
    expect(backAction(facts('/tasks', 'ref=not', { shortHistory: true }))).toEqual({
      kind: 'navigate',
      to: '/yards',
    });
    expect(backAction(facts('/tasks', 'ref=not'))).toEqual({ kind: 'history' });
  });

  test('on the first screen of a visit (short history) there is nowhere to go back to: the arrow is hidden', () => {
    for (const path of ['/core/landing', '/users/profile', '/tasks']) {
      expect(backAction(facts(path, '', { shortHistory: true }))).toEqual({ kind: 'hidden' });
    }
    expect(backAction(facts('/core/landing', 'av=2.1', { shortHistory: true }))).toEqual({ kind: 'hidden' });
  });

  test('the route rules have a destination even on the first screen, so their arrow shows', () => {
    expect(backAction(facts('/zones/view/3', '', { shortHistory: true }))).toEqual({
      kind: 'navigate',
      to: '/yards',
    });
    expect(backAction(facts('/yards/view/3', '', { shortHistory: true }))).toEqual({
      kind: 'navigate',
      to: HOME_PATH,
    });
  });

  test('the back arrow is hidden on plants/search for search users with short history', () => {
    const searchUser = { GotoSearch: true, PartnerTypeId: 0 };
    expect(backAction(facts('/plants/search', '', { identity: searchUser, shortHistory: true }))).toEqual({
      kind: 'hidden',
    });
    expect(backAction(facts('/plants/search', '', { identity: searchUser }))).toEqual({ kind: 'history' });
  });

  test('garden-centre partner (our rule): on plants/search with short history, back goes to the launch pad', () => {
    const gardenCentre = { GotoSearch: true, PartnerTypeId: PARTNER_TYPES.GardenCenter };
    expect(backAction(facts('/plants/search', '', { identity: gardenCentre, shortHistory: true }))).toEqual({
      kind: 'navigate',
      to: HOME_PATH,
    });
  });
});
