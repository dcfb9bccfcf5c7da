/** Polls `url` until it answers 2xx; throws naming `what` after `seconds`. */
export async function waitForUrl(url: string, what: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
