import type { PhotoSource } from './photo-source';

/** The source gave no answer at all (down, no network, no answer in time). */
export class SourceUnreachable extends Error {
  override name = 'SourceUnreachable';
}

/** The source answered, but not with what was asked for (an error status, a broken body). */
export class SourceError extends Error {
  override name = 'SourceError';
}

/** Why a request got no answer, in a few words for the operator (no stack trace). */
function reason(error: unknown, timeoutMs: number): string {
  if ((error as Error).name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

const hostOf = (url: string) => new URL(url).host;

async function request(url: string, source: PhotoSource, signal: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { 'user-agent': source.userAgent }, signal });
  } catch (error) {
    throw new SourceUnreachable(`could not reach ${hostOf(url)} (${reason(error, source.timeoutMs)})`, {
      cause: error,
    });
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new SourceError(`${hostOf(url)} answered ${response.status} ${response.statusText}`.trim());
  }
  return response;
}

/** The JSON at `url`, within the source's time limit. */
export async function requestJson(url: string, source: PhotoSource): Promise<unknown> {
  const signal = AbortSignal.timeout(source.timeoutMs);
  const response = await request(url, source, signal);
  try {
    return await response.json();
  } catch (error) {
    throw new SourceError(`${hostOf(url)} sent no readable JSON (${reason(error, source.timeoutMs)})`, {
      cause: error,
    });
  }
}

/**
 * The bytes at `url`, within the time limit and at most `maxBytes`: a file larger than any
 * photo we keep is abandoned as it arrives, not read whole into memory.
 */
export async function requestBytes(url: string, source: PhotoSource, maxBytes: number): Promise<Buffer> {
  const signal = AbortSignal.timeout(source.timeoutMs);
  const response = await request(url, source, signal);
  const tooLarge = () => new SourceError(`${hostOf(url)} sent more than ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  try {
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      size += read.value.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(read.value);
    }
  } catch (error) {
    await reader?.cancel().catch(() => undefined);
    if (error instanceof SourceError) throw error;
    throw new SourceError(`the download from ${hostOf(url)} broke off (${reason(error, source.timeoutMs)})`, {
      cause: error,
    });
  }
  return Buffer.concat(chunks);
}
