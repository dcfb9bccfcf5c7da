import { appAddress } from '@thrive/api';
import { startLines } from './start-log';

const FACTS = {
  appUrl: appAddress(undefined, 3000),
  database: 'embedded database in /srv/thrive',
  referenceData: 'Reference data: seeded from infra/api/reference-data',
};

describe('the start log of npm start', () => {
  test('the demo gardener’s sign-in link is the last line, on the port the gateway runs on', () => {
    const lines = startLines({ ...FACTS, demo: { id: 1, key: 'k3y' } });
    expect(lines.at(-1)).toBe('Demo gardener (user 1) signs in at http://localhost:3000/?key=k3y#/');
    expect(lines.filter((line) => /^Reference data/.test(line))).toEqual([FACTS.referenceData]);
    expect(lines).toContain(
      'Thrive Garden is running at http://localhost:3000/ with the embedded database in /srv/thrive',
    );
  });

  test('behind a proxy the link goes to PUBLIC_URL', () => {
    const lines = startLines({
      ...FACTS,
      appUrl: appAddress('https://garden.example', 3000),
      demo: { id: 2, key: 'k' },
    });
    expect(lines.at(-1)).toBe('Demo gardener (user 2) signs in at https://garden.example/?key=k#/');
  });

  test('without a new demo gardener there is no link', () => {
    expect(startLines({ ...FACTS, demo: null }).some((line) => line.includes('?key='))).toBe(false);
  });
});
