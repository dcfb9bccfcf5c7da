import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { EXPERT_MESSAGES, OUR_EXPERT, type OperatorQuestionList } from '@thrive/shared/contracts';
import { ADMIN_FILE } from '../admin/admin-access';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { openPglite } from '../db/open-pglite';
import { expertQuestions, outbox } from '../db/schema';
import { createUser } from '../identity/users-service';
import { seedReferenceData } from '../reference-data/seed';
import { testConfig } from '../testing/test-app';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, 'expert.ts');
const TSX = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');
const QUESTION = 'Why are the leaves of my hydrangea turning brown at the edges?';
const ANSWER = 'Leaf scorch: water deeply in the morning and mulch the roots.';

/** A gardener and their question (topic 2, Pests and diseases) in `db`; answers the question's id. */
async function askedQuestion(db: Database, email: string): Promise<number> {
  await seedReferenceData(db);
  const { id: userId } = await createUser(db, { email });
  const [row] = await db
    .insert(expertQuestions)
    .values({ userId, topicId: 2, question: QUESTION, expertName: OUR_EXPERT.Name })
    .returning({ id: expertQuestions.id });
  return row!.id;
}

describe('npm run expert (operators answer the questions to the expert)', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'thrive-expert-cli-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const expertIn = (dir: string) => {
    const env = { ...process.env, DATA_DIR: dir, PORT: '9999', DATABASE_URL: '', PUBLIC_URL: '' };
    return (args: string[], stdin?: string) => {
      const call = run(TSX, [CLI, ...args], { env });
      call.child.stdin?.end(stdin ?? '');
      return call;
    };
  };

  test('with no server running it opens the database: list, then answer with --text; a second answer fails', async () => {
    const dir = dataDir();
    const database = await openPglite(path.join(dir, 'db'));
    const id = await askedQuestion(database.db, 'hydrangea@example.com');
    await database.close();
    const expert = expertIn(dir);

    const { stdout: listed } = await expert(['list']);
    expect(listed.split('\n').slice(0, 6)).toEqual([
      'Waiting for an answer (1):',
      '',
      expect.stringMatching(
        new RegExp(
          `^#${id}  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC  hydrangea@example.com  to ${OUR_EXPERT.Name}$`,
        ),
      ),
      '    Topic: Pests and diseases | Plant: none | Zone: none',
      `    ${QUESTION}`,
      '',
    ]);
    expect(listed).toContain('Answered lately (0):');

    const { stdout } = await expert(['answer', String(id), '--text', ANSWER]);
    expect(stdout.trim()).toBe(
      `Question ${id} was answered as ${OUR_EXPERT.Name}; the answer was mailed to hydrangea@example.com.`,
    );
    await expect(expert(['answer', String(id), '--text', 'Again.'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(EXPERT_MESSAGES.answeredAlready),
    });

    const reopened = await openPglite(path.join(dir, 'db'));
    const [row] = await reopened.db.select().from(expertQuestions).where(eq(expertQuestions.id, id));
    const mails = await reopened.db.select().from(outbox).where(eq(outbox.to, 'hydrangea@example.com'));
    await reopened.close();
    expect(row).toMatchObject({ answer: ANSWER, readAt: null });
    expect(mails.map((mail) => mail.subject)).toEqual([`${OUR_EXPERT.Name} answered your question`]);
  }, 120_000);

  test('while a server holds the database it goes through the server’s admin calls; the answer may come on stdin', async () => {
    const dir = dataDir();
    const database = await openPglite(undefined);
    const id = await askedQuestion(database.db, 'via-server@example.com');
    const token = 'admin-token-of-the-expert-cli-test';
    const app = await buildApp({ database, config: testConfig(), adminToken: token });
    try {
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      writeFileSync(path.join(dir, ADMIN_FILE), JSON.stringify({ url, token, pid: process.pid }));
      const expert = expertIn(dir);

      const list = JSON.parse((await expert(['list', '--json'])).stdout) as OperatorQuestionList;
      expect(list.Waiting).toEqual([expect.objectContaining({ Id: id, Email: 'via-server@example.com' })]);
      await expert(['answer', String(id)], `${ANSWER}\n`);
      const [row] = await database.db.select().from(expertQuestions).where(eq(expertQuestions.id, id));
      expect(row?.answer).toBe(ANSWER);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);

  test('bad arguments exit 2 with the usage, before touching the database', async () => {
    const expert = expertIn(dataDir());
    for (const [args, message] of [
      [['answer'], 'answer needs a question id'],
      [['answer', 'seven', '--text', ANSWER], 'answer needs a question id'],
      [['answer', '7'], EXPERT_MESSAGES.answer],
      [['answer', '7', '--text', '   '], EXPERT_MESSAGES.answer],
      [['delete', '7'], 'Unknown command "delete".'],
    ] as const)
      await expect(expert([...args])).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringMatching(new RegExp(`${message.replace(/[.()]/g, '\\$&')}[\\s\\S]*Usage:`)),
      });
  }, 120_000);
});
