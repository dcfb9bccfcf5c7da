import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@thrive/shared/contracts';

/**
 * Answers given before any route or hook runs, where Fastify and Node would otherwise write
 * their own bodies (`FST_ERR_BAD_URL` echoing the address, a bare 431): ours have the one
 * error shape, never repeat what was sent, and carry the host's security headers.
 */
export type EdgeHeaders = Readonly<Record<string, string>>;

export const BAD_ADDRESS_MESSAGE = 'The address is not valid.';
const ADDRESS_TOO_LONG_MESSAGE = 'The address is too long.';
export const HEADERS_TOO_LARGE_MESSAGE = 'The request headers are too large.';
const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive.';
const BAD_REQUEST_MESSAGE = 'The request is not valid.';

/** Fastify's router errors (a bad percent-encoding, too long a parameter) as our 4xx. */
export function frameworkErrorAnswer(headers: EdgeHeaders) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const body: ErrorBody = { message: tooLong ? ADDRESS_TOO_LONG_MESSAGE : BAD_ADDRESS_MESSAGE };
    void reply
      .code(tooLong ? 414 : 400)
      .headers(headers)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(body));
  };
}

function clientErrorStatus(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, HEADERS_TOO_LARGE_MESSAGE];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, REQUEST_TIMEOUT_MESSAGE];
  return [400, BAD_REQUEST_MESSAGE];
}

/**
 * Node's `clientError`: a request the HTTP parser refused (headers beyond maxHeaderSize,
 * malformed bytes). There is no request object yet, so the answer is written on the socket,
 * which is then closed, as Node's own handler does.
 */
export function clientErrorAnswer(headers: EdgeHeaders) {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] = clientErrorStatus(error.code);
    const body = JSON.stringify({ message } satisfies ErrorBody);
    if (!socket.writable) return socket.destroy();
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'connection: close\r\n' +
        lines.join('') +
        `\r\n${body}`,
    );
  };
}
