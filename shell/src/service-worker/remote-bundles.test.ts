import { keepRemoteBundles, manifestUrls, remoteBundleUrls, type RemoteKeeping } from './remote-bundles';

const MAP_URL = 'https://shell.example/app/remotes.json';
const YARDS_MANIFEST = 'https://shell.example/remotes/yards/mf-manifest.json';
const PLANTS_MANIFEST = 'https://partner.example/plants/mf-manifest.json';

/** A remote's mf-manifest.json as our builds write it (publicPath 'auto', entry beside it). */
const yardsManifest = {
  id: 'mfe_yards',
  name: 'mfe_yards',
  metaData: {
    name: 'mfe_yards',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
  exposes: [
    {
      id: 'mfe_yards:App',
      name: 'App',
      path: './App',
      assets: {
        js: {
          sync: ['726.5b48464870.js', '__federation_expose_App.cd7e5bbc92.js'],
          async: ['272.4d85364046.js'],
        },
        css: { sync: ['726.a01230dcf8.css'], async: [] },
      },
    },
  ],
};

const plantsManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      assets: {
        js: { sync: ['__federation_expose_App.0123456789.js'], async: ['88.abcdef0123.js'] },
        css: { sync: [], async: [] },
      },
    },
  ],
};

const yardsFiles = [
  'https://shell.example/remotes/yards/remoteEntry.js',
  'https://shell.example/remotes/yards/726.5b48464870.js',
  'https://shell.example/remotes/yards/__federation_expose_App.cd7e5bbc92.js',
  'https://shell.example/remotes/yards/272.4d85364046.js',
  'https://shell.example/remotes/yards/726.a01230dcf8.css',
];

const plantsFiles = [
  'https://partner.example/plants/remoteEntry.js',
  'https://partner.example/plants/__federation_expose_App.0123456789.js',
  'https://partner.example/plants/88.abcdef0123.js',
];

describe('manifestUrls: the manifests a partner map names', () => {
  test('relative addresses are resolved against the map, absolute ones are kept as they are', () => {
    const map = {
      'mfe-yards': '/remotes/yards/mf-manifest.json',
      'mfe-tasks': 'tasks/mf-manifest.json',
      'mfe-plants': PLANTS_MANIFEST,
    };
    expect(manifestUrls(map, MAP_URL)).toEqual([
      YARDS_MANIFEST,
      'https://shell.example/app/tasks/mf-manifest.json',
      PLANTS_MANIFEST,
    ]);
  });

  test('a value that is not an address (a number, null, an object, an empty text) is ignored', () => {
    const map = {
      'mfe-yards': '/remotes/yards/mf-manifest.json',
      count: 3,
      none: null,
      nested: { url: '/x/mf-manifest.json' },
      empty: '',
      flag: true,
    };
    expect(manifestUrls(map, MAP_URL)).toEqual([YARDS_MANIFEST]);
  });

  test.each([null, undefined, 'remotes.json', 42, true])(
    'a map that is not an object (%p) names none',
    (map) => {
      expect(manifestUrls(map, MAP_URL)).toEqual([]);
    },
  );
});

describe('remoteBundleUrls: every file a remote manifest says its exposed modules load', () => {
  test('publicPath auto: the entry and every sync and async js and css file, beside the manifest', () => {
    expect(remoteBundleUrls(yardsManifest, YARDS_MANIFEST)).toEqual(yardsFiles);
  });

  test('a file named by several exposed modules, or as both sync and async, is listed once', () => {
    const manifest = {
      ...yardsManifest,
      exposes: [
        ...yardsManifest.exposes,
        {
          assets: {
            js: { sync: ['726.5b48464870.js', 'widget.1111111111.js'], async: ['272.4d85364046.js'] },
            css: { sync: [], async: ['726.a01230dcf8.css'] },
          },
        },
      ],
    };
    const urls = remoteBundleUrls(manifest, YARDS_MANIFEST);
    expect(urls).toEqual([...yardsFiles, 'https://shell.example/remotes/yards/widget.1111111111.js']);
    expect(new Set(urls).size).toBe(urls.length);
  });

  test('an explicit absolute publicPath puts every file, the entry too, under it', () => {
    const manifest = {
      ...yardsManifest,
      metaData: { ...yardsManifest.metaData, publicPath: 'https://cdn.example/yards/' },
    };
    expect(remoteBundleUrls(manifest, YARDS_MANIFEST)).toEqual([
      'https://cdn.example/yards/remoteEntry.js',
      'https://cdn.example/yards/726.5b48464870.js',
      'https://cdn.example/yards/__federation_expose_App.cd7e5bbc92.js',
      'https://cdn.example/yards/272.4d85364046.js',
      'https://cdn.example/yards/726.a01230dcf8.css',
    ]);
  });

  test('an explicit relative publicPath is resolved against the manifest', () => {
    const manifest = {
      metaData: { publicPath: '/static/yards/', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [],
    };
    expect(remoteBundleUrls(manifest, YARDS_MANIFEST)).toEqual([
      'https://shell.example/static/yards/remoteEntry.js',
    ]);
  });

  test.each(['entry', 'entry/'])('a remoteEntry with a path (%p) is found in that folder', (entryPath) => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: entryPath } },
    };
    expect(remoteBundleUrls(manifest, YARDS_MANIFEST)).toEqual([
      'https://shell.example/remotes/yards/entry/remoteEntry.js',
    ]);
  });

  test.each([{}, null, undefined, { metaData: {}, exposes: [] }, { exposes: [{}] }])(
    'a manifest that names nothing (%p) yields no files',
    (manifest) => {
      expect(remoteBundleUrls(manifest, YARDS_MANIFEST)).toEqual([]);
    },
  );
});

// ---- keepRemoteBundles ----

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const script = (url: string) =>
  new Response(`/* ${url} */`, { headers: { 'content-type': 'application/javascript' } });

/** A network answering each address from a table (a fresh Response each time), 404 otherwise. */
function network(answers: Record<string, () => Response>) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>((input) => {
    const url = String(input);
    const answer = answers[url];
    return Promise.resolve(answer ? answer() : new Response('not found', { status: 404 }));
  });
}

/** A cache kept in a Map, by address. */
function fakeCache() {
  const kept = new Map<string, Response>();
  const cache: RemoteKeeping['cache'] = {
    match: jest.fn((request: RequestInfo | URL) => Promise.resolve(kept.get(String(request))?.clone())),
    put: jest.fn((request: RequestInfo | URL, response: Response) => {
      kept.set(String(request), response);
      return Promise.resolve();
    }),
  };
  return { cache, kept };
}

const remoteMap = { 'mfe-yards': '/remotes/yards/mf-manifest.json', 'mfe-plants': PLANTS_MANIFEST };

function partnerNetwork(overrides: Record<string, () => Response> = {}) {
  const answers: Record<string, () => Response> = {
    [MAP_URL]: () => json(remoteMap),
    [YARDS_MANIFEST]: () => json(yardsManifest),
    [PLANTS_MANIFEST]: () => json(plantsManifest),
  };
  for (const url of [...yardsFiles, ...plantsFiles]) answers[url] = () => script(url);
  return network({ ...answers, ...overrides });
}

const asked = (fetchFn: jest.Mock) => fetchFn.mock.calls.map(([input]) => String(input));

describe('keepRemoteBundles: keeps the current files of every remote in the map', () => {
  test('the map and every manifest are fetched past the HTTP cache and put in the cache', async () => {
    const fetchFn = partnerNetwork();
    const { cache, kept } = fakeCache();

    await keepRemoteBundles({ fetch: fetchFn, cache }, MAP_URL);

    for (const url of [MAP_URL, YARDS_MANIFEST, PLANTS_MANIFEST]) {
      expect(fetchFn).toHaveBeenCalledWith(url, { cache: 'no-cache' });
      expect(kept.has(url)).toBe(true);
    }
    // What is kept is whole, although the worker read the map and the manifests itself.
    await expect(kept.get(MAP_URL)!.json()).resolves.toEqual(remoteMap);
    await expect(kept.get(YARDS_MANIFEST)!.json()).resolves.toEqual(yardsManifest);
  });

  test('every file of every remote is fetched and put in the cache, and counted', async () => {
    const fetchFn = partnerNetwork();
    const { cache, kept } = fakeCache();

    const result = await keepRemoteBundles({ fetch: fetchFn, cache }, MAP_URL);

    expect(result).toEqual({ fetched: yardsFiles.length + plantsFiles.length, failed: 0 });
    for (const url of [...yardsFiles, ...plantsFiles]) {
      expect(kept.has(url)).toBe(true);
      await expect(kept.get(url)!.text()).resolves.toBe(`/* ${url} */`);
    }
  });

  test('on the next start the map and manifests are read afresh; a hashed file kept already is not fetched again, remoteEntry.js is', async () => {
    const { cache } = fakeCache();
    await keepRemoteBundles({ fetch: partnerNetwork(), cache }, MAP_URL);

    const again = partnerNetwork();
    const result = await keepRemoteBundles({ fetch: again, cache }, MAP_URL);

    expect(asked(again)).toEqual([
      MAP_URL,
      YARDS_MANIFEST,
      'https://shell.example/remotes/yards/remoteEntry.js',
      PLANTS_MANIFEST,
      'https://partner.example/plants/remoteEntry.js',
    ]);
    expect(result).toEqual({ fetched: 2, failed: 0 });
  });

  test('a new file of a remote deployed again is fetched, the ones it kept are not', async () => {
    const { cache, kept } = fakeCache();
    await keepRemoteBundles({ fetch: partnerNetwork(), cache }, MAP_URL);

    const newChunk = 'https://shell.example/remotes/yards/272.9999999999.js';
    const redeployed = {
      ...yardsManifest,
      exposes: [
        {
          assets: {
            js: { sync: ['726.5b48464870.js'], async: ['272.9999999999.js'] },
            css: { sync: [], async: [] },
          },
        },
      ],
    };
    const again = partnerNetwork({
      [YARDS_MANIFEST]: () => json(redeployed),
      [newChunk]: () => script(newChunk),
    });
    await keepRemoteBundles({ fetch: again, cache }, MAP_URL);

    expect(asked(again)).toContain(newChunk);
    expect(asked(again)).not.toContain('https://shell.example/remotes/yards/726.5b48464870.js');
    expect(kept.has(newChunk)).toBe(true);
  });

  test('a remote whose manifest answers 404 is counted as failed; the other remotes are still kept', async () => {
    const fetchFn = partnerNetwork({ [YARDS_MANIFEST]: () => json({ error: 'gone' }, 404) });
    const { cache, kept } = fakeCache();

    const result = await keepRemoteBundles({ fetch: fetchFn, cache }, MAP_URL);

    expect(result).toEqual({ fetched: plantsFiles.length, failed: 1 });
    expect(kept.has(YARDS_MANIFEST)).toBe(false);
    for (const url of plantsFiles) expect(kept.has(url)).toBe(true);
  });

  test('a remote whose manifest cannot be reached at all is counted as failed; the others are kept', async () => {
    const base = partnerNetwork();
    const fetchFn = jest.fn<Promise<Response>, Parameters<typeof fetch>>((input, init) =>
      String(input) === YARDS_MANIFEST ? Promise.reject(new TypeError('Failed to fetch')) : base(input, init),
    );
    const { cache, kept } = fakeCache();

    const result = await keepRemoteBundles({ fetch: fetchFn, cache }, MAP_URL);

    expect(result).toEqual({ fetched: plantsFiles.length, failed: 1 });
    for (const url of plantsFiles) expect(kept.has(url)).toBe(true);
  });

  test('a remote with a file that answers 404 is counted as failed, and the failing file is not kept', async () => {
    const missing = 'https://shell.example/remotes/yards/272.4d85364046.js';
    const fetchFn = partnerNetwork({ [missing]: () => new Response('not found', { status: 404 }) });
    const { cache, kept } = fakeCache();

    const result = await keepRemoteBundles({ fetch: fetchFn, cache }, MAP_URL);

    expect(result.failed).toBe(1);
    expect(kept.has(missing)).toBe(false);
    for (const url of plantsFiles) expect(kept.has(url)).toBe(true);
  });

  test('a redeployed remote whose new chunk fails keeps the entry and manifest of the version kept before, whose chunks are all there', async () => {
    const { cache, kept } = fakeCache();
    await keepRemoteBundles({ fetch: partnerNetwork(), cache }, MAP_URL);
    const keptManifest = await kept.get(YARDS_MANIFEST)!.clone().text();
    const keptEntry = await kept.get('https://shell.example/remotes/yards/remoteEntry.js')!.clone().text();

    const newChunk = 'https://shell.example/remotes/yards/272.9999999999.js';
    const redeployed = {
      ...yardsManifest,
      exposes: [{ assets: { js: { sync: ['272.9999999999.js'], async: [] }, css: { sync: [], async: [] } } }],
    };
    const result = await keepRemoteBundles(
      {
        fetch: partnerNetwork({
          [YARDS_MANIFEST]: () => json(redeployed),
          'https://shell.example/remotes/yards/remoteEntry.js': () => script('the new entry'),
          [newChunk]: () => new Response('not found', { status: 404 }),
        }),
        cache,
      },
      MAP_URL,
    );

    expect(result.failed).toBe(1);
    expect(await kept.get(YARDS_MANIFEST)!.clone().text()).toBe(keptManifest);
    expect(await kept.get('https://shell.example/remotes/yards/remoteEntry.js')!.clone().text()).toBe(
      keptEntry,
    );
  });

  test.each([
    ['answers 500', () => Promise.resolve(new Response('down', { status: 500 }))],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('a map that %s makes the whole call reject, keeping nothing', async (_case, mapAnswer) => {
    const base = partnerNetwork();
    const fetchFn = jest.fn<Promise<Response>, Parameters<typeof fetch>>((input, init) =>
      String(input) === MAP_URL ? mapAnswer() : base(input, init),
    );
    const { cache } = fakeCache();

    await expect(keepRemoteBundles({ fetch: fetchFn, cache }, MAP_URL)).rejects.toThrow();
    expect(asked(fetchFn)).toEqual([MAP_URL]);
    expect(cache.put).not.toHaveBeenCalled();
  });
});
