import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * index.html beside the photographs: one row per screen, one column per width and theme
 * (the folders the review runs wrote), so the whole app reads on one page.
 */
export function writeReviewIndex(root: string) {
  const columns = readdirSync(root)
    .filter((name) => statSync(path.join(root, name)).isDirectory())
    .sort();
  const screens = [...new Set(columns.flatMap((column) => readdirSync(path.join(root, column))))].sort();
  const cell = (column: string, file: string) =>
    readdirSync(path.join(root, column)).includes(file)
      ? `<td><a href="${escape(`${column}/${file}`)}"><img loading="lazy" src="${escape(`${column}/${file}`)}" alt="${escape(`${file} ${column}`)}"></a></td>`
      : '<td>—</td>';
  const rows = screens.map(
    (file) =>
      `<tr><th scope="row">${escape(file.replace(/\.png$/, ''))}</th>${columns.map((c) => cell(c, file)).join('')}</tr>`,
  );
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Thrive Garden: visual review</title>
<style>body{font-family:system-ui;margin:16px}td,th{vertical-align:top;padding:8px;border-bottom:1px solid #ccc}
img{width:260px;height:auto;border:1px solid #999}th{text-align:left}</style>
<h1>Thrive Garden: every screen</h1>
<table><thead><tr><th scope="col">Screen</th>${columns.map((c) => `<th scope="col">${escape(c)}</th>`).join('')}</tr></thead>
<tbody>${rows.join('\n')}</tbody></table></html>\n`,
  );
}
