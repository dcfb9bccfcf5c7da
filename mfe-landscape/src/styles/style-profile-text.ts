import type { ReferenceItem } from '@thrive/shared/contracts';
import type { LandscapeStyleProfile } from '@thrive/shared/landscape';

/** "Full Sun, Part Sun": the names of a profile list. */
export const names = (items: ReferenceItem[]) => items.map((item) => item.Name).join(', ');

/** "5a to 9b" (one zone alone when both ends are the same); empty when the palette has none. */
export function zoneRange({ HardinessZoneLow: low, HardinessZoneHigh: high }: LandscapeStyleProfile): string {
  if (!low || !high) return '';
  return low.Id === high.Id ? low.Name : `${low.Name} to ${high.Name}`;
}

/** The first sentence of a description: one line on a card. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim());
  return match ? match[0] : text.trim();
}
