import { loadGatewayConfig, parsePartnerHosts } from './config';

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
