import { foreignOrigins, parseRemoteMap, RemoteMapError, type RemoteMap } from './remote-map';

const VALID_MAP: RemoteMap = {
  'mfe-yards': '/remotes/mfe-yards/mf-manifest.json',
  'mfe-plants': 'https://cdn.partner.example/plants/v2/mf-manifest.json',
  'mfe-tasks': '/remotes/mfe-tasks/mf-manifest.json',
  'mfe-landscape': 'https://cdn.partner.example/landscape/mf-manifest.json',
  'mfe-account': 'https://assets.thrive.example/account/mf-manifest.json',
};

function withoutRemote(name: keyof RemoteMap): Record<string, string> {
  const map: Record<string, string> = { ...VALID_MAP };
  delete map[name];
  return map;
}

/** The RemoteMapError a map is refused with (fails the test if it is accepted). */
function refusal(input: unknown): RemoteMapError {
  try {
    parseRemoteMap(input, '/remotes.json');
  } catch (error) {
    if (error instanceof RemoteMapError) return error;
    throw error;
  }
  throw new Error('the map was accepted');
}

describe('parseRemoteMap: which manifest addresses a remote map may hold (DESIGN §3)', () => {
  test('accepts a full map of same-origin paths and absolute partner URLs', () => {
    expect(parseRemoteMap(VALID_MAP)).toEqual(VALID_MAP);
  });

  test.each<[string, unknown, string]>([
    ['a missing remote', withoutRemote('mfe-tasks'), 'mfe-tasks: missing or not a string'],
    [
      'an unknown remote key',
      { ...VALID_MAP, 'mfe-weather': '/remotes/w/mf-manifest.json' },
      'unknown remote "mfe-weather"',
    ],
    ['a value that is not a string', { ...VALID_MAP, 'mfe-yards': 42 }, 'mfe-yards: missing or not a string'],
    [
      'a value that is not an mf-manifest.json',
      { ...VALID_MAP, 'mfe-yards': '/remotes/mfe-yards/remoteEntry.js' },
      'mfe-yards: must point to an mf-manifest.json',
    ],
    [
      'a protocol-relative URL',
      { ...VALID_MAP, 'mfe-plants': '//evil.example/mf-manifest.json' },
      'mfe-plants: must be a path starting with "/" or an absolute http(s) URL',
    ],
    [
      'a javascript: URL',
      { ...VALID_MAP, 'mfe-plants': 'javascript:alert(1)//mf-manifest.json' },
      'mfe-plants: must be a path starting with "/" or an absolute http(s) URL',
    ],
    [
      'a path with a backslash (browsers read "/\\host" as another origin)',
      { ...VALID_MAP, 'mfe-plants': '/\\evil.example/mf-manifest.json' },
      'mfe-plants: must be a path starting with "/" or an absolute http(s) URL, without backslashes',
    ],
    ['something that is not an object', ['/remotes/mfe-yards/mf-manifest.json'], '(root)'],
  ])('refuses %s, naming the problem', (_case, input, problem) => {
    const error = refusal(input);
    expect(error.name).toBe('RemoteMapError');
    expect(error.message).toMatch(/^Invalid \/remotes\.json: /);
    expect(error.message).toContain(problem);
  });

  test('lists every problem of a map in one message', () => {
    const message = refusal({ ...VALID_MAP, 'mfe-yards': 42, 'mfe-weather': 'x' }).message;
    expect(message).toContain('mfe-yards: missing or not a string');
    expect(message).toContain('unknown remote "mfe-weather"');
  });
});

describe('foreignOrigins: origins other than ours a map loads code from', () => {
  test('lists each distinct absolute origin once, and no same-origin paths', () => {
    expect(foreignOrigins(VALID_MAP)).toEqual([
      'https://assets.thrive.example',
      'https://cdn.partner.example',
    ]);
  });

  test('is empty for a map of same-origin paths only', () => {
    const local = Object.fromEntries(
      Object.keys(VALID_MAP).map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
    ) as RemoteMap;
    expect(foreignOrigins(local)).toEqual([]);
  });
});
