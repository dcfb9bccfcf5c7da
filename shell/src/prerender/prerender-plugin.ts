import { readFileSync } from 'node:fs';
import { Compilation, sources, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { prerenderIndexHtml } from './prerender-index';

const PAGE = 'index.html';

/**
 * A build step of the shell (not of the remotes, which build and deploy alone): writes the
 * prerendered first screen into the built index.html, with `cssFiles` (the theme's tokens and
 * static-frame.css) inline, and emits its frame-route script.
 */
export class PrerenderFirstScreenPlugin implements RspackPluginInstance {
  constructor(private readonly cssFiles: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrerenderFirstScreenPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After HtmlRspackPlugin wrote the page; before the compressed copies (REPORT).
        { name: 'PrerenderFirstScreenPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const page = compilation.getAsset(PAGE);
          if (!page) throw new Error(`PrerenderFirstScreenPlugin: the build wrote no ${PAGE}`);
          const css = this.cssFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
          const { html, script } = prerenderIndexHtml(page.source.source().toString(), css);
          compilation.updateAsset(PAGE, new sources.RawSource(html));
          compilation.emitAsset(script.name, new sources.RawSource(script.source));
        },
      );
    });
  }
}
