import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../apps';
import { CITED_DOCUMENTS, citationsIn, sectionsOf, type CitedDocument } from './citations';

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
