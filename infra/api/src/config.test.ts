import path from 'node:path';
import { appAddress, appAddressFromEnv, DEFAULT_MEDIA_QUOTA_MB, gatewayPort, loadApiConfig } from './config';

const MIB = 1024 * 1024;

describe('media in the API configuration (S3_*, MEDIA_QUOTA_MB)', () => {
  const media = (env: NodeJS.ProcessEnv) => loadApiConfig(env).media;

  test('by default photos stay on disk under DATA_DIR/media with a 500 MB quota each', () => {
    expect(media({})).toEqual({ s3: null, quotaBytes: DEFAULT_MEDIA_QUOTA_MB * MIB });
    expect(loadApiConfig({ DATA_DIR: 'some/where' }).dataDir).toBe(path.resolve('some/where'));
  });

  test('S3_BUCKET alone: AWS in us-east-1 with the SDK’s own credentials, virtual-host addresses', () => {
    expect(media({ S3_BUCKET: 'thrive-photos' }).s3).toEqual({
      bucket: 'thrive-photos',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  test('a self-hosted store: endpoint, region, keys, and path-style addresses by default', () => {
    expect(
      media({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  test.each([
    ['false', false],
    ['0', false],
    ['TRUE', true],
    ['yes', true],
  ])('S3_FORCE_PATH_STYLE=%s overrides the default', (value, expected) => {
    const s3 = media({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'https://s3.example.org',
      S3_FORCE_PATH_STYLE: value,
    }).s3;
    expect(s3?.forcePathStyle).toBe(expected);
  });

  test('MEDIA_QUOTA_MB sets the quota in megabytes (MiB)', () => {
    expect(media({ MEDIA_QUOTA_MB: '2048' }).quotaBytes).toBe(2048 * MIB);
    expect(media({ MEDIA_QUOTA_MB: ' ' }).quotaBytes).toBe(DEFAULT_MEDIA_QUOTA_MB * MIB);
  });

  test.each([
    [{ S3_BUCKET: 'Photos_Bucket' }, /S3_BUCKET "Photos_Bucket" must be a bucket name/],
    [{ S3_BUCKET: 'ab' }, /S3_BUCKET "ab" must be a bucket name/],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT "minio:9000" must be an http\(s\) URL/],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://files.example' }, /S3_ENDPOINT .* must be an http\(s\) URL/],
    [{ S3_BUCKET: 'media', S3_REGION: 'eu west' }, /S3_REGION "eu west" must be a region name/],
    [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' }, /set both or neither/],
    [{ S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'secret' }, /set both or neither/],
    [
      { S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'maybe' },
      /S3_FORCE_PATH_STYLE "maybe" must be true or false/,
    ],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_ENDPOINT set but S3_BUCKET is not/],
    [{ MEDIA_QUOTA_MB: '0' }, /MEDIA_QUOTA_MB "0" must be a whole number of megabytes/],
    [{ MEDIA_QUOTA_MB: '1.5' }, /MEDIA_QUOTA_MB "1.5" must be a whole number/],
    [{ MEDIA_QUOTA_MB: 'lots' }, /MEDIA_QUOTA_MB "lots" must be a whole number/],
  ])('a bad value stops the configuration from loading: %p', (env, message) => {
    expect(() => loadApiConfig(env)).toThrow(message);
  });
});

describe('where the app is served (PUBLIC_URL, PORT): one answer for the links we print and mail', () => {
  test('PUBLIC_URL when set, trimmed and without its trailing slash', () => {
    expect(loadApiConfig({ PUBLIC_URL: ' https://garden.example/ ' }).publicUrl).toBe(
      'https://garden.example',
    );
    expect(loadApiConfig({ PUBLIC_URL: '  ' }).publicUrl).toBeUndefined();
    expect(appAddressFromEnv({ PUBLIC_URL: 'https://garden.example/', PORT: '3000' })).toBe(
      'https://garden.example',
    );
  });

  test('else this machine at the gateway’s PORT, 8080 unset or blank', () => {
    expect(appAddressFromEnv({ PORT: '3000' })).toBe('http://localhost:3000');
    expect(appAddressFromEnv({})).toBe('http://localhost:8080');
    expect(gatewayPort({ PORT: ' ' })).toBe(8080);
    expect(appAddress(undefined, 4321)).toBe('http://localhost:4321');
  });
});

describe('mail in the API configuration (SMTP_URL, MAIL_FROM, MAIL_MAX_TRIES)', () => {
  const mail = (env: NodeJS.ProcessEnv) => loadApiConfig(env).mail;

  test('without SMTP_URL no mail is sent', () => {
    expect(mail({})).toBeNull();
    expect(mail({ SMTP_URL: ' ', MAIL_FROM: 'garden@example.org' })).toBeNull();
  });

  test('SMTP_URL alone: from no-reply at PUBLIC_URL’s host (else localhost) as Thrive Garden, 10 tries', () => {
    expect(mail({ SMTP_URL: 'smtp://user:secret@mail.example.org:587' })).toEqual({
      smtpUrl: 'smtp://user:secret@mail.example.org:587',
      from: { name: 'Thrive Garden', address: 'no-reply@localhost' },
      maxTries: 10,
    });
    expect(
      mail({ SMTP_URL: 'smtps://mail.example.org', PUBLIC_URL: 'https://garden.example.org/' })?.from,
    ).toEqual({
      name: 'Thrive Garden',
      address: 'no-reply@garden.example.org',
    });
  });

  test('MAIL_FROM as an address or Name <address>; MAIL_MAX_TRIES in tries', () => {
    const smtp = { SMTP_URL: 'smtp://127.0.0.1:25' };
    expect(mail({ ...smtp, MAIL_FROM: 'hello@garden.example.org' })?.from).toEqual({
      name: 'Thrive Garden',
      address: 'hello@garden.example.org',
    });
    expect(mail({ ...smtp, MAIL_FROM: '"Garden Team" <team@garden.example.org>' })?.from).toEqual({
      name: 'Garden Team',
      address: 'team@garden.example.org',
    });
    expect(mail({ ...smtp, MAIL_MAX_TRIES: '3' })?.maxTries).toBe(3);
  });

  test('a wrong SMTP_URL stops the start with a message that does not repeat its password', () => {
    for (const wrong of [
      'mail.example.org:587',
      'http://mail.example.org',
      'smtp://',
      'smtp://user:hunter2@',
    ])
      expect(() => loadApiConfig({ SMTP_URL: wrong })).toThrow(
        /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL with a host, like smtp:\/\/user:password@mail\.example\.org:587$/,
      );
    expect(() => loadApiConfig({ SMTP_URL: 'smtp://user:hunter2@' })).not.toThrow(/hunter2/);
  });

  test('a wrong MAIL_FROM or MAIL_MAX_TRIES stops the start too, mail on or off', () => {
    for (const wrong of ['garden', 'Garden <garden>', 'a b@example.org'])
      expect(() => loadApiConfig({ MAIL_FROM: wrong })).toThrow(/MAIL_FROM .* must be a mail address/);
    for (const wrong of ['0', '1.5', 'many', '101'])
      expect(() => loadApiConfig({ SMTP_URL: 'smtp://127.0.0.1', MAIL_MAX_TRIES: wrong })).toThrow(
        /MAIL_MAX_TRIES/,
      );
  });
});
