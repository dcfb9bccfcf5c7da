import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_LATER_BUTTON_TEXT,
  DEFAULT_SUBSCRIBE_BUTTON_TEXT,
  EXIT_ON_CANCEL_DAY,
  MENU_URL_KEYS,
  PARTNER_TYPES,
} from '@thrive/shared/contracts';
import { REFERENCE_DATA_ROOT } from './reference-files';

/**
 * Operator data (sponsors, referral codes, menu urls, control codes) written by us as JSON in
 * `reference-data/operator/`. The files are checked here so a typo fails the seed loudly
 * instead of reaching a gardener's screen.
 */
const OPERATOR_DIR = path.join(REFERENCE_DATA_ROOT, 'operator');

const partnerTypeIds = Object.values(PARTNER_TYPES) as number[];
const webAddress = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]);

const sponsorFileSchema = z.strictObject({
  id: z.number().int().positive(),
  displayName: z.string().min(2),
  partnerTypeId: z.number().refine((id) => partnerTypeIds.includes(id), 'not a partner type (1-4)'),
  /** A path under /assets/sponsors/ or a full address. */
  bannerUrl: z.string(),
  linkUrl: webAddress,
  askExpert: z.boolean(),
  storeUrl: webAddress,
  communityForumsUrl: webAddress,
  pestManagementUrl: webAddress,
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  active: z.boolean(),
});

const referralCodeFileSchema = z.strictObject({
  id: z.number().int().positive(),
  code: z.string().regex(/^[A-Z0-9]+$/, 'referral codes are upper-case letters and digits'),
  sponsorId: z.number().int().positive().nullable(),
  token: z.string(),
  active: z.boolean(),
});

const keyNames = new Map<number, string>(Object.entries(MENU_URL_KEYS).map(([name, key]) => [key, name]));
/** The keys whose value is a show flag ("true" or "false"); every other key SPEC names is a URL. */
const MENU_SHOW_FLAG_KEYS: readonly number[] = [
  MENU_URL_KEYS.ShowVideoTutorialsUrl,
  MENU_URL_KEYS.ShowPlantBuzzUrl,
];
/** A path in the app (the menu opens it in place): one leading slash, not `//host`. */
const inAppPath = z.string().regex(/^\/(?!\/)\S*$/);
/** Empty hides the tile; else an https address or a path in the app. */
const menuAddress = z.union([z.literal(''), inAppPath, z.url({ protocol: /^https$/ })]);
const menuUrlFileSchema = z
  .strictObject({
    key: z.number().int().nonnegative(),
    /** For the reader only; when the key is one SPEC names, it must be that name. */
    name: z.string().optional(),
    value: z.string(),
  })
  .refine((row) => !row.name || !keyNames.has(row.key) || keyNames.get(row.key) === row.name, {
    message: 'the name does not match the key (SPEC §3 Menu url entry)',
  })
  .refine(
    (row) =>
      !keyNames.has(row.key) ||
      (MENU_SHOW_FLAG_KEYS.includes(row.key)
        ? ['true', 'false'].includes(row.value)
        : menuAddress.safeParse(row.value).success),
    { message: 'a show flag is "true" or "false"; a URL is empty, an https address or a path in the app' },
  );

const controlCodeFileSchema = z.strictObject({
  groupId: z.number().int().positive(),
  key: z.string().min(1),
  value: z.string(),
});

/** SPEC §3 Purchase prompt; an empty button text is SPEC's default. */
const purchasePromptFileSchema = z.strictObject({
  id: z.number().int().positive(),
  day: z.number().int().min(EXIT_ON_CANCEL_DAY, 'day is days since sign-up, or -1 (exit on cancel)'),
  title: z.string(),
  subTitle: z.string(),
  icons: z.string(),
  content: z.string().min(1),
  reviewImage: z.string(),
  subscribeButtonText: z.string().transform((text) => text || DEFAULT_SUBSCRIBE_BUTTON_TEXT),
  laterButtonText: z.string().transform((text) => text || DEFAULT_LATER_BUTTON_TEXT),
});

function readOperatorFile<T extends z.ZodType>(file: string, itemSchema: T): z.infer<T>[] {
  const raw = JSON.parse(readFileSync(path.join(OPERATOR_DIR, file), 'utf8')) as { items?: unknown };
  const parsed = z.array(itemSchema).safeParse(raw.items);
  if (!parsed.success) throw new Error(`reference-data/operator/${file}: ${parsed.error.message}`);
  return parsed.data;
}

export const readOperatorSponsors = () => readOperatorFile('sponsors.json', sponsorFileSchema);
export const readOperatorReferralCodes = () =>
  readOperatorFile('referral-codes.json', referralCodeFileSchema);
export const readOperatorMenuUrls = () => readOperatorFile('menu-urls.json', menuUrlFileSchema);
export const readOperatorControlCodes = () => readOperatorFile('control-codes.json', controlCodeFileSchema);
export const readOperatorPurchasePrompts = () =>
  readOperatorFile('purchase-prompts.json', purchasePromptFileSchema);
