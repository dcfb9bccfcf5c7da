import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { uploadResponseSchema } from '@thrive/shared/contracts';
import { signedInGardener, type LoadGardener } from '../load/load-gardener';
import { startGateway } from './gateway-process';
import { treeResidentMiB } from './process-tree';
import { median, percentile } from './timing';

const SEQUENTIAL_RUNS = 8;
const CONCURRENT_UPLOADS = 10;
const PHOTO_BYTES = 4 * 1024 * 1024;
const SETTLE_MS = 3000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A camera-sized JPEG (4000 x 3000) of about 4 MB: coarse random detail, enlarged, compresses
 * about as a phone photo of foliage does. Made the same way on every run (a fixed sequence).
 */
async function fourMegabytePhoto(): Promise<Buffer> {
  const detail = { width: 1000, height: 750, channels: 3 as const };
  const pixels = Buffer.alloc(detail.width * detail.height * detail.channels);
  let seed = 1;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    pixels[index] = seed >>> 23;
  }
  for (let quality = 70; ; quality += 2) {
    const photo = await sharp(pixels, { raw: detail })
      .resize(4000, 3000, { kernel: 'cubic' })
      .jpeg({ quality })
      .toBuffer();
    if (photo.length >= PHOTO_BYTES || quality >= 100) return photo;
  }
}

/** One upload as the app sends it (SPEC §7 Upload), timed to the answer, then the served file fetched. */
async function uploadAndFetch(baseUrl: string, gardener: LoadGardener, photo: Buffer): Promise<number> {
  const form = new FormData();
  form.set('origin', '0');
  form.set('imageType', '2');
  form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'garden.jpg');
  const start = performance.now();
  const response = await fetch(`${baseUrl}/api/upload/0/uploadFile/`, {
    method: 'POST',
    headers: gardener.headers,
    body: form,
  });
  if (!response.ok) throw new Error(`the upload answered ${response.status}: ${await response.text()}`);
  const [image] = uploadResponseSchema.parse(await response.json()).Images;
  const served = await fetch(`${baseUrl}${image!.Url}`);
  if (!served.ok) throw new Error(`the served photo answered ${served.status}`);
  await served.arrayBuffer();
  return performance.now() - start;
}

/**
 * Issue 14's figures: a 4 MB photo end to end (upload, check, re-encode, thumbnail, store,
 * answer, served back) and the gateway's resident memory while 10 uploads run at once.
 */
export async function benchPhotoUploads(port: number, env: Record<string, string> = {}): Promise<string[]> {
  const photo = await fourMegabytePhoto();
  const gateway = await startGateway(port, { env });
  try {
    const gardener = await signedInGardener(gateway.url, gateway.dataDir);
    const lines = [`photo: ${(photo.length / 1024 / 1024).toFixed(2)} MB JPEG, 4000 x 3000`];
    await uploadAndFetch(gateway.url, gardener, photo); // warm: sharp's first use loads libvips
    const times: number[] = [];
    for (let run = 0; run < SEQUENTIAL_RUNS; run += 1)
      times.push(await uploadAndFetch(gateway.url, gardener, photo));
    const p50 = median(times);
    lines.push(
      `one at a time (${SEQUENTIAL_RUNS} runs): p50 ${p50.toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, ` +
        `${(photo.length / 1024 / 1024 / (p50 / 1000)).toFixed(1)} MB/s`,
    );

    const pid = gateway.process.pid!;
    // Read once the last uploads' garbage is collected, so "before" is the server at rest.
    await pause(SETTLE_MS);
    const idle = treeResidentMiB(pid).mib;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, treeResidentMiB(pid).mib);
    }, 50);
    const start = performance.now();
    try {
      await Promise.all(
        Array.from({ length: CONCURRENT_UPLOADS }, () => uploadAndFetch(gateway.url, gardener, photo)),
      );
    } finally {
      clearInterval(sampler);
    }
    const elapsed = performance.now() - start;
    await pause(SETTLE_MS);
    lines.push(
      `${CONCURRENT_UPLOADS} at once: all done in ${elapsed.toFixed(0)} ms; gateway resident memory ` +
        `${idle} MiB before, peak ${peak} MiB during, ${treeResidentMiB(pid).mib} MiB ${SETTLE_MS / 1000} s after`,
    );
    return lines;
  } finally {
    await gateway.stop();
  }
}
