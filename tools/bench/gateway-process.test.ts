import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../apps';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './gateway-process';

test('the bench runs the gateway with the environment and node flags npm start runs it with', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const serverCommand = /&& (.*)exec node (.*) infra\/server\/dist\/main\.mjs/.exec(scripts.start ?? '');
  const environment = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value} `);
  expect(serverCommand?.[1]).toBe(environment.join(''));
  expect(serverCommand?.[2]?.split(' ')).toEqual(SERVER_NODE_FLAGS);
});
