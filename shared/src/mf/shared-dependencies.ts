/**
 * The one shared-dependency map every federation config uses (DESIGN §3). Each entry
 * is a singleton so the shell and all remotes run one React, one router and one
 * store. Sharing `react` does not cover its subpaths, so they are listed too.
 * Versions are read from each app's own package.json by the plugin.
 */
const singleton = { singleton: true } as const;

export const SHARED_DEPENDENCIES = {
  react: singleton,
  'react/jsx-runtime': singleton,
  'react/jsx-dev-runtime': singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  'react-router-dom': singleton,
  'react-redux': singleton,
  '@reduxjs/toolkit': singleton,
  '@reduxjs/toolkit/query/react': singleton,
  notistack: singleton,
  // A remote built against another major version of @thrive/shared is refused
  // (strictVersion) and its area shows the fallback instead of crashing the page.
  '@thrive/shared': { singleton: true, strictVersion: true },
} as const;

/** With loaded-first, a remote that is down never blocks the modules already loaded. */
export const SHARE_STRATEGY = 'loaded-first' as const;
