import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { REPO_ROOT } from './apps';

/** DESIGN §10 architecture rules, proved on code that breaks them. */
const eslint = new ESLint({ cwd: REPO_ROOT });

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('a remote never imports another remote', () => {
  test('by relative path', async () => {
    expect(
      await rulesBroken('mfe-yards/src/probe.ts', "export { default } from '../../mfe-plants/src/App';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  test('by package name', async () => {
    expect(await rulesBroken('mfe-tasks/src/probe.ts', "export * from '@thrive/mfe-account';\n")).toContain(
      'no-restricted-imports',
    );
  });

  test('but may import @thrive/shared', async () => {
    expect(
      await rulesBroken('mfe-yards/src/probe.ts', "export { PageFrame } from '@thrive/shared';\n"),
    ).toEqual([]);
  });
});

test('the shell never imports a remote (it loads them at run time)', async () => {
  expect(
    await rulesBroken('shell/src/probe.ts', "export { default } from '../../mfe-tasks/src/App';\n"),
  ).toContain('import-x/no-restricted-paths');
});

describe('a feature folder imports only itself, its app’s common/ and @thrive/shared', () => {
  test('not a sibling feature', async () => {
    expect(
      await rulesBroken('mfe-yards/src/zones/probe.ts', "export { YardZones } from '../yards/yard-zones';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  test('nor a sibling’s stylesheet', async () => {
    expect(
      await rulesBroken(
        'mfe-yards/src/zones/probe.ts',
        "import styles from '../yards/yards.module.css';\nexport default styles;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  test('nor, from common/, a feature', async () => {
    expect(
      await rulesBroken(
        'mfe-yards/src/common/probe.ts',
        "export { ZoneListPage } from '../zones/zone-list-page';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  test('nor, outside tests, testing/', async () => {
    expect(
      await rulesBroken(
        'mfe-tasks/src/list/probe.ts',
        "export { renderTasks } from '../testing/render-tasks';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  test('in the shell too', async () => {
    expect(
      await rulesBroken(
        'shell/src/rating/probe.ts',
        "export { PermissionPrompts } from '../permissions/permission-prompts';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  test('but may import common/', async () => {
    expect(
      await rulesBroken(
        'mfe-yards/src/zones/probe.ts',
        "export { ZoneCards } from '../common/zone-cards';\n",
      ),
    ).toEqual([]);
  });

  test('and its tests may import testing/', async () => {
    expect(
      await rulesBroken(
        'mfe-tasks/src/list/probe.test.ts',
        "export { renderTasks } from '../testing/render-tasks';\n",
      ),
    ).toEqual([]);
  });

  test('while the top-level files wire the features together', async () => {
    expect(
      await rulesBroken('mfe-yards/src/probe.ts', "export { ZoneListPage } from './zones/zone-list-page';\n"),
    ).toEqual([]);
  });
});

describe('@thrive/shared imports no app', () => {
  test('by relative path', async () => {
    expect(
      await rulesBroken('shared/src/probe.ts', "export { App } from '../../shell/src/app';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  test('by package name', async () => {
    expect(await rulesBroken('shared/src/probe.ts', "export { buildApp } from '@thrive/api';\n")).toContain(
      'no-restricted-imports',
    );
  });
});

describe('no import cycles', () => {
  const probeDir = path.join(REPO_ROOT, 'shared/src/lint-cycle-probe');
  beforeAll(() => {
    mkdirSync(probeDir, { recursive: true });
    writeFileSync(
      path.join(probeDir, 'first.ts'),
      "import { second } from './second';\nexport const first = () => second;\n",
    );
    writeFileSync(
      path.join(probeDir, 'second.ts'),
      "import { first } from './first';\nexport const second = () => first;\n",
    );
  });
  afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

  test('two modules importing each other are refused', async () => {
    expect(
      await rulesBroken(
        'shared/src/lint-cycle-probe/first.ts',
        "import { second } from './second';\nexport const first = () => second;\n",
      ),
    ).toContain('import-x/no-cycle');
  });
});
