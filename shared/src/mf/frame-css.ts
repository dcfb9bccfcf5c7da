/**
 * The critical CSS of a prerendered frame: of a stylesheet, only the rules that can match
 * its markup (every class a selector names is on some element of it), so a frame carries a
 * few hundred bytes of its page's CSS modules, not the whole library's.
 */

interface Block {
  prelude: string;
  body: string;
}

/** A stylesheet's top-level blocks, `prelude { body }`, comments dropped. */
function blocksOf(css: string): Block[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks: Block[] = [];
  let start = 0;
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('{', index);
    if (open === -1) break;
    const semicolon = text.indexOf(';', index);
    // A statement at-rule (`@charset ...;`, `@import ...;`) has no block: skipped.
    if (semicolon !== -1 && semicolon < open) {
      start = index = semicolon + 1;
      continue;
    }
    let depth = 1;
    let close = open + 1;
    for (; close < text.length && depth > 0; close += 1) {
      if (text[close] === '{') depth += 1;
      else if (text[close] === '}') depth -= 1;
    }
    blocks.push({ prelude: text.slice(start, open).trim(), body: text.slice(open + 1, close - 1) });
    start = index = close;
  }
  return blocks;
}

/** Splits a selector list at its top-level commas (not those inside `:is(...)`). */
function selectorsOf(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < prelude.length; i += 1) {
    const char = prelude[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      selectors.push(prelude.slice(from, i).trim());
      from = i + 1;
    }
  }
  selectors.push(prelude.slice(from).trim());
  return selectors.filter(Boolean);
}

/** The class names on the elements of `html`. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of names.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * Whether a selector can match in the frame: it names at least one class (a rule without one
 * is global, and a frame must not restyle the page around it) and every class it names is used.
 */
function selectorFits(selector: string, used: Set<string>): boolean {
  const named = [...selector.matchAll(CLASS_IN_SELECTOR)].map((match) => match[1]!);
  return named.length > 0 && named.every((name) => used.has(name));
}

const GROUPING_RULE = /^@(media|supports|container)\b/;

function keptRules(css: string, used: Set<string>): string[] {
  const kept: string[] = [];
  const keyframes: Block[] = [];
  for (const block of blocksOf(css)) {
    if (GROUPING_RULE.test(block.prelude)) {
      const inner = keptRules(block.body, used);
      if (inner.length > 0) kept.push(`${block.prelude}{${inner.join('')}}`);
    } else if (/^@(-webkit-)?keyframes\b/.test(block.prelude)) {
      keyframes.push(block);
    } else if (!block.prelude.startsWith('@')) {
      const selectors = selectorsOf(block.prelude).filter((selector) => selectorFits(selector, used));
      if (selectors.length > 0) kept.push(`${selectors.join(',')}{${block.body.trim()}}`);
    }
  }
  // An animation the kept rules run comes with them.
  const text = kept.join('');
  for (const block of keyframes) {
    const name = block.prelude.split(/\s+/)[1] ?? '';
    if (name && text.includes(name)) kept.push(`${block.prelude}{${block.body.trim()}}`);
  }
  return kept;
}

/** The rules of `css` that can style `html`, in their order, with their media queries. */
export function cssForMarkup(css: string, html: string): string {
  return keptRules(css, classesOf(html)).join('\n');
}
