import { addressWithoutSignInKey } from './sign-in-key-address';

describe('addressWithoutSignInKey: after a 403 the reload must not sign the same key in again', () => {
  test.each([
    ['https://thrive.test/#/plants/search?zid=5&key=abc', 'https://thrive.test/#/plants/search?zid=5'],
    ['https://thrive.test/?key=abc#/yards', 'https://thrive.test/#/yards'],
    ['https://thrive.test/?key=abc&dt=1#/core?key=abc&loc=1', 'https://thrive.test/?dt=1#/core?loc=1'],
    ['https://thrive.test/#/zones/view/7', 'https://thrive.test/#/zones/view/7'],
  ])('%s -> %s', (href, expected) => {
    expect(addressWithoutSignInKey(href)).toBe(expected);
  });
});
