/** SPEC §2.6: expert tips come from one of two expert avatars. */
export const EXPERT_AVATARS = ['gardener', 'botanist'] as const;
export type ExpertAvatarKind = (typeof EXPERT_AVATARS)[number];

/** Each avatar's colours: the gardener in a sun hat, the botanist with glasses. */
const LOOKS: Record<ExpertAvatarKind, { skin: string; hair: string; shirt: string }> = {
  gardener: { skin: '#f2d3b1', hair: '#8a6d3b', shirt: '#3b7a2a' },
  botanist: { skin: '#c68f63', hair: '#2f2a26', shirt: '#2d5f8a' },
};

/**
 * A garden expert's face, drawn inline (@thrive/shared carries no images). Decorative: the
 * dialog it sits in names what the expert says.
 */
export function ExpertAvatar({ kind = 'gardener', size = 56 }: { kind?: ExpertAvatarKind; size?: number }) {
  const look = LOOKS[kind];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 56 56"
      aria-hidden="true"
      focusable="false"
      data-expert={kind}
    >
      <circle cx="28" cy="28" r="27" fill="#eef4ea" stroke={look.shirt} strokeWidth="2" />
      <circle cx="28" cy="25" r="11" fill={look.skin} />
      {kind === 'gardener' ? (
        <>
          <path d="M14 22c2-9 26-9 28 0z" fill={look.hair} />
          <path d="M10 23h36" stroke="#6b5430" strokeWidth="3" strokeLinecap="round" />
        </>
      ) : (
        <>
          <path d="M17 22c0-8 22-8 22 0c-3-3-19-3-22 0z" fill={look.hair} />
          <circle cx="24" cy="26" r="3.2" fill="none" stroke="#1f2a1c" strokeWidth="1.2" />
          <circle cx="32" cy="26" r="3.2" fill="none" stroke="#1f2a1c" strokeWidth="1.2" />
          <path d="M27.2 26h1.6" stroke="#1f2a1c" strokeWidth="1.2" />
        </>
      )}
      <circle cx="24" cy="26" r="1.5" fill="#1f2a1c" />
      <circle cx="32" cy="26" r="1.5" fill="#1f2a1c" />
      <path d="M24 31c2 2 6 2 8 0" stroke="#1f2a1c" strokeWidth="1.5" fill="none" strokeLinecap="round" />
      <path d="M13 50c2-9 8-12 15-12s13 3 15 12" fill={look.shirt} />
    </svg>
  );
}
