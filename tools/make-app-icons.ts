import path from 'node:path';
import sharp from 'sharp';
import { REPO_ROOT } from './apps';

/**
 * Draws the installed app's icons (shell/public/assets/icon-*.png, named by the web app
 * manifest) from the logo: `npx tsx tools/make-app-icons.ts` after the logo changes. The
 * maskable icon fills its square with the brand green and keeps the leaf inside the middle
 * 80%, the part every platform's mask shows.
 */
const LEAF =
  '<path d="M16 26V14M16 16c0-5 4-8 9-8 0 5-4 8-9 8zm0 3c0-4-3-7-8-7 0 4 3 7 8 7z" fill="#fff" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/>';
const ROUND = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#3b7a2a"/>${LEAF}</svg>`;
const MASKABLE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#3b7a2a"/><g transform="translate(16 16) scale(0.7) translate(-16 -17)">${LEAF}</g></svg>`;

const assets = path.join(REPO_ROOT, 'shell/public/assets');
const icons: [string, string, number][] = [
  ['icon-192.png', ROUND, 192],
  ['icon-512.png', ROUND, 512],
  ['icon-maskable-512.png', MASKABLE, 512],
];
for (const [file, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(assets, file));
  console.log(`wrote ${file}`);
}
