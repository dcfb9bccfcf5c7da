import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DATA_DIR, REPO_ROOT } from './e2e-env';

const run = promisify(execFile);

/** A question as `npm run expert -- list --json` prints it (the fields the tests read). */
export interface ListedQuestion {
  Id: number;
  Email: string;
  Question: string;
  Answer: string | null;
}

/**
 * `npm run expert -- <args>`, the operators' command, as an operator runs it on the server's
 * machine: it reaches the running e2e gateway through its admin endpoint in DATA_DIR.
 */
function expertCommand(args: string[]) {
  return run('npm', ['run', '--silent', 'expert', '--', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR },
  });
}

/** The question waiting for an answer that a gardener (by email) asked last. */
export async function waitingQuestionOf(email: string): Promise<ListedQuestion> {
  const { stdout } = await expertCommand(['list', '--json']);
  // npm and tsx may print notices first; the list's JSON is the last thing on stdout.
  const list = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { Waiting: ListedQuestion[] };
  const theirs = list.Waiting.filter((question) => question.Email === email);
  const last = theirs.at(-1);
  if (!last) throw new Error(`No question of ${email} is waiting for an answer.`);
  return last;
}

/** `npm run expert -- answer <id> --text <answer>`: what the command printed. */
export async function answerAsExpert(id: number, answer: string): Promise<string> {
  const { stdout } = await expertCommand(['answer', String(id), '--text', answer]);
  return stdout.trim();
}
