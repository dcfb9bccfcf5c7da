interface StatsModule {
  name?: string;
  /** The modules inside a concatenated module (stats option nestedModules). */
  modules?: StatsModule[];
}

/** The parts of rspack's stats this reads (chunks with modules and origins, chunk groups). */
export interface ChunkStats {
  chunks?: {
    id?: string | number | null;
    files?: string[];
    modules?: StatsModule[];
    origins?: { moduleName?: string }[];
  }[];
  namedChunkGroups?: Record<string, { chunks?: (string | number)[] }>;
}

/** `consume shared module (default) react-dom/client@^19.2.0 (strict) ...` -> `react-dom/client`. */
const CONSUMED = /^consume shared module \([^)]*\) (.+?)@/;
const PROVIDED = /^provide shared module \([^)]*\) (.+?)@/;

function keyOf(pattern: RegExp, moduleName: string | undefined): string | null {
  return pattern.exec(moduleName ?? '')?.[1] ?? null;
}

function consumedKeys(modules: StatsModule[] = []): string[] {
  return modules.flatMap((module) => {
    const key = keyOf(CONSUMED, module.name);
    return [...(key ? [key] : []), ...consumedKeys(module.modules)];
  });
}

/**
 * The files a page loads right after its entry, to preload from index.html: the chunks of
 * the named chunk group (the shell's bootstrap), and, for every shared module those chunks
 * consume, the chunks of this build's own provided copy (which the host's page loads: the
 * host provides every shared module, and a consume's fallback chunk is not fetched), then
 * the shared modules those consume in turn. Federation asks for them only once the entry
 * has run; a preload fetches them meanwhile.
 */
export function firstScreenFiles(stats: ChunkStats, groupName: string): string[] {
  const chunks = stats.chunks ?? [];
  const wanted = new Set((stats.namedChunkGroups?.[groupName]?.chunks ?? []).map(String));
  const keys = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const chunk of chunks) {
      const id = String(chunk.id);
      if (wanted.has(id)) {
        for (const key of consumedKeys(chunk.modules)) {
          if (keys.has(key)) continue;
          keys.add(key);
          grew = true;
        }
      } else if ((chunk.origins ?? []).some((origin) => keys.has(keyOf(PROVIDED, origin.moduleName) ?? ''))) {
        wanted.add(id);
        grew = true;
      }
    }
  }
  return chunks
    .filter((chunk) => wanted.has(String(chunk.id)))
    .flatMap((chunk) => chunk.files ?? [])
    .filter((file) => /\.(js|css)$/.test(file));
}
