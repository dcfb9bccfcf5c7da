/** The Thrive Garden mark: a leaf on a round bed. Decorative; the text beside it names it. */
export function ThriveLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#fff" />
      <path d="M9 23c0-8 5-14 15-15-1 10-7 15-15 15z" fill="#6aa84f" />
      <path d="M9 23c3-4 7-8 11-11" stroke="#2f5f22" strokeWidth="1.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export const PRODUCT_NAME = 'Thrive Garden';
