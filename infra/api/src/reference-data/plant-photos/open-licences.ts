/**
 * Which licences of a Commons file let us show it in the app, read from its extmetadata
 * LicenseShortName: public domain, CC0, CC BY and CC BY-SA (any version or port). The rest
 * (NonCommercial, NoDerivatives, GFDL alone, fair use, unknown) are skipped: the app is a
 * product, and our thumbnails are derivatives.
 */
const PUBLIC_DOMAIN = /^(public domain( mark( 1\.0)?)?|pd(m( 1\.0)?|-[a-z0-9-]+)?)$/i;
const CC0 = /^cc0( 1\.0)?( universal)?$/i;
/** CC BY or CC BY-SA, an optional version (2.0, 4.0 ...) and port (de, nl, igo ...); no NC, no ND. */
const CC_BY = /^cc[- ]by(-sa)?([- ]\d(\.\d)?)?([- ][a-z]{2,3})?$/i;

export interface OpenLicence {
  /** The name as the source gives it, tidied: "CC BY-SA 4.0", "CC0", "Public domain". */
  name: string;
  /** Public domain and CC0 ask for no attribution: a photo of an unknown author may be kept. */
  attributionRequired: boolean;
}

/** The licence if it is one we keep, else null. */
export function openLicence(shortName: string): OpenLicence | null {
  const name = shortName.replace(/\s+/g, ' ').trim();
  if (PUBLIC_DOMAIN.test(name)) return { name: 'Public domain', attributionRequired: false };
  if (CC0.test(name)) return { name, attributionRequired: false };
  if (CC_BY.test(name)) return { name, attributionRequired: true };
  return null;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, body: string): string {
  const numeric = /^#(x[0-9a-f]+|\d+)$/i.exec(body);
  if (numeric) {
    const code =
      numeric[1]!.startsWith('x') || numeric[1]!.startsWith('X')
        ? parseInt(numeric[1]!.slice(1), 16)
        : parseInt(numeric[1]!, 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  }
  return ENTITIES[body.toLowerCase()] ?? entity;
}

/**
 * Text of an HTML fragment as Commons writes its Artist field (links to user pages, spans,
 * line breaks): tags dropped, entities decoded, white space collapsed.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** An author longer than this is a paragraph someone wrote into the field: cut, not dropped. */
export const AUTHOR_MAX_LENGTH = 200;
/** What Commons writes where nobody is known: no author. */
const NO_AUTHOR = /^(unknown|unknown author|author unknown|anonymous|unbekannt|inconnu)$/i;

/** The author to credit, as plain text; '' when the field names nobody. */
export function authorOf(artistHtml: string): string {
  const text = plainText(artistHtml);
  if (NO_AUTHOR.test(text)) return '';
  return text.length > AUTHOR_MAX_LENGTH ? `${text.slice(0, AUTHOR_MAX_LENGTH - 1).trimEnd()}…` : text;
}
