import { SaxesParser } from 'saxes';

/**
 * Reads an SVG as strict XML: its well-formedness errors (none for a good picture), the
 * names of its elements and every value of an href attribute.
 */
export function readSvg(svg: string): { errors: string[]; elements: string[]; hrefs: string[] } {
  const parser = new SaxesParser({ xmlns: true });
  const found = { errors: [] as string[], elements: [] as string[], hrefs: [] as string[] };
  parser.on('error', (error) => found.errors.push(error.message));
  parser.on('opentag', (tag) => {
    found.elements.push(tag.local);
    for (const attribute of Object.values(tag.attributes))
      if (attribute.local === 'href') found.hrefs.push(attribute.value);
  });
  parser.write(svg).close();
  return found;
}
