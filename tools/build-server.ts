import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { REPO_ROOT } from './apps';

/** The servers `npm start` and `npm run api` run: compiled JavaScript, no loader at run time. */
export const SERVER_BUNDLES = {
  gateway: { entry: 'infra/server/src/main.ts', out: 'infra/server/dist/main.mjs' },
  api: { entry: 'infra/api/src/main.ts', out: 'infra/api/dist/main.mjs' },
} as const;

/** Packages stay in node_modules (PGlite finds its files there); our workspaces are compiled in. */
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(on) {
    on.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@thrive/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Our sources find their data (migrations, reference files) beside themselves through
 * `import.meta.url`: each file keeps its own, so the bundle reads them where they are.
 */
const ownLocation: Plugin = {
  name: 'own-location',
  setup(on) {
    on.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      return {
        contents: source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path))),
        loader: 'ts',
      };
    });
  },
};

export async function buildServer(bundle: keyof typeof SERVER_BUNDLES): Promise<number> {
  const started = performance.now();
  const { entry, out } = SERVER_BUNDLES[bundle];
  await build({
    entryPoints: [path.join(REPO_ROOT, entry)],
    outfile: path.join(REPO_ROOT, out),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [packagesExternal, ownLocation],
  });
  return Math.round(performance.now() - started);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  for (const bundle of process.argv.slice(2) as (keyof typeof SERVER_BUNDLES)[]) await buildServer(bundle);
