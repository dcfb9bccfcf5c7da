import { LandscapePage } from './landscape-page';

export const LANDSCAPE_CLOSED = 'Landscape Design is not part of your Thrive Garden plan.';
const LANDSCAPE_SIGN_IN = 'Open your sign-in link to browse landscape styles and plan your beds.';

/** Landscape Design for a gardener without AccessLandscaping (SPEC §6), or nobody signed in. */
export function LandscapeClosedPage({ signedIn, title }: { signedIn: boolean; title: string }) {
  return (
    <LandscapePage title={title}>
      <p>{signedIn ? LANDSCAPE_CLOSED : LANDSCAPE_SIGN_IN}</p>
    </LandscapePage>
  );
}
