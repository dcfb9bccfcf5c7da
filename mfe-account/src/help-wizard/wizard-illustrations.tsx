import type { ReactNode } from 'react';

/**
 * The tour's drawings, made here as inline SVG (no images fetched from anywhere). They are
 * decoration: each step's text says everything the drawing shows, so screen readers skip them.
 */
function Drawing({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 240 140" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const LEAF = '#3b7a2a';
const LIGHT_LEAF = '#a9cf8f';
const SOIL = '#8a5a3b';
const SUN = '#f2b233';
const WATER = '#3b82c4';
const INK = '#1f2a1c';

function Sun({ x, y }: { x: number; y: number }) {
  const rays = [0, 45, 90, 135, 180, 225, 270, 315];
  return (
    <g transform={`translate(${x} ${y})`} stroke={SUN} strokeWidth="3" strokeLinecap="round">
      <circle r="8" fill={SUN} />
      {rays.map((angle) => (
        <line key={angle} x1="12" x2="17" transform={`rotate(${angle})`} />
      ))}
    </g>
  );
}

function Drop({ x, y }: { x: number; y: number }) {
  return (
    <path
      transform={`translate(${x} ${y})`}
      d="M0 -12C6 -4 8 0 8 4a8 8 0 0 1-16 0c0-4 2-8 8-16Z"
      fill={WATER}
    />
  );
}

function Snowflake({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} stroke={WATER} strokeWidth="2.5" strokeLinecap="round">
      {[0, 60, 120].map((angle) => (
        <line key={angle} y1="-10" y2="10" transform={`rotate(${angle})`} />
      ))}
    </g>
  );
}

function Plant({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M0 0V-22" stroke={LEAF} strokeWidth="3" strokeLinecap="round" />
      <path d="M0 -12C-14 -14 -16 -26 -16 -26C-4 -26 0 -18 0 -12Z" fill={LEAF} />
      <path d="M0 -18C12 -20 16 -32 16 -32C4 -32 0 -24 0 -18Z" fill={LIGHT_LEAF} />
    </g>
  );
}

/** A house on its plot, a map pin for the address and a badge for the hardiness zone. */
export function YardDrawing() {
  return (
    <Drawing>
      <rect x="10" y="96" width="220" height="34" rx="6" fill={LIGHT_LEAF} />
      <path d="M60 96V62l30-24 30 24v34Z" fill="#f4efe6" stroke={INK} strokeWidth="2" />
      <path d="M54 64l36-30 36 30" fill="none" stroke={SOIL} strokeWidth="5" strokeLinecap="round" />
      <rect x="82" y="74" width="16" height="22" fill={SOIL} />
      <Plant x={140} y={112} />
      <Plant x={160} y={114} scale={0.8} />
      <path d="M36 20a12 12 0 0 1 24 0c0 10-12 22-12 22S36 30 36 20Z" fill="#c8432b" />
      <circle cx="48" cy="20" r="4.5" fill="#fff" />
      <rect x="170" y="22" width="54" height="34" rx="8" fill="#fff" stroke={LEAF} strokeWidth="2.5" />
      <text x="197" y="45" textAnchor="middle" fontSize="16" fontWeight="700" fill={LEAF}>
        6b
      </text>
    </Drawing>
  );
}

/** The plot split in three beds: sunny, shady and wet. */
export function ZonesDrawing() {
  return (
    <Drawing>
      <rect x="12" y="14" width="216" height="112" rx="8" fill="#fff" stroke={INK} strokeWidth="2" />
      <rect x="20" y="22" width="92" height="96" rx="6" fill="#fbe9b7" />
      <rect x="120" y="22" width="100" height="44" rx="6" fill="#d5dcd0" />
      <rect x="120" y="74" width="100" height="44" rx="6" fill="#cfe3f3" />
      <Sun x={66} y={52} />
      <Plant x={52} y={108} scale={0.8} />
      <Plant x={82} y={108} scale={0.8} />
      <rect x="168" y="50" width="4" height="12" fill={SOIL} />
      <path d="M150 52a20 22 0 0 1 40 0Z" fill="#7d8a78" />
      <Drop x={160} y={98} />
      <Drop x={184} y={104} />
    </Drawing>
  );
}

function ScoreRow({ y, icon, mark }: { y: number; icon: ReactNode; mark: 'good' | 'borderline' | 'poor' }) {
  const marks = {
    good: <path d="M-6 0l4 4 8-9" stroke={LEAF} />,
    borderline: <path d="M0 -7v6M0 5v.5" stroke="#b7791f" />,
    poor: <path d="M-5 -5l10 10M5 -5l-10 10" stroke="#b3261e" />,
  };
  return (
    <g transform={`translate(0 ${y})`}>
      {icon}
      <rect x="104" y="-6" width="60" height="12" rx="6" fill="#e3e8df" />
      <g transform="translate(186 0)" strokeWidth="3" strokeLinecap="round" fill="none">
        {marks[mark]}
      </g>
    </g>
  );
}

/** A scorecard: sun, water and freeze rows, each with its own mark. */
export function ScorecardDrawing() {
  return (
    <Drawing>
      <rect x="40" y="8" width="170" height="124" rx="10" fill="#fff" stroke={INK} strokeWidth="2" />
      <Plant x={70} y={36} scale={0.7} />
      <rect x="88" y="18" width="90" height="10" rx="5" fill={LEAF} />
      <ScoreRow y={56} icon={<Sun x={70} y={0} />} mark="good" />
      <ScoreRow y={86} icon={<Drop x={70} y={2} />} mark="borderline" />
      <ScoreRow y={114} icon={<Snowflake x={70} y={0} />} mark="poor" />
    </Drawing>
  );
}

/** A magnifying glass over a row of plants. */
export function SearchDrawing() {
  return (
    <Drawing>
      <rect x="10" y="110" width="220" height="20" rx="6" fill={LIGHT_LEAF} />
      <Plant x={40} y={112} />
      <Plant x={200} y={112} />
      <circle cx="112" cy="62" r="38" fill="#eef6e8" stroke={INK} strokeWidth="6" />
      <Plant x={112} y={84} scale={1.4} />
      <path d="M140 90l30 30" stroke={INK} strokeWidth="10" strokeLinecap="round" />
    </Drawing>
  );
}

/** A sprout in its pot, with a spark or two. */
export function ReadyDrawing() {
  return (
    <Drawing>
      <path d="M92 96h56l-8 36h-40Z" fill={SOIL} />
      <rect x="86" y="88" width="68" height="12" rx="3" fill="#a86f48" />
      <Plant x={120} y={88} scale={2} />
      <g stroke={SUN} strokeWidth="3" strokeLinecap="round">
        <path d="M48 40v16M40 48h16" />
        <path d="M188 28v12M182 34h12" />
        <path d="M196 84v10M191 89h10" />
      </g>
    </Drawing>
  );
}
