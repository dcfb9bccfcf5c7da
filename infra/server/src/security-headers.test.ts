import type { RemoteMap } from '@thrive/shared/remotes';
import { contentSecurityPolicy } from './security-headers';

const LOCAL: RemoteMap = {
  'mfe-yards': '/remotes/mfe-yards/mf-manifest.json',
  'mfe-plants': '/remotes/mfe-plants/mf-manifest.json',
  'mfe-tasks': '/remotes/mfe-tasks/mf-manifest.json',
  'mfe-landscape': '/remotes/mfe-landscape/mf-manifest.json',
  'mfe-account': '/remotes/mfe-account/mf-manifest.json',
};
const PARTNER: RemoteMap = {
  ...LOCAL,
  'mfe-plants': 'https://cdn.acme.example/plants/mf-manifest.json',
  'mfe-account': 'https://cdn.acme.example/account/mf-manifest.json',
  'mfe-tasks': 'https://tasks.other.example:8443/v2/mf-manifest.json',
};
const REMOTE_LOADING = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'];

function directives(csp: string): Map<string, string[]> {
  const entries = csp.split(';').map((part) => part.trim().split(/\s+/));
  return new Map(entries.map(([name = '', ...sources]) => [name, sources]));
}

describe('contentSecurityPolicy: our origin plus the active map’s remote origins', () => {
  test('a map of same-origin paths allows no foreign origin at all', () => {
    const csp = contentSecurityPolicy(LOCAL);
    expect(csp).not.toMatch(/https?:/);
    expect(directives(csp).get('script-src')).toEqual(["'self'"]);
    expect(directives(csp).get('connect-src')).toEqual(["'self'"]);
  });

  test('each remote origin is allowed wherever remotes load from, once each', () => {
    const policy = directives(contentSecurityPolicy(PARTNER));
    for (const name of REMOTE_LOADING) {
      const sources = policy.get(name) ?? [];
      expect(sources).toEqual(
        expect.arrayContaining(["'self'", 'https://cdn.acme.example', 'https://tasks.other.example:8443']),
      );
      expect(new Set(sources).size).toBe(sources.length);
    }
  });

  test('remote origins do not widen default-src, base-uri, form-action or frame-ancestors', () => {
    const policy = directives(contentSecurityPolicy(PARTNER));
    for (const name of ['default-src', 'base-uri', 'form-action', 'frame-ancestors']) {
      expect(policy.get(name)).toEqual(["'self'"]);
    }
  });

  test("plugins are off: object-src 'none'", () => {
    expect(directives(contentSecurityPolicy(PARTNER)).get('object-src')).toEqual(["'none'"]);
  });

  test('names each directive once', () => {
    const names = contentSecurityPolicy(PARTNER)
      .split(';')
      .map((part) => part.trim().split(/\s+/)[0]);
    expect(new Set(names).size).toBe(names.length);
  });
});
