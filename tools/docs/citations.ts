import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The code cites the product rules as "SPEC §N" and the architecture as "DESIGN §N"; both
 * resolve to a heading of the repo's own docs (README: Documentation).
 */
export const CITED_DOCUMENTS = {
  SPEC: 'docs/product-rules.md',
  DESIGN: 'docs/architecture.md',
} as const;
export type CitedDocument = keyof typeof CITED_DOCUMENTS;

const CITATION = /\b(SPEC|DESIGN) §(\d+(?:\.\d+)*)/g;
/** A heading that is a section: its text begins with `§` and the section's number. */
const SECTION_HEADING = /^#{1,6} §(\d+(?:\.\d+)*)\s/gm;

/** Every citation in the repo's tracked files, as `section → files citing it`, by document. */
export function citationsIn(repoRoot: string): Record<CitedDocument, Map<string, string[]>> {
  const found: Record<CitedDocument, Map<string, string[]>> = { SPEC: new Map(), DESIGN: new Map() };
  // Files git tracks, so nothing installed or built is read; the docs themselves are left out.
  const files = execFileSync('git', ['grep', '-lE', '(SPEC|DESIGN) §'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.startsWith('docs/'));
  for (const file of files) {
    for (const match of readFileSync(path.join(repoRoot, file), 'utf8').matchAll(CITATION)) {
      const sections = found[match[1] as CitedDocument];
      const citing = sections.get(match[2]!) ?? [];
      if (!citing.includes(file)) citing.push(file);
      sections.set(match[2]!, citing);
    }
  }
  return found;
}

/** The section numbers a document's headings define. */
export function sectionsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(SECTION_HEADING)].map((match) => match[1]!));
}

/** A repo path in backticks: a top-level folder of ours, then a path without placeholders. */
const REPO_PATH = /`((?:shared|shell|mfe-[a-z]+|infra|e2e|tools|docs)\/[\w./@-]+)`/g;

/**
 * The repo paths a document names in backticks: placeholders like `<id>` or `*` are not
 * paths, and what a build writes (`dist/`) is not in a fresh clone.
 */
export function repoPathsIn(markdown: string): string[] {
  const paths = [...markdown.matchAll(REPO_PATH)].map((match) => match[1]!.replace(/[.:]$/, ''));
  return [...new Set(paths.filter((repoPath) => !repoPath.split('/').includes('dist')))];
}
