import { AUTHOR_MAX_LENGTH, authorOf, openLicence, plainText } from './open-licences';
import { searchName, webAddress } from './commons-search';

describe('which Commons licences fetch-images keeps (issue 17: public domain, CC0, CC BY, CC BY-SA)', () => {
  test.each([
    ['CC BY-SA 4.0', 'CC BY-SA 4.0', true],
    ['CC BY-SA 3.0 de', 'CC BY-SA 3.0 de', true],
    ['CC BY 2.0', 'CC BY 2.0', true],
    ['CC-BY-SA-2.5', 'CC-BY-SA-2.5', true],
    ['CC BY-SA 3.0 igo', 'CC BY-SA 3.0 igo', true],
    ['  CC BY  4.0 ', 'CC BY 4.0', true],
    ['CC0', 'CC0', false],
    ['CC0 1.0', 'CC0 1.0', false],
    ['Public domain', 'Public domain', false],
    ['PD-US', 'Public domain', false],
  ])('%s is kept as "%s" (credit required: %s)', (given, name, attributionRequired) => {
    expect(openLicence(given)).toEqual({ name, attributionRequired });
  });

  test.each([
    'CC BY-NC 2.0',
    'CC BY-NC-SA 4.0',
    'CC BY-ND 4.0',
    'CC BY-NC-ND 3.0',
    'GFDL',
    'Fair use',
    'Copyrighted free use',
    '',
  ])('%j is skipped', (given) => {
    expect(openLicence(given)).toBeNull();
  });
});

describe('the author to credit, from Commons’ Artist HTML', () => {
  test('tags go, entities are decoded, white space is one space', () => {
    expect(
      plainText(
        '<bdi><a href="//commons.wikimedia.org/wiki/User:J" title="User:J">José &amp; Ana&#39;s&nbsp;<b>lab</b></a><br/>\n &#x263A;</bdi>',
      ),
    ).toBe("José & Ana's lab ☺");
    expect(plainText('<script>alert(1)</script>Kim')).toBe('Kim');
  });

  test('"Unknown author" names nobody; a paragraph is cut', () => {
    expect(authorOf('<span class="fn">Unknown author</span>')).toBe('');
    expect(authorOf('unknown')).toBe('');
    const long = authorOf('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(AUTHOR_MAX_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('what is searched for', () => {
  test.each([
    ['Acer rubrum', 'Acer rubrum'],
    ["Hydrangea macrophylla 'Endless Summer'", 'Hydrangea macrophylla'],
    ['Hosta spp.', 'Hosta'],
    ['Petunia × atkinsiana', 'Petunia × atkinsiana'],
  ])('%s: %s', (botanical, searched) => {
    expect(searchName(botanical)).toBe(searched);
  });
});

describe('addresses kept for the credit and the download', () => {
  test('web pages only; a protocol-relative one gets https', () => {
    expect(webAddress('//creativecommons.org/licenses/by/4.0')).toBe(
      'https://creativecommons.org/licenses/by/4.0',
    );
    expect(webAddress(' https://commons.wikimedia.org/wiki/File:A.jpg ')).toBe(
      'https://commons.wikimedia.org/wiki/File:A.jpg',
    );
    for (const bad of ['javascript:alert(1)', 'file:///etc/passwd', '', undefined, 'no address'])
      expect(webAddress(bad)).toBe('');
  });
});
