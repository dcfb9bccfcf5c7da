import { INSTALLED_NEEDED } from '@thrive/shared/landscape';

// SPEC §3 names the fields but not their choices; these codes are ours, kept in one place
// so the form and anything that reads a design agree. 0 is "not chosen" for each.

export const IRRIGATION_TYPES = [
  { Id: 1, Name: 'Drip line' },
  { Id: 2, Name: 'Soaker hose' },
  { Id: 3, Name: 'Sprinklers' },
  { Id: 4, Name: 'Hand watering' },
] as const;

export const EDGING_TYPES = [
  { Id: 1, Name: 'Metal' },
  { Id: 2, Name: 'Plastic' },
  { Id: 3, Name: 'Stone' },
  { Id: 4, Name: 'Brick' },
  { Id: 5, Name: 'Wood' },
] as const;

export const INSTALLED_NEEDED_CHOICES = [
  { Id: INSTALLED_NEEDED.NotAnswered, Name: 'Not decided' },
  { Id: INSTALLED_NEEDED.Installed, Name: 'Already installed' },
  { Id: INSTALLED_NEEDED.Needed, Name: 'Needed' },
] as const;

/** EdgingSide is a set of sides, one bit each (the contract allows 0 to 15). */
export const EDGING_SIDES = [
  { Bit: 1, Name: 'Front' },
  { Bit: 2, Name: 'Back' },
  { Bit: 4, Name: 'Left' },
  { Bit: 8, Name: 'Right' },
] as const;

/** Bloom colours offered as boxes: BloomColorsNames keeps the names, BloomColors their CSS colours. */
export const BLOOM_COLOURS = ['White', 'Yellow', 'Orange', 'Red', 'Pink', 'Purple', 'Blue'] as const;
