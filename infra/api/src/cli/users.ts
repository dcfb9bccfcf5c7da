import { parseArgs } from 'node:util';
import {
  IDENTITY_FLAGS,
  LANDING_PAGES,
  identityFlagSchema,
  landingPageSchema,
} from '@thrive/shared/contracts';
import { loadApiConfig } from '../config';
import { connectUserAdmin, signInAddress } from './user-admin';
import { signInLink } from './sign-in-link';
import { usersArguments } from './users-arguments';

const USAGE = `Usage:
  npm run users -- create --email <e> [--name <n>] [--flag <IdentityFlag>]... [--no-default-flags]
                          [--sponsor <id>] [--partner-type <1-4>] [--landing <page>]
                          [--sample-yard]
  npm run users -- key <userId>       issue a new sign-in key
  npm run users -- revoke <key>       revoke a sign-in key

Flags: ${IDENTITY_FLAGS.join(', ')}
Landing pages: ${LANDING_PAGES.map((p) => `"${p}"`).join(', ')}`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function wholeNumber(value: string | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) fail(`${what} must be a whole number, not "${value}".`);
  return Number(value);
}

const { positionals, values } = parseArgs({
  args: usersArguments(process.argv.slice(2)),
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    flag: { type: 'string', multiple: true },
    'no-default-flags': { type: 'boolean' },
    sponsor: { type: 'string' },
    'partner-type': { type: 'string' },
    landing: { type: 'string' },
    'sample-yard': { type: 'boolean' },
    help: { type: 'boolean' },
  },
});

const [command, argument] = positionals;
if (values.help || !command) fail('Tell me what to do.');

const config = loadApiConfig();
const admin = await connectUserAdmin(config);
const appAddress = signInAddress(config);
try {
  if (command === 'create') {
    if (!values.email) fail('create needs --email.');
    const flags = (values.flag ?? []).map((flag) => {
      const parsed = identityFlagSchema.safeParse(flag);
      return parsed.success ? parsed.data : fail(`Unknown flag "${flag}".`);
    });
    const landing = values.landing === undefined ? undefined : landingPageSchema.safeParse(values.landing);
    if (landing && !landing.success) fail(`Unknown landing page "${values.landing}".`);
    const { id, key } = await admin.create({
      email: values.email,
      firstname: values.name,
      flags,
      withoutDefaultFlags: values['no-default-flags'] ?? false,
      sponsorId: wholeNumber(values.sponsor, '--sponsor'),
      partnerTypeId: wholeNumber(values['partner-type'], '--partner-type'),
      landingPage: landing?.data,
      sampleYard: values['sample-yard'] ?? false,
    });
    console.log(JSON.stringify({ id, key, link: signInLink(key, appAddress) }, null, 2));
  } else if (command === 'key') {
    const id = wholeNumber(argument, 'The user id') ?? fail('key needs a user id.');
    const key = await admin.issueKey(id);
    console.log(JSON.stringify({ id, key, link: signInLink(key, appAddress) }, null, 2));
  } else if (command === 'revoke') {
    if (!argument) fail('revoke needs a key.');
    const revoked = await admin.revoke(argument);
    console.log(JSON.stringify({ revoked }));
    if (!revoked) process.exitCode = 1;
  } else {
    fail(`Unknown command "${command}".`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await admin.close();
}
