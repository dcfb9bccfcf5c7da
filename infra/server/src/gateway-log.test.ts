import { buildGateway } from './gateway';
import { listenForTests } from '../../api/src/testing/http-client';
import { createGatewayDirs, gatewayConfig, openPglite } from './testing/gateway-fixture';

interface LogLine {
  level: number;
  msg: string;
  path?: string;
}

/** A gateway at LOG_LEVEL `level` whose log lines are kept; the pages, the map and the API asked once each. */
async function linesAt(level: string): Promise<LogLine[]> {
  const database = await openPglite(undefined);
  const dirs = createGatewayDirs();
  const lines: LogLine[] = [];
  const app = await buildGateway({
    config: gatewayConfig(dirs, { LOG_LEVEL: level }),
    database,
    logger: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  });
  try {
    const request = await listenForTests(app);
    lines.length = 0; // what the gateway says as it starts is not this file's subject
    for (const url of ['/', '/remotes.json', '/api/health', '/api/nope']) await request(url);
    return lines;
  } finally {
    await app.close();
    await database.close();
    dirs.remove();
  }
}

describe('gateway log (LOG_LEVEL): requests do not bury the start-up lines', () => {
  test('at info, answered requests write no line', async () => {
    const lines = await linesAt('info');
    expect(lines.filter((line) => line.path !== undefined || /request/.test(line.msg))).toEqual([]);
  });

  test('at debug, one line per request', async () => {
    const answered = (await linesAt('debug')).filter((line) => line.msg === 'request answered');
    expect(answered.map((line) => line.path)).toEqual(['/', '/remotes.json', '/api/health', '/api/nope']);
  });
});
