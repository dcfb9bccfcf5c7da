import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A file on the fake Commons, as its search answers it. */
export interface FakeCommonsFile {
  pageid: number;
  title: string;
  /** LicenseShortName, as Commons writes it ("CC BY-SA 4.0", "CC BY-NC 2.0", "Public domain"). */
  licence: string;
  licenceUrl?: string;
  /** Artist, HTML as Commons writes it. */
  artist?: string;
  mime?: string;
  /** The picture served at its thumbnail address; none: that address answers 404. */
  bytes?: Buffer;
}

/** One request the fake received. */
interface FakeCommonsRequest {
  path: string;
  query: URLSearchParams;
  userAgent: string;
}

export interface FakeCommons {
  /** The action API address, as WIKIMEDIA_API_URL is set. */
  apiUrl: string;
  /** Where a file's picture is served. */
  imageUrl(pageid: number): string;
  requests: FakeCommonsRequest[];
  /** The files a search for this botanical name finds, best first (no entry: nothing found). */
  files: Map<string, FakeCommonsFile[]>;
  close(): Promise<void>;
}

/** The name inside `"..." filetype:bitmap`, as the importer searches. */
const searchedName = (search: string) => /^"(.*)" filetype:bitmap$/.exec(search)?.[1] ?? search;

/**
 * The MediaWiki action API of Wikimedia Commons on 127.0.0.1 for tests (never the internet):
 * generator=search answers the files set for the searched name in the formatversion=2 shape,
 * pages in reverse order with their search `index` (as Commons gives no useful order), and
 * serves each file's picture at its thumbnail address.
 */
export async function startFakeCommons(): Promise<FakeCommons> {
  const requests: FakeCommonsRequest[] = [];
  const files = new Map<string, FakeCommonsFile[]>();
  let base = '';
  const imageUrl = (pageid: number) => `${base}/thumb/${pageid}.jpg`;

  const answerSearch = (query: URLSearchParams, response: ServerResponse) => {
    const found = files.get(searchedName(query.get('gsrsearch') ?? '')) ?? [];
    // Commons leaves `query` out when nothing matches.
    const body = found.length
      ? {
          batchcomplete: true,
          query: {
            pages: found
              .map((file, index) => ({
                pageid: file.pageid,
                ns: 6,
                title: file.title,
                index: index + 1,
                imagerepository: 'local',
                imageinfo: [
                  {
                    thumburl: imageUrl(file.pageid),
                    thumbwidth: 1024,
                    url: `${base}/original/${file.pageid}.jpg`,
                    descriptionurl: `https://commons.wikimedia.org/wiki/${file.title.replaceAll(' ', '_')}`,
                    mime: file.mime ?? 'image/jpeg',
                    extmetadata: {
                      LicenseShortName: { value: file.licence, source: 'commons-desc-page' },
                      ...(file.licenceUrl ? { LicenseUrl: { value: file.licenceUrl } } : {}),
                      ...(file.artist === undefined ? {} : { Artist: { value: file.artist } }),
                    },
                  },
                ],
              }))
              .reverse(),
          },
        }
      : { batchcomplete: true };
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({
      path: url.pathname,
      query: url.searchParams,
      userAgent: request.headers['user-agent'] ?? '',
    });
    if (url.pathname === '/w/api.php') return answerSearch(url.searchParams, response);
    const pageid = Number(/^\/thumb\/(\d+)\.jpg$/.exec(url.pathname)?.[1]);
    const file = [...files.values()].flat().find((candidate) => candidate.pageid === pageid);
    if (!file?.bytes) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('Not Found');
    }
    response.writeHead(200, { 'content-type': file.mime ?? 'image/jpeg' });
    response.end(file.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: `${base}/w/api.php`,
    imageUrl,
    requests,
    files,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
