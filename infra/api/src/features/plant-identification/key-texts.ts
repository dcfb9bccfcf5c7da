import type { IDENTIFICATION_OPTIONS, IdentificationQuestion } from '@thrive/shared/contracts';

/** A question's words, with a label for each of its options. */
type QuestionTexts = {
  [Q in IdentificationQuestion]: {
    label: string;
    hint: string;
    options: Record<(typeof IDENTIFICATION_OPTIONS)[Q][number], string>;
  };
};

/**
 * What the key asks and offers, in the gardener's words (the screen shows them as the
 * server sends them). Each question says what to look at, so a gardener standing in front
 * of the plant can answer without botany.
 */
export const KEY_TEXTS: QuestionTexts = {
  form: {
    label: 'Growth form',
    hint: 'What kind of plant is it, as a whole?',
    options: {
      trees: 'Tree',
      shrubs: 'Shrub',
      vines: 'Vine or climber',
      perennials: 'Perennial flower',
      annuals: 'Annual flower',
      bulbs: 'Bulb',
      grasses: 'Grass or grass-like',
      groundcovers: 'Groundcover',
      herbs: 'Herb',
      vegetables: 'Vegetable',
      fruit: 'Fruit',
      houseplants: 'Houseplant',
    },
  },
  leafShape: {
    label: 'Leaf shape',
    hint: 'Look at one whole, grown leaf.',
    options: {
      needle: 'Needle',
      scale: 'Tiny scales',
      'grass-like': 'Long and narrow (grass-like)',
      lance: 'Lance (narrow, pointed)',
      oval: 'Oval or elliptic',
      heart: 'Heart',
      round: 'Round',
      lobed: 'Lobed',
      palmate: 'Hand-shaped (palmate)',
      compound: 'Divided into leaflets or feathery',
      fan: 'Fan',
      succulent: 'Thick and fleshy',
      'none-visible': 'No leaves to see (cactus)',
    },
  },
  leafArrangement: {
    label: 'Leaf arrangement',
    hint: 'How do the leaves sit on the stem?',
    options: {
      alternate: 'Alternate (one at a time)',
      opposite: 'Opposite (in pairs)',
      whorled: 'Whorled (three or more in a ring)',
      'basal-rosette': 'From the base (rosette or clump)',
      'clustered-needles': 'Needles in bundles',
    },
  },
  flowerColour: {
    label: 'Flower colour',
    hint: 'The colour of its flowers, if it has any now.',
    options: {
      white: 'White or cream',
      yellow: 'Yellow',
      orange: 'Orange',
      red: 'Red',
      pink: 'Pink',
      purple: 'Purple or lavender',
      blue: 'Blue',
      green: 'Green',
      brown: 'Brown or bronze',
    },
  },
  floweringSeason: {
    label: 'Flowering season',
    hint: 'When does it flower?',
    options: {
      'early-spring': 'Early spring',
      'late-spring': 'Late spring',
      'early-summer': 'Early summer',
      'late-summer': 'Late summer',
      fall: 'Fall',
      winter: 'Winter',
      'not-showy': 'No showy flowers',
    },
  },
  height: {
    label: 'Height',
    hint: 'How tall is it when grown?',
    options: {
      'under-1ft': 'Under 1 ft',
      '1-3ft': '1 to 3 ft',
      '3-6ft': '3 to 6 ft',
      '6-15ft': '6 to 15 ft',
      'over-15ft': 'Over 15 ft',
    },
  },
  evergreen: {
    label: 'In winter',
    hint: 'What happens to its leaves in winter?',
    options: {
      evergreen: 'Stays green',
      deciduous: 'Drops its leaves',
      'dies-back': 'Dies back to the ground',
    },
  },
};
