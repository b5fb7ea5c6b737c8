/**
 * Makes the web app manifest's icons from public/favicon.svg with sharp:
 * `npx tsx scripts/generate-icons.ts` writes public/icons/ (committed, so builds need no
 * step of their own). The maskable icon puts the mark on a full-bleed plum square inside
 * the safe zone, so launchers can crop it to any shape.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { runScript } from '../db/script';
import { PROJECT_ROOT } from './build-site';

const PLUM = '#4a1d5c';

runScript(import.meta.url, async () => {
  const svg = readFileSync(join(PROJECT_ROOT, 'public/favicon.svg'));
  const out = join(PROJECT_ROOT, 'public/icons');
  mkdirSync(out, { recursive: true });
  const render = (size: number) =>
    sharp(svg, { density: (72 * size) / 64 })
      .resize(size, size)
      .png();
  for (const size of [192, 512]) {
    writeFileSync(join(out, `icon-${size}.png`), await render(size).png({ compressionLevel: 9 }).toBuffer());
  }
  writeFileSync(
    join(out, 'apple-touch-icon.png'),
    await render(180).flatten({ background: PLUM }).png({ compressionLevel: 9 }).toBuffer(),
  );
  // Maskable: the mark at 80% (the safe zone is a circle of 40% radius) on plum.
  const mark = await render(410).toBuffer();
  writeFileSync(
    join(out, 'icon-maskable-512.png'),
    await sharp({ create: { width: 512, height: 512, channels: 4, background: PLUM } })
      .composite([{ input: mark, left: 51, top: 51 }])
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
  console.log(`Wrote the icons to ${out}`);
});
