import { MENU_URL_KEYS, type MenuUrl } from '@thrive/shared/contracts';

/*
 * SPEC §3 gives two generations of menu-url keys without saying which call returns which;
 * our API returns both, and each reading below accepts either generation.
 */

const valueOf = (urls: readonly MenuUrl[], key: number) =>
  urls.find((entry) => entry.Key === key)?.Value.trim() ?? '';

/** The store link (menu key 0, else setting key 38); '' when there is none. */
export const storeUrl = (urls: readonly MenuUrl[]) =>
  valueOf(urls, MENU_URL_KEYS.Store) || valueOf(urls, MENU_URL_KEYS.StoreUrl);

/** SPEC §2.4: the Plant Buzz menu item appears when a menu url with key 1 exists. */
export const menuPlantBuzzUrl = (urls: readonly MenuUrl[]) =>
  valueOf(urls, MENU_URL_KEYS.PlantBuzz) || valueOf(urls, MENU_URL_KEYS.PlantBuzzUrl);

const isTrue = (value: string) => value.toLowerCase() === 'true';

/**
 * SPEC §7 MenuUrls: the Plant Buzz and Tutorial Videos tiles show only when the show flag
 * value is "true" (case-insensitive) and the URL is non-empty. '' = not shown.
 */
export function launchPadLinks(urls: readonly MenuUrl[]): { plantBuzz: string; tutorialVideos: string } {
  const buzz = menuPlantBuzzUrl(urls);
  const videos = valueOf(urls, MENU_URL_KEYS.VideoTutorialsUrl);
  return {
    plantBuzz: isTrue(valueOf(urls, MENU_URL_KEYS.ShowPlantBuzzUrl)) ? buzz : '',
    tutorialVideos: isTrue(valueOf(urls, MENU_URL_KEYS.ShowVideoTutorialsUrl)) ? videos : '',
  };
}
