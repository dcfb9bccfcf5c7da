import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../apps';
import { SERVER_NODE_FLAGS } from './gateway-process';

test('the bench runs the gateway with the node flags npm start runs it with', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const serverCommand = /exec node (.*) infra\/server\/dist\/main\.mjs/.exec(scripts.start ?? '');
  expect(serverCommand?.[1]?.split(' ')).toEqual(SERVER_NODE_FLAGS);
});
