import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../src/client');
const css = readFileSync(join(root, 'styles/index.css'), 'utf8');

/** The colour tokens of one theme block (`:root {` or `.dark {`), as oklch triples. */
function tokens(selector: string): Map<string, [number, number, number]> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  const found = new Map<string, [number, number, number]>();
  for (const match of block.matchAll(/--([\w-]+):\s*oklch\(([\d.]+) ([\d.]+) ([\d.]+)\)/g)) {
    found.set(match[1] ?? '', [Number(match[2]), Number(match[3]), Number(match[4])]);
  }
  return found;
}

/** Relative luminance (WCAG) of an oklch colour, through linear sRGB, clipped to the gamut as a screen shows it. */
function luminance([lightness, chroma, hue]: [number, number, number]): number {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (value: number) => Math.min(Math.max(value, 0), 1);
  const red = clip(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s);
  const green = clip(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s);
  const blue = clip(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(one: [number, number, number], other: [number, number, number]): number {
  const [high, low] = [luminance(one), luminance(other)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') || entry.name.endsWith('.ts') ? [path] : [];
  });
}

const surfaces = ['background', 'card', 'popover', 'muted', 'accent'];
const pairs: [string, string[]][] = [
  ['ring', surfaces],
  ['destructive', surfaces],
  ['sidebar-ring', ['sidebar', 'sidebar-accent']],
];

describe('focus rings', () => {
  it.each([':root', '.dark'])('stand out 3:1 from every surface they are drawn on (%s)', (theme) => {
    const colours = tokens(theme);
    const weak: string[] = [];
    for (const [ring, behind] of pairs) {
      for (const surface of behind) {
        const ratio = contrast(colours.get(ring) ?? [0, 0, 0], colours.get(surface) ?? [0, 0, 0]);
        if (ratio < 3) weak.push(`${ring} on ${surface}: ${ratio.toFixed(2)}`);
      }
    }
    expect(weak).toEqual([]);
  });

  it('are drawn at full strength, never faded by an alpha that would halve their contrast', () => {
    const faded = sourceFiles(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:focus-visible|focus-within|focus):ring-[\w-]+\/\d+/g)].map((match) => `${file.slice(root.length)}: ${match[0]}`),
    );
    expect(faded).toEqual([]);
    expect(css).not.toMatch(/outline-color:\s*color-mix\(in oklab, var\(--color-ring\) \d+%/);
  });
});
