const PLURAL_RULES = new Intl.PluralRules('en-US');

/**
 * "1 plant", "2 plants", "1,204 plants": a count with its noun in the right number, chosen by
 * Intl.PluralRules rather than `count === 1` so that every screen agrees on the rule.
 */
export function countText(count: number, one: string, other: string): string {
  return `${count.toLocaleString('en-US')} ${PLURAL_RULES.select(count) === 'one' ? one : other}`;
}
