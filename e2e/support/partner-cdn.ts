import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { PARTNER_CDN_DIR, PARTNER_CDN_PORT } from './e2e-env';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
};

/** Plays a partner's CDN on another origin, serving its own build of a remote. */
createServer((request, response) => {
  const file = path.join(
    PARTNER_CDN_DIR,
    path.normalize(decodeURIComponent(request.url ?? '/').split('?')[0]!),
  );
  const isFile = file.startsWith(PARTNER_CDN_DIR) && statSync(file, { throwIfNoEntry: false })?.isFile();
  if (!isFile) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'access-control-allow-origin': '*',
  });
  createReadStream(file).pipe(response);
}).listen(PARTNER_CDN_PORT, '127.0.0.1');
