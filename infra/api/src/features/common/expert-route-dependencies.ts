import type { Database } from '../../db/database';
import type { ProviderConfig } from '../../provider-config';
import type { MediaStorage } from './media-storage';
import type { MediaUrls } from './media-urls';

/** What the expert, AI, identification and health routes are given (SPEC §7, DESIGN §4 Providers). */
export interface ExpertRouteDependencies {
  db: Database;
  clock: () => Date;
  mediaUrls: MediaUrls;
  storage: MediaStorage;
  providers: ProviderConfig;
}
