import { THRIVE_SCORE, type ThriveScore } from '../thrive/scores';

/**
 * One distinct shape per score, so the score never rests on colour alone: a tick in a
 * circle (good), a warning triangle (borderline), a cross in an octagon (poor) and a
 * question mark (unknown). Drawn inline because @thrive/shared carries no icon library.
 */
const SHAPES: Record<ThriveScore, string[]> = {
  [THRIVE_SCORE.Good]: ['M12 2.5a9.5 9.5 0 1 0 0 19a9.5 9.5 0 1 0 0-19Z', 'm8 12.5 2.8 2.8L16.5 9.5'],
  [THRIVE_SCORE.Borderline]: [
    'M10.3 3.9 1.9 18a2 2 0 0 0 1.7 3h16.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
    'M12 9v4.5',
    'M12 17.2h.01',
  ],
  [THRIVE_SCORE.Poor]: ['M7.9 2.5h8.2l5.4 5.4v8.2l-5.4 5.4H7.9l-5.4-5.4V7.9Z', 'm9 9 6 6', 'm15 9-6 6'],
  [THRIVE_SCORE.Unknown]: [
    'M12 2.5a9.5 9.5 0 1 0 0 19a9.5 9.5 0 1 0 0-19Z',
    'M9.2 9a2.9 2.9 0 0 1 5.6 1c0 1.9-2.8 2.8-2.8 2.8',
    'M12 17.2h.01',
  ],
};

export function ThriveScoreGlyph({ score, className }: { score: ThriveScore; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES[score].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
