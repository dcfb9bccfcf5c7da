/** A download that did not work, said in one sentence (no stack trace for the operator). */
export class DownloadError extends Error {
  override name = 'DownloadError';
}

const TIMEOUT_MS = 120_000;

function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return cause.code;
  if ((error as Error).name === 'TimeoutError') return `no answer within ${TIMEOUT_MS / 1000} s`;
  return cause?.message ?? (error as Error).message;
}

/** The text at `url`, or a DownloadError naming the URL and what went wrong. */
export async function downloadText(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new DownloadError(`could not reach ${url} (${reason(error)})`, { cause: error });
  }
  if (!response.ok)
    throw new DownloadError(`${url} answered ${response.status} ${response.statusText}`.trim());
  try {
    return await response.text();
  } catch (error) {
    throw new DownloadError(`the download of ${url} broke off (${reason(error)})`, { cause: error });
  }
}
