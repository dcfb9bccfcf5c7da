/** The garden expert who asks the gardener's name (SPEC §2.6). Decorative: the question names it. */
export function ExpertAvatar() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="27" fill="#eef4ea" stroke="#3b7a2a" strokeWidth="2" />
      <circle cx="28" cy="25" r="11" fill="#f2d3b1" />
      <path d="M14 22c2-9 26-9 28 0z" fill="#8a6d3b" />
      <path d="M10 23h36" stroke="#6b5430" strokeWidth="3" strokeLinecap="round" />
      <circle cx="24" cy="26" r="1.5" fill="#1f2a1c" />
      <circle cx="32" cy="26" r="1.5" fill="#1f2a1c" />
      <path d="M24 31c2 2 6 2 8 0" stroke="#1f2a1c" strokeWidth="1.5" fill="none" strokeLinecap="round" />
      <path d="M13 50c2-9 8-12 15-12s13 3 15 12" fill="#3b7a2a" />
    </svg>
  );
}
