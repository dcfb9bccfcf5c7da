import { parseArgs } from 'node:util';
import { operatorAnswerInputSchema } from '@thrive/shared/contracts';
import { loadApiConfig } from '../config';
import { appAddress } from '../features/expert/expert-emails';
import { connectExpertAdmin } from './expert-admin';
import { listText } from './expert-format';

const USAGE = `Usage:
  npm run expert -- list [--json]                 questions waiting for an answer, then the latest answered
  npm run expert -- answer <id> --text "<answer>"  answer question <id> as the expert it was asked to
  npm run expert -- answer <id> < answer.txt       the same, with the answer on stdin

The answer is shown to the gardener in Ask the Expert and mailed to them (the outbox).`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function stdinText(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { text: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean' } },
});
const [command, argument, ...rest] = positionals;
if (values.help || !command) fail('Tell me what to do.');
if (!['list', 'answer'].includes(command)) fail(`Unknown command "${command}".`);
if (rest.length) fail(`Unexpected "${rest.join(' ')}".`);

let id = 0;
let answer = '';
if (command === 'answer') {
  if (!argument || !/^\d+$/.test(argument) || Number(argument) < 1)
    fail(`answer needs a question id (a whole number), not "${argument ?? ''}".`);
  id = Number(argument);
  const checked = operatorAnswerInputSchema.safeParse({ Answer: values.text ?? (await stdinText()) });
  if (!checked.success) fail(checked.error.issues[0]?.message ?? 'The answer is not valid.');
  answer = checked.data.Answer;
}

const config = loadApiConfig();
// Photo addresses are relative to the site: printed in full so an operator can open them.
const site = appAddress(process.env);
const admin = await connectExpertAdmin(config);
try {
  if (command === 'list') {
    const list = await admin.list();
    console.log(values.json ? JSON.stringify(list, null, 2) : listText(list, site));
  } else {
    const answered = await admin.answer(id, answer);
    console.log(
      `Question ${answered.Id} was answered as ${answered.ExpertName}; the answer was mailed to ${answered.Email}.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await admin.close();
}
