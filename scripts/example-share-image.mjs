// Draws the example campaign's share picture (web/public/images/example-share.jpg): shapes and
// colour only, no words, since the share card sets the title beside it and crops its middle.
// Run once with `node scripts/example-share-image.mjs`; the JPEG is committed.
import sharp from 'sharp';
import { Buffer } from 'node:buffer';
import { fileURLToPath } from 'node:url';

const WIDTH = 1200;
const HEIGHT = 630;
const out = fileURLToPath(new URL('../web/public/images/example-share.jpg', import.meta.url));

/** A heart of width `size` centred on (x, y), as one path. */
const heart = (x, y, size, fill, opacity = 1) => {
  const s = size / 100;
  const d =
    `M ${x} ${y + 30 * s} C ${x - 10 * s} ${y + 20 * s} ${x - 50 * s} ${y} ${x - 50 * s} ${y - 22 * s} ` +
    `C ${x - 50 * s} ${y - 42 * s} ${x - 34 * s} ${y - 55 * s} ${x - 20 * s} ${y - 55 * s} ` +
    `C ${x - 8 * s} ${y - 55 * s} ${x} ${y - 47 * s} ${x} ${y - 38 * s} ` +
    `C ${x} ${y - 47 * s} ${x + 8 * s} ${y - 55 * s} ${x + 20 * s} ${y - 55 * s} ` +
    `C ${x + 34 * s} ${y - 55 * s} ${x + 50 * s} ${y - 42 * s} ${x + 50 * s} ${y - 22 * s} ` +
    `C ${x + 50 * s} ${y} ${x + 10 * s} ${y + 20 * s} ${x} ${y + 30 * s} Z`;
  return `<path d="${d}" fill="${fill}" fill-opacity="${opacity}"/>`;
};

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffb38a"/><stop offset="0.55" stop-color="#f06292"/><stop offset="1" stop-color="#ad1457"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.45" r="0.5">
      <stop offset="0" stop-color="#fff3e0" stop-opacity="0.85"/><stop offset="1" stop-color="#fff3e0" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="180" cy="120" r="210" fill="#ffffff" fill-opacity="0.10"/>
  <circle cx="1040" cy="540" r="260" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="930" cy="90" r="90" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="600" cy="300" r="300" fill="url(#glow)"/>
  ${heart(600, 330, 300, '#ffffff', 0.95)}
  ${heart(440, 190, 70, '#ffffff', 0.55)}
  ${heart(770, 470, 90, '#ffffff', 0.45)}
  ${heart(760, 170, 50, '#ffffff', 0.6)}
  ${heart(420, 480, 46, '#ffffff', 0.5)}
  ${heart(150, 420, 80, '#ffffff', 0.25)}
  ${heart(1060, 260, 100, '#ffffff', 0.22)}
</svg>`;

await sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toFile(out);
console.log(`wrote ${out}`);
