import { http, HttpResponse } from 'msw';
import type { setupTestServer } from '@thrive/shared/testing';
import type { TaskPage } from '@thrive/shared/contracts';
import { task, taskPage } from './task-fixtures';

/**
 * The task list call (GET users/{uid}/UserTasks) on a test file's fake server, beside the
 * garden's: `page` is what it answers (fresh before each test), `queries` what it was asked.
 */
export function setupFakeTaskList(server: ReturnType<typeof setupTestServer>) {
  const data: { page: TaskPage } = { page: taskPage([]) };
  const queries: URLSearchParams[] = [];
  beforeEach(() => {
    data.page = taskPage([
      task(),
      task({ id: 502, taskType: 'Prune', commonName: 'Hosta', zoneName: 'Shady corner', ispastdue: true }),
    ]);
    queries.length = 0;
    server.use(
      http.get('/api/users/:uid/UserTasks', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json(data.page);
      }),
    );
  });
  return { data, queries };
}
