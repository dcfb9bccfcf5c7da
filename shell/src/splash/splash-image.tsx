/**
 * Our splash art: a sprout over the product name, drawn inline so it needs no request. The
 * name takes the text colour (currentColor), so it reads on the light and the dark splash.
 */
export function SplashImage({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 240 200" role="img" aria-label="Thrive Garden">
      <circle cx="120" cy="78" r="70" fill="#eef4ea" />
      <path d="M120 130 V78" stroke="#3b7a2a" strokeWidth="8" strokeLinecap="round" fill="none" />
      <path d="M120 92 C92 92 74 74 72 46 C100 46 118 62 120 92 Z" fill="rgb(141, 198, 63)" />
      <path d="M120 80 C124 50 146 32 176 34 C174 64 152 80 120 80 Z" fill="#3b7a2a" />
      <path d="M84 132 H156" stroke="#8a5a2b" strokeWidth="8" strokeLinecap="round" />
      <text
        x="120"
        y="182"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="26"
        fontWeight="700"
        fill="currentColor"
      >
        Thrive Garden
      </text>
    </svg>
  );
}
