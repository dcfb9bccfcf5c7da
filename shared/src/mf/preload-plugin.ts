import { Compilation, sources, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { firstScreenFiles } from './first-screen-chunks';

const PAGE = 'index.html';

function preloadTag(file: string): string {
  const as = file.endsWith('.css') ? 'style' : 'script';
  return `<link rel="preload" href="${file}" as="${as}" />`;
}

/**
 * Adds `<link rel="preload">` for the first screen's chunks to the host's index.html
 * (issue 13: no serial waterfall), so they download while the entry's federation runtime
 * is still being parsed and run, instead of only after it asks for them.
 */
export class PreloadFirstScreenPlugin implements RspackPluginInstance {
  constructor(private readonly chunkGroup: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PreloadFirstScreenPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the page is written and file names carry their final hashes; before the
        // compressed copies are made (PrecompressPlugin runs at REPORT).
        { name: 'PreloadFirstScreenPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const page = compilation.getAsset(PAGE);
          if (!page) return;
          const stats = compilation.getStats().toJson({
            all: false,
            chunks: true,
            chunkModules: true,
            chunkOrigins: true,
            chunkGroups: true,
            ids: true,
            nestedModules: true,
            dependentModules: true,
            chunkModulesSpace: Infinity,
            modulesSpace: Infinity,
          });
          const files = firstScreenFiles(stats, this.chunkGroup);
          if (files.length === 0) {
            compilation.warnings.push(
              new Error(`PreloadFirstScreenPlugin: no chunk group "${this.chunkGroup}"`),
            );
            return;
          }
          const html = page.source.source().toString();
          const tags = files.map(preloadTag).join('');
          compilation.updateAsset(PAGE, new sources.RawSource(html.replace('</head>', `${tags}</head>`)));
        },
      );
    });
  }
}
