/** Text made safe to stand in HTML, quotes included (it also goes into attributes). */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const LINK = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence after a link rather than belonging to it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"]+$/;

/** One line of text as HTML, its web addresses made links. */
function lineHtml(line: string): string {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(LINK)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    html += escapeHtml(line.slice(from, match.index)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    from = match.index + url.length;
  }
  return html + escapeHtml(line.slice(from));
}

/** Plain text as HTML paragraphs: a blank line parts them, a single line break stays one. */
export function paragraphsHtml(text: string): string {
  return text
    .replaceAll('\r\n', '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(lineHtml).join('<br>\n')}</p>`)
    .join('\n');
}
