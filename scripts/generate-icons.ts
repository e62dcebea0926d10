/**
 * Writes public/icons/icon.svg and renders the PNG icons from it with headless Chromium.
 * Re-run after changing the mark: `npx tsx scripts/generate-icons.ts`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

const teal = { light: '#14b8a6', brand: '#0f766e', deep: '#115e59' };

/**
 * Two interlocking rings on teal: each passes over the other once, like links of a chain,
 * and their shared area is lit, so the mark reads as "together" even at favicon size.
 */
function mark(): string {
  const centreA = 'cx="206" cy="256"';
  const centreB = 'cx="306" cy="256"';
  const band = 'fill="none" stroke-width="40"';
  // A wider stroke in the background gradient cuts a gap where one ring passes over the other;
  // the redrawn band is clipped wider than its gap so no anti-aliased seam shows at the cut.
  const gap = 'fill="none" stroke="url(#bg-mark)" stroke-width="64"';
  return `
  <clipPath id="hole-a"><circle ${centreA} r="84"/></clipPath>
  <clipPath id="top-gap"><rect x="196" y="96" width="120" height="104"/></clipPath>
  <clipPath id="top-band"><rect x="188" y="88" width="136" height="126"/></clipPath>
  <circle ${centreA} r="104" ${band} stroke="#ffffff"/>
  <circle ${centreB} r="104" ${gap}/>
  <circle ${centreB} r="104" ${band} stroke="#5eead4"/>
  <circle ${centreA} r="104" ${gap} clip-path="url(#top-gap)"/>
  <circle ${centreA} r="104" ${band} stroke="#ffffff" clip-path="url(#top-band)"/>
  <circle ${centreB} r="84" fill="#ccfbf1" fill-opacity=".3" clip-path="url(#hole-a)"/>`;
}

interface IconVariant {
  /** Corner radius of the tile; 0 for full-bleed icons that the platform masks itself. */
  radius: number;
  /** Scale of the mark around the centre; maskable icons keep it inside the 80% safe zone. */
  markScale: number;
}

function iconSvg({ radius, markScale }: IconVariant): string {
  const offset = 256 * (1 - markScale);
  // The gap strokes live inside the scaled mark, so their gradient is mapped back to the tile's.
  const from = -offset / markScale;
  const to = (512 - offset) / markScale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="512" y2="512" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${teal.light}"/>
      <stop offset=".55" stop-color="${teal.brand}"/>
      <stop offset="1" stop-color="${teal.deep}"/>
    </linearGradient>
    <linearGradient id="bg-mark" href="#bg" x1="${from}" y1="${from}" x2="${to}" y2="${to}" gradientUnits="userSpaceOnUse"/>
  </defs>
  <rect width="512" height="512" rx="${radius}" fill="url(#bg)"/>
  <g transform="translate(${offset} ${offset}) scale(${markScale})">${mark()}
  </g>
</svg>
`;
}

const rounded: IconVariant = { radius: 112, markScale: 1 };
const fullBleed: IconVariant = { radius: 0, markScale: 1 };

const renders: { file: string; size: number; variant: IconVariant }[] = [
  { file: 'icon-192.png', size: 192, variant: rounded },
  { file: 'icon-512.png', size: 512, variant: rounded },
  { file: 'maskable-512.png', size: 512, variant: { radius: 0, markScale: 0.9 } },
  // iOS rounds the corners itself and shows transparency as black, so this one is full-bleed.
  { file: 'apple-touch-icon.png', size: 180, variant: fullBleed },
];

async function main(): Promise<void> {
  await mkdir(iconsDir, { recursive: true });
  await writeFile(`${iconsDir}icon.svg`, iconSvg(rounded));

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    for (const { file, size, variant } of renders) {
      await page.setViewportSize({ width: size, height: size });
      const svg = iconSvg(variant).replace('width="512" height="512"', `width="${size}" height="${size}"`);
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
      await page.locator('svg').screenshot({ path: `${iconsDir}${file}`, omitBackground: true });
      console.log(`wrote public/icons/${file} (${size}×${size})`);
    }
  } finally {
    await browser.close();
  }
}

await main();
