import { useEffect } from 'react';
import {
  CONTROL_CODE_GROUPS,
  PARTNER_THEME_TOKENS,
  partnerThemeTokens,
  selectUserId,
  useAppSelector,
  useGetControlCodesQuery,
  type PartnerTheme as PartnerThemeTokens,
} from '@thrive/shared';
import { readBrowserColour } from './browser-colour';

/** The browser's own bars (a phone's status bar) take the header's colour too. */
function paintThemeColour(colour: string): () => void {
  const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
  const before = metas.map((meta) => meta.content);
  for (const meta of metas) meta.content = colour;
  return () => metas.forEach((meta, index) => (meta.content = before[index]!));
}

function applyTheme(theme: PartnerThemeTokens): () => void {
  // On the root, so dialogs and menus portalled to <body> take the colours too. Set inline,
  // they win over tokens.css in light and dark mode alike: the partner's brand stays.
  const root = document.documentElement.style;
  for (const [token, value] of Object.entries(theme)) root.setProperty(token, value);
  const restoreThemeColour = theme['--thrive-brand-bg'] ? paintThemeColour(theme['--thrive-brand-bg']) : null;
  return () => {
    for (const token of PARTNER_THEME_TOKENS) root.removeProperty(token);
    restoreThemeColour?.();
  };
}

/**
 * The partner theme (issue 17, SPEC §7 ControlCodes group 2): once signed in, the colour
 * control codes set the slider colour (ItemColor) and the header bar (BackgroundColor), each
 * with black or white text. Until they answer, and when they fail or hold no usable colour,
 * tokens.css's defaults stay (SPEC §8).
 */
export function PartnerTheme() {
  // The control codes need a session: read once the gardener has signed in.
  const signedIn = useAppSelector(selectUserId) > 0;
  const { data: codes } = useGetControlCodesQuery(CONTROL_CODE_GROUPS.Colors, { skip: !signedIn });
  useEffect(() => applyTheme(partnerThemeTokens(codes, readBrowserColour)), [codes]);
  return null;
}
