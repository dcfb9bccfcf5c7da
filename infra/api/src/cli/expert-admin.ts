import {
  operatorQuestionListSchema,
  operatorQuestionSchema,
  type OperatorQuestion,
  type OperatorQuestionList,
} from '@thrive/shared/contracts';
import type { ApiConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { ADMIN_TOKEN_HEADER, type AdminEndpoint } from '../admin/admin-access';
import { answerQuestion, operatorQuestionList } from '../features/expert/operator-questions';
import { createMediaUrls } from '../features/media/media-url-signer';
import { loadMediaUrlSecret } from '../features/media/media-url-secret';
import { runningServer } from './user-admin';

/** What the expert CLI does, whichever way it reaches the data. */
export interface ExpertAdmin {
  list(): Promise<OperatorQuestionList>;
  answer(id: number, text: string): Promise<OperatorQuestion>;
  close(): Promise<void>;
}

function viaServer({ url, token }: AdminEndpoint): ExpertAdmin {
  const call = async (method: 'GET' | 'POST', route: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${url}/api${route}`, {
      method,
      headers: {
        [ADMIN_TOKEN_HEADER]: token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { message?: string };
    if (!response.ok) throw new Error(json.message ?? `the server answered ${response.status}`);
    return json;
  };
  return {
    list: async () => operatorQuestionListSchema.parse(await call('GET', '/admin/expert/questions')),
    answer: async (id, text) =>
      operatorQuestionSchema.parse(
        await call('POST', `/admin/expert/questions/${id}/answer`, { Answer: text }),
      ),
    close: async () => undefined,
  };
}

async function direct(config: ApiConfig): Promise<ExpertAdmin> {
  const { db, close } = await openDatabase(config);
  const clock = () => new Date();
  const urls = createMediaUrls(await loadMediaUrlSecret(db), clock);
  return {
    list: () => operatorQuestionList(db, urls),
    answer: (id, text) => answerQuestion(db, urls, id, text, clock()),
    close,
  };
}

/**
 * The embedded database belongs to one process (DESIGN §4): while a server holds it, the
 * CLI goes through the server's admin calls; otherwise (or on PostgreSQL) it opens the
 * database itself.
 */
export async function connectExpertAdmin(config: ApiConfig): Promise<ExpertAdmin> {
  const server = config.databaseUrl ? null : runningServer(config.dataDir);
  return server ? viaServer(server) : direct(config);
}
