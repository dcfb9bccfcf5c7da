import { signInLink } from '@thrive/api';

export interface StartFacts {
  /** Where gardeners open the app (config.ts appAddress: PUBLIC_URL, else this machine at the port). */
  appUrl: string;
  /** Which database: PostgreSQL or the embedded one and its folder. */
  database: string;
  /** What happened to the reference data (referenceDataStartLine). */
  referenceData: string;
  /** The demo gardener made at the first start, whose key can be shown only now. */
  demo: { id: number; key: string } | null;
}

/**
 * What `npm start` prints once the gateway listens. The demo gardener's sign-in link comes
 * last, so it is the line left on screen; requests are logged only at LOG_LEVEL=debug and do
 * not push it away.
 */
export function startLines({ appUrl, database, referenceData, demo }: StartFacts): string[] {
  const lines = [
    referenceData,
    `Thrive Garden is running at ${appUrl}/ with the ${database}`,
    'Add gardeners with: npm run users -- create --email <email>',
  ];
  if (demo) lines.push(`Demo gardener (user ${demo.id}) signs in at ${signInLink(demo.key, appUrl)}`);
  return lines;
}
