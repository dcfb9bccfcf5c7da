import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../apps';
import { CITED_DOCUMENTS, citationsIn, repoPathsIn, sectionsOf, type CitedDocument } from './citations';

const cited = citationsIn(REPO_ROOT);
const documents = Object.keys(CITED_DOCUMENTS) as CitedDocument[];

describe('every "SPEC §N" and "DESIGN §N" in the code resolves to a section of docs/', () => {
  test.each(documents)('each %s citation names a section heading of its document', (document) => {
    const defined = sectionsOf(readFileSync(path.join(REPO_ROOT, CITED_DOCUMENTS[document]), 'utf8'));
    const missing = [...cited[document]]
      .filter(([section]) => !defined.has(section))
      .map(([section, files]) => `${document} §${section} (cited in ${files.slice(0, 3).join(', ')})`);
    expect(missing).toEqual([]);
  });

  test('the code does cite both documents (the scan reads the repo)', () => {
    expect(cited.SPEC.size).toBeGreaterThan(5);
    expect(cited.DESIGN.size).toBeGreaterThan(5);
  });

  test('a heading defines its section; a § elsewhere in the text does not', () => {
    const sections = sectionsOf('# Rules\n\n## §2 Screens\n\n### §2.6 Dialogs\n\nSee §7 for the calls.\n');
    expect([...sections]).toEqual(['2', '2.6']);
  });
});

describe('the docs name files that exist, so a moved file is followed in the docs', () => {
  const docs = readdirSync(path.join(REPO_ROOT, 'docs')).filter((file) => file.endsWith('.md'));

  test.each(docs)('every repo path docs/%s names in backticks exists', (file) => {
    const named = repoPathsIn(readFileSync(path.join(REPO_ROOT, 'docs', file), 'utf8'));
    expect(named.filter((repoPath) => !existsSync(path.join(REPO_ROOT, repoPath)))).toEqual([]);
  });

  test('a path is read from backticks, without a trailing full stop; placeholders and built files are not paths', () => {
    expect(
      repoPathsIn(
        'See `shell/src/app.tsx`, `mfe-yards/src/<feature>/`, `shared/src/ui/*.css` and `shell/dist/index.html`.',
      ),
    ).toEqual(['shell/src/app.tsx']);
  });
});
