import { loadGatewayConfig, parsePartnerHosts, parseWorkers } from './config';
import { apiSettingsOf } from './gateway';

describe('parsePartnerHosts: PARTNER_HOSTS="host=partner,..."', () => {
  test('maps each host to its partner, host names lower-cased', () => {
    expect(parsePartnerHosts('garden.acme.example=acme,Shop.Example.COM=shop')).toEqual({
      'garden.acme.example': 'acme',
      'shop.example.com': 'shop',
    });
  });

  test('ignores whitespace around entries, names and empty entries', () => {
    expect(parsePartnerHosts('  garden.acme.example = acme , ,\tb.example=beta ,')).toEqual({
      'garden.acme.example': 'acme',
      'b.example': 'beta',
    });
  });

  test.each([undefined, '', '  ', ','])('is empty when unset or blank (%p)', (value) => {
    expect(parsePartnerHosts(value)).toEqual({});
  });

  test.each(['garden.acme.example', '=acme', 'garden.acme.example=', ' = ', 'a.example=b=c'])(
    'refuses an entry that is not host=partner, quoting it: %p',
    (entry) => {
      expect(() => parsePartnerHosts(`ok.example=ok,${entry}`)).toThrow(
        `PARTNER_HOSTS entry "${entry.trim()}" must look like host=partner`,
      );
    },
  );
});

describe('loadGatewayConfig', () => {
  test('uses the "default" partner map and port 8080 unless told otherwise', () => {
    const config = loadGatewayConfig({});
    expect(config).toMatchObject({ defaultPartner: 'default', partnerHosts: {}, port: 8080 });
  });

  test('reads PARTNER, PARTNER_HOSTS, APPS_DIR and PARTNERS_DIR', () => {
    const config = loadGatewayConfig({
      PARTNER: 'acme',
      PARTNER_HOSTS: 'garden.acme.example=acme',
      APPS_DIR: '/srv/apps',
      PARTNERS_DIR: '/srv/partners',
    });
    expect(config).toMatchObject({
      defaultPartner: 'acme',
      partnerHosts: { 'garden.acme.example': 'acme' },
      appsDir: '/srv/apps',
      partnersDir: '/srv/partners',
    });
  });

  test('a bad PARTNER_HOSTS stops the configuration from loading', () => {
    expect(() => loadGatewayConfig({ PARTNER_HOSTS: 'nonsense' })).toThrow(/PARTNER_HOSTS entry "nonsense"/);
  });
});

describe('parseWorkers: WORKERS, the gateway processes on one port', () => {
  const POSTGRES = 'postgres://postgres@127.0.0.1:5432/thrive';

  test.each([undefined, '', '  '])(
    'unset (%p): one per core with PostgreSQL, 1 with the embedded database',
    (value) => {
      expect(parseWorkers(value, POSTGRES, 4)).toBe(4);
      expect(parseWorkers(value, undefined, 4)).toBe(1);
    },
  );

  test('takes the number given, with PostgreSQL', () => {
    expect(parseWorkers('2', POSTGRES, 8)).toBe(2);
    expect(parseWorkers(' 16 ', POSTGRES, 2)).toBe(16);
  });

  test('WORKERS=1 is allowed on the embedded database', () => {
    expect(parseWorkers('1', undefined, 8)).toBe(1);
  });

  test('refuses more than one process on the embedded database, saying why and what to do', () => {
    expect(() => parseWorkers('2', undefined, 8)).toThrow(
      'WORKERS=2 needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process.',
    );
  });

  test.each(['0', '-1', '1.5', 'two', '2x'])(
    'refuses %p: not a whole number of processes, 1 or more',
    (value) => {
      expect(() => parseWorkers(value, POSTGRES, 2)).toThrow(
        `WORKERS="${value}" must be a whole number of gateway processes, 1 or more`,
      );
    },
  );

  test('loadGatewayConfig reads WORKERS against DATABASE_URL', () => {
    expect(loadGatewayConfig({ WORKERS: '3', DATABASE_URL: POSTGRES }).workers).toBe(3);
    expect(loadGatewayConfig({}).workers).toBe(1);
    expect(() => loadGatewayConfig({ WORKERS: '2' })).toThrow(/needs PostgreSQL/);
  });
});

describe('the API settings the gateway passes on', () => {
  const dirs = { APPS_DIR: '.', PARTNERS_DIR: '.' };
  test('the yard page shows the weather where it is asked for (WEATHER_API_URL unset: the NWS), not with none', () => {
    expect(apiSettingsOf(loadGatewayConfig({ ...dirs })).weatherOn).toBe(true);
    expect(
      apiSettingsOf(loadGatewayConfig({ ...dirs, WEATHER_API_URL: 'http://127.0.0.1:9' })).weatherOn,
    ).toBe(true);
    expect(apiSettingsOf(loadGatewayConfig({ ...dirs, WEATHER_API_URL: 'none' })).weatherOn).toBe(false);
  });
});
