import {
  PageFrame,
  selectIdentity,
  useAppSelector,
  useGetMenuUrlsQuery,
  type Identity,
  useRecordLinkClick,
} from '@thrive/shared';
import { SPONSOR_ASK_EXPERT_DESC, type MenuUrl } from '@thrive/shared/contracts';
import { ThriveLogo, PRODUCT_NAME } from '../common/logo';
import { liteTiles, standardTiles } from '../navigation/launch-pad-tiles';
import { useAddressParams } from '../common/address-params';
import { isLiteMode } from '../session/modes';
import { LandingPrompts } from './landing-prompts';
import { LaunchPadTile } from './launch-pad-tile';
import { SponsorBanner } from './sponsor-banner';
import { useActivation } from './use-activation';
import { useExpertName } from './use-expert-name';
import { useSelectedSponsor } from './use-selected-sponsor';
import { LAUNCH_PAD_TITLE } from '../common/launch-pad-title';
import styles from './launch-pad.module.css';

/** Shown while nobody is signed in: sessions start from a sign-in link (SPEC §1). */
const SIGNED_OUT_WELCOME = `Welcome to ${PRODUCT_NAME}!`;
export const SIGNED_OUT_HINT = 'Open the sign-in link you received to see your garden.';

const NO_MENU_URLS: MenuUrl[] = [];

/** The launch pad (SPEC §2.3) at core and core/landing. */
export function LaunchPad() {
  const identity = useAppSelector(selectIdentity);
  return (
    <PageFrame title={LAUNCH_PAD_TITLE}>
      {identity ? (
        <GardenerLaunchPad identity={identity} />
      ) : (
        <>
          <h2 className={styles.brand}>{SIGNED_OUT_WELCOME}</h2>
          <p>{SIGNED_OUT_HINT}</p>
        </>
      )}
    </PageFrame>
  );
}

/** Standard grid, or in lite mode the sponsor banner and big buttons; then the landing flow. */
function GardenerLaunchPad({ identity }: { identity: Identity }) {
  const carried = useAddressParams();
  const lite = isLiteMode(identity, carried);
  const { data: menuUrls = NO_MENU_URLS } = useGetMenuUrlsQuery();
  const sponsor = useSelectedSponsor(lite);
  const selectedSponsorId = sponsor?.Id ?? 0;
  useActivation(selectedSponsorId);
  const expertName = useExpertName();
  const recordLinkClick = useRecordLinkClick('shell');
  const facts = {
    identity,
    menuUrls,
    selectedSponsorId,
    sponsorEnablesExpert: sponsor?.Desc === SPONSOR_ASK_EXPERT_DESC,
    expertName,
  };
  const tiles = lite ? liteTiles(facts) : standardTiles(facts);

  return (
    <>
      <h2 className={styles.brand}>
        <ThriveLogo size={40} />
        {PRODUCT_NAME}
      </h2>
      {sponsor && <SponsorBanner sponsor={sponsor} where="launch-pad" />}
      <ul className={lite ? styles.buttons : styles.grid} aria-label={lite ? 'Quick start' : 'Garden tools'}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <LaunchPadTile tile={tile} carried={carried} onUse={recordLinkClick} big={lite} />
          </li>
        ))}
      </ul>
      <LandingPrompts identity={identity} />
    </>
  );
}
