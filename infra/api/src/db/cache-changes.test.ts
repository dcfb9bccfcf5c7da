import { changePayload, MAX_PAYLOAD_BYTES, parseChangePayload, type CacheChange } from './cache-changes';

describe('cache change payloads (NOTIFY)', () => {
  test('a change is read back as it was sent, with its sender', () => {
    const change: CacheChange = { kind: 'tokens', tokenIds: [3, 5, 8] };
    expect(parseChangePayload(changePayload('sender-1', change))).toEqual({ from: 'sender-1', change });
  });

  test('every kind of change survives the trip', () => {
    const changes: CacheChange[] = [
      { kind: 'identity', userId: 7 },
      { kind: 'identities' },
      { kind: 'token', tokenHash: 'abc' },
      { kind: 'user-tokens', userId: 9 },
      { kind: 'reference', room: 'plant-search' },
      { kind: 'reference', room: null },
      { kind: 'everything' },
    ];
    for (const change of changes)
      expect(parseChangePayload(changePayload('x', change)).change).toEqual(change);
  });

  test('an unreadable payload drops everything: a kind from a newer release, bad fields, not JSON, none', () => {
    const everything = { from: '', change: { kind: 'everything' } };
    expect(parseChangePayload('{"from":"a","change":{"kind":"plans","id":1}}')).toEqual(everything);
    expect(parseChangePayload('{"from":"a","change":{"kind":"identity","userId":"7"}}')).toEqual(everything);
    expect(parseChangePayload('not json')).toEqual(everything);
    expect(parseChangePayload(undefined)).toEqual(everything);
  });

  test('a change too large for one NOTIFY is sent as "everything"', () => {
    const tokenIds = Array.from({ length: 2_000 }, (_, n) => 1_000_000 + n);
    const payload = changePayload('big', { kind: 'tokens', tokenIds });
    expect(Buffer.byteLength(payload)).toBeLessThan(MAX_PAYLOAD_BYTES);
    expect(parseChangePayload(payload)).toEqual({ from: 'big', change: { kind: 'everything' } });
  });
});
