const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Leaflet writes attributions as HTML. Ours come from configuration as plain text, so they
 * are escaped: a setting can credit a tile server but never put markup on the page.
 */
export function plainText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
