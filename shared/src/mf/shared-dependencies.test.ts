import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  hostSharedDependencies,
  sharedEntryFile,
  SHARED_DEPENDENCIES,
  THRIVE_SHARED_KEYS,
  withRequiredRange,
} from './shared-dependencies';

const PACKAGE_ROOT = path.resolve(__dirname, '../..');
const packageJson = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as {
  version: string;
  exports: Record<string, string>;
};
const keyOf = (subpath: string) => `@thrive/shared${subpath.slice(1)}`;
const subpathOf = (key: string) => `.${key.slice('@thrive/shared'.length)}`;

/** Entry points no remote takes from the shell, each for its reason. */
const NOT_SHARED: Record<string, string> = {
  '@thrive/shared/mf': 'build configs only (Node)',
  '@thrive/shared/early-start': "runs in the shell's entry chunk, before federation starts",
  '@thrive/shared/remotes': 'Node-safe names for the gateway and builds; the main entry re-exports them',
  '@thrive/shared/testing': 'tests only',
  '@thrive/shared/validation': 'the API server reads it; the main entry re-exports it',
  '@thrive/shared/count-text': 'a pure function the API server reads; the main entry re-exports it',
  '@thrive/shared/weather-map': 'bundled into the lazy chunk of the one remote that shows the map',
  '@thrive/shared/theme/tokens.css': "a stylesheet: the shell's entry adds it to the page once",
  '@thrive/shared/push': 'stateless push helpers bundled by the one remote that subscribes',
  '@thrive/shared/offline':
    "constants the page and the service worker share (cache names, the worker's file); the worker is no federated build",
};

describe('the entries of @thrive/shared a remote takes from the shell (DESIGN §3)', () => {
  test('every entry point is a shared key of ours, or not shared for a stated reason', () => {
    for (const subpath of Object.keys(packageJson.exports)) {
      const key = keyOf(subpath);
      if (key in NOT_SHARED) continue;
      expect(THRIVE_SHARED_KEYS).toContain(key);
    }
  });

  test.each(THRIVE_SHARED_KEYS)('%s is a singleton under the version guard, with a file', (key) => {
    expect(SHARED_DEPENDENCIES[key]).toEqual({ singleton: true, strictVersion: true });
    expect(NOT_SHARED).not.toHaveProperty(key);
    expect(existsSync(sharedEntryFile(key))).toBe(true);
  });

  test('the widget entries are shared (the launch pad no longer carries them)', () => {
    for (const entry of [
      'upcoming-tasks',
      'tasks',
      'date-input',
      'forms',
      'plant-list',
      'plant-details',
      'uploads',
      'landscape',
    ])
      expect(THRIVE_SHARED_KEYS).toContain(`@thrive/shared/${entry}`);
  });

  test('SHARED_REQUIRED_RANGE builds put the range on every entry of ours and on nothing else', () => {
    const shared = withRequiredRange('^2.0.0') as Record<string, { requiredVersion?: string }>;
    for (const [key, config] of Object.entries(shared)) {
      if (THRIVE_SHARED_KEYS.includes(key as (typeof THRIVE_SHARED_KEYS)[number]))
        expect(config.requiredVersion).toBe('^2.0.0');
      else expect(config.requiredVersion).not.toBe('^2.0.0');
    }
  });

  test('the shell provides every entry of ours, also those its own code never imports', () => {
    const host = hostSharedDependencies() as Record<string, Record<string, unknown>>;
    for (const key of THRIVE_SHARED_KEYS.filter((key) => key !== '@thrive/shared')) {
      expect(host[key]).toEqual({
        singleton: true,
        strictVersion: true,
        import: sharedEntryFile(key),
        version: packageJson.version,
        requiredVersion: `^${packageJson.version.split('.')[0]}.0.0`,
      });
      expect(sharedEntryFile(key)).toBe(path.join(PACKAGE_ROOT, packageJson.exports[subpathOf(key)]!));
    }
    expect(host['@thrive/shared']).toEqual(SHARED_DEPENDENCIES['@thrive/shared']);
  });
});
