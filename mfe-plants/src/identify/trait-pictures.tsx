import type { ReactNode } from 'react';
import type {
  FlowerColour,
  IdentificationQuestion,
  LeafArrangement,
  LeafShape,
} from '@thrive/shared/contracts';

/** A leaf pictured from above, stalk down. Drawn here: no picture is fetched from anywhere. */
const LEAF_SHAPES: Record<LeafShape, ReactNode> = {
  needle: <path d="M9 21 10.5 3M12 21V3m3 18L13.5 3" />,
  scale: <path d="M12 21V3M9 6l3 2 3-2M9 10l3 2 3-2M9 14l3 2 3-2M9 18l3 2 3-2" />,
  'grass-like': <path d="M12 22c-1-7-1-14 1-20 .5 7 .5 14-1 20Z" />,
  lance: <path d="M12 2c4 6 4 13 0 20-4-7-4-14 0-20Zm0 4v16" />,
  oval: <path d="M12 3c5 2 6 8 6 10s-2 8-6 8-6-5-6-8 1-8 6-10Zm0 2v17" />,
  heart: <path d="M12 21c-6-5-8-9-7-13 1-3 5-4 7-1 2-3 6-2 7 1 1 4-1 8-7 13Zm0-14v15" />,
  round: <path d="M12 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14Zm0 14v4" />,
  lobed: (
    <path d="M12 22v-7m0-12c2 1 3 2 2 4 3-1 4 1 2 3 3 0 3 3 0 4 1 2-1 3-4 2-3 1-5 0-4-2-3-1-3-4 0-4-2-2-1-4 2-3-1-2 0-3 2-4Z" />
  ),
  palmate: <path d="M12 22v-8m0 0L6 6m6 8V3m0 11 6-8m-6 8-8-2m8 2 8-2" />,
  compound: (
    <path d="M12 22V3m0 3c-3 0-4 1-4 2s1 1 4 0m0-2c3 0 4 1 4 2s-1 1-4 0m0 4c-3 0-4 1-4 2s1 1 4 0m0-2c3 0 4 1 4 2s-1 1-4 0m0 4c-3 0-4 1-4 2s1 1 4 0m0-2c3 0 4 1 4 2s-1 1-4 0" />
  ),
  fan: <path d="M12 21 3 9a11 11 0 0 1 18 0Zm0 0L7 6m5 15V4m0 17 5-15" />,
  succulent: <path d="M12 3c4 3 5 9 3 15-1 3-5 3-6 0-2-6-1-12 3-15Zm-2 6c1 2 3 2 4 0" />,
  'none-visible': <path d="M10 21V5a2 2 0 0 1 4 0v16m-4-9H7V8m7 2h3V6M6 21h12" />,
};

/** A stem with its leaves, as they sit on it. */
const ARRANGEMENTS: Record<LeafArrangement, ReactNode> = {
  alternate: (
    <path d="M12 22V2m0 16c-3 0-5-1-6-3 2-1 4 0 6 3Zm0-6c3 0 5-1 6-3-2-1-4 0-6 3Zm0-6c-3 0-5-1-6-3 2-1 4 0 6 3Z" />
  ),
  opposite: (
    <path d="M12 22V2m0 14c-3 0-5-1-6-3 2-1 4 0 6 3Zm0 0c3 0 5-1 6-3-2-1-4 0-6 3Zm0-8c-3 0-5-1-6-3 2-1 4 0 6 3Zm0 0c3 0 5-1 6-3-2-1-4 0-6 3Z" />
  ),
  whorled: (
    <path d="M12 22V2m0 10c-3 0-5-1-6-3 2-1 4 0 6 3Zm0 0c3 0 5-1 6-3-2-1-4 0-6 3Zm0 0c-1-2-1-4 0-6 1 2 1 4 0 6Z" />
  ),
  'basal-rosette': (
    <path d="M12 20c-4-1-7-3-8-6 3 0 6 2 8 6Zm0 0c4-1 7-3 8-6-3 0-6 2-8 6Zm0 0c-2-3-2-7 0-11 2 4 2 8 0 11ZM3 21h18" />
  ),
  'clustered-needles': <path d="M12 22V8m0 6-5-8m5 8-2-10m2 10 5-8m-5 8 2-10M12 8 8 2m4 6 4-6" />,
};

/** The colour families, as swatches (their names are beside them). */
const SWATCHES: Record<FlowerColour, string> = {
  white: '#ffffff',
  yellow: '#f4d03f',
  orange: '#f39c12',
  red: '#d62d20',
  pink: '#f48fb1',
  purple: '#8e44ad',
  blue: '#3f6fd8',
  green: '#6aa84f',
  brown: '#8d6e63',
};

function Drawing({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The picture of an option, where one helps (leaf shapes, arrangements, colours); else nothing. */
export function OptionPicture({ question, value }: { question: IdentificationQuestion; value: string }) {
  if (question === 'leafShape' && value in LEAF_SHAPES)
    return <Drawing>{LEAF_SHAPES[value as LeafShape]}</Drawing>;
  if (question === 'leafArrangement' && value in ARRANGEMENTS)
    return <Drawing>{ARRANGEMENTS[value as LeafArrangement]}</Drawing>;
  if (question === 'flowerColour' && value in SWATCHES)
    return (
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <circle
          cx="12"
          cy="12"
          r="9"
          fill={SWATCHES[value as FlowerColour]}
          stroke="#5b6657"
          strokeWidth="1"
        />
      </svg>
    );
  return null;
}
