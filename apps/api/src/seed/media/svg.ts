import type { BookType } from '../../db/schema.ts';
import type { Prng } from '../prng.ts';

/**
 * Generated artwork as SVG: book covers (four layouts), curated-list covers, avatars and flags.
 * SVG keeps every file a couple of kilobytes and sharp at any size, and needs no image library.
 */

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Greedy word wrap to at most `maxLines` lines of about `width` characters, ending in an ellipsis if cut. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= width || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').replace(/[\s,.:;]+$/, '')}…`;
  return kept;
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;
}

interface Palette {
  background: string;
  deep: string;
  accent: string;
  text: string;
  muted: string;
}

function palette(rng: Prng): Palette {
  const hue = rng.int(0, 359);
  const dark = rng.chance(0.6);
  const accentHue = hue + rng.pick([30, 150, 180, 210]);
  return dark
    ? {
        background: hsl(hue, rng.int(35, 65), rng.int(16, 28)),
        deep: hsl(hue, rng.int(40, 70), rng.int(8, 14)),
        accent: hsl(accentHue, rng.int(60, 85), rng.int(55, 68)),
        text: '#fdfbf7',
        muted: hsl(hue, 25, 82),
      }
    : {
        background: hsl(hue, rng.int(35, 70), rng.int(84, 92)),
        deep: hsl(hue, rng.int(30, 55), rng.int(70, 78)),
        accent: hsl(accentHue, rng.int(55, 80), rng.int(35, 45)),
        text: hsl(hue, 45, 12),
        muted: hsl(hue, 25, 30),
      };
}

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Arial, sans-serif";

const TYPE_LABEL: Record<BookType, string> = { ebook: 'EBOOK', audiobook: 'AUDIOBOOK', printbook: 'PRINT' };

/** The small mark in a corner that tells the book type at a glance. */
function typeMarkWidth(type: BookType): number {
  return 38 + TYPE_LABEL[type].length * 8.8;
}

function typeMark(type: BookType, x: number, y: number, colour: string, background: string): string {
  const label = TYPE_LABEL[type];
  const width = typeMarkWidth(type) - 6;
  let icon: string;
  if (type === 'audiobook') {
    // headphones
    icon = `<path d="M${x + 8} ${y + 15}v-3a6 6 0 0 1 12 0v3" fill="none" stroke="${background}" stroke-width="2"/><rect x="${x + 6}" y="${y + 13}" width="4" height="6" rx="1" fill="${background}"/><rect x="${x + 18}" y="${y + 13}" width="4" height="6" rx="1" fill="${background}"/>`;
  } else if (type === 'ebook') {
    // tablet
    icon = `<rect x="${x + 9}" y="${y + 6}" width="10" height="15" rx="2" fill="none" stroke="${background}" stroke-width="2"/>`;
  } else {
    // open book
    icon = `<path d="M${x + 6} ${y + 9}q4-2 8 0v11q-4-2-8 0zM${x + 14} ${y + 9}q4-2 8 0v11q-4-2-8 0z" fill="${background}"/>`;
  }
  return `<g><rect x="${x}" y="${y}" width="${width + 6}" height="26" rx="13" fill="${colour}"/>${icon}<text x="${x + 26}" y="${y + 17.5}" font-family="${SANS}" font-size="11" font-weight="700" letter-spacing="1.2" fill="${background}">${label}</text></g>`;
}

function textLines(
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  lineHeight: number,
  attrs: string,
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * lineHeight}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`,
    )
    .join('');
}

export interface CoverInput {
  title: string;
  subtitle?: string | null;
  author: string;
  type: BookType;
}

const W = 400;
const H = 600;

/** A 400x600 book cover in one of four layouts, coloured from the generator. */
export function bookCoverSvg(rng: Prng, input: CoverInput): string {
  const p = palette(rng);
  const layout = rng.int(0, 3);
  const title = input.title;
  const titleSize = title.length > 34 ? 34 : title.length > 20 ? 40 : 48;
  const perLine = Math.floor(300 / (titleSize * 0.52));
  const titleLines = wrapText(title, perLine, 4);
  const author = escapeXml(input.author.toUpperCase());
  const subtitle = input.subtitle ? wrapText(input.subtitle, 34, 2) : [];
  let art = '';
  let text = '';

  if (layout === 0) {
    // Band: a block of colour across the middle carries the title.
    const bandY = rng.int(150, 210);
    const titleBaseline = bandY + 24 + titleSize;
    const lastTitle = titleBaseline + (titleLines.length - 1) * titleSize * 1.15;
    const subtitleBaseline = lastTitle + 32;
    const bandBottom = (subtitle.length ? subtitleBaseline + (subtitle.length - 1) * 22 : lastTitle) + 30;
    const bandH = bandBottom - bandY;
    art = `<rect width="${W}" height="${H}" fill="${p.background}"/><rect y="${bandY}" width="${W}" height="${bandH}" fill="${p.deep}"/><rect y="${bandY - 6}" width="${W}" height="6" fill="${p.accent}"/><rect y="${bandY + bandH}" width="${W}" height="6" fill="${p.accent}"/>`;
    text =
      textLines(
        titleLines,
        200,
        titleBaseline,
        titleSize,
        titleSize * 1.15,
        `text-anchor="middle" font-family="${SERIF}" font-weight="700" fill="${p.text}"`,
      ) +
      textLines(
        subtitle,
        200,
        subtitleBaseline,
        17,
        22,
        `text-anchor="middle" font-family="${SERIF}" font-style="italic" fill="${p.muted}"`,
      ) +
      `<text x="200" y="545" text-anchor="middle" font-family="${SANS}" font-size="18" letter-spacing="3" fill="${p.text}">${author}</text>`;
  } else if (layout === 1) {
    // Frame: a thin inset border, centred serif type, an ornament.
    art = `<rect width="${W}" height="${H}" fill="${p.background}"/><rect x="22" y="22" width="356" height="556" fill="none" stroke="${p.accent}" stroke-width="3"/><rect x="32" y="32" width="336" height="536" fill="none" stroke="${p.accent}" stroke-width="1"/><path d="M170 330h60M200 316l10 14-10 14-10-14z" stroke="${p.accent}" stroke-width="2" fill="${p.accent}"/>`;
    const top = 300 - titleLines.length * titleSize * 1.15;
    text =
      textLines(
        titleLines,
        200,
        top,
        titleSize,
        titleSize * 1.15,
        `text-anchor="middle" font-family="${SERIF}" fill="${p.text}"`,
      ) +
      textLines(
        subtitle,
        200,
        380,
        17,
        22,
        `text-anchor="middle" font-family="${SERIF}" font-style="italic" fill="${p.muted}"`,
      ) +
      `<text x="200" y="520" text-anchor="middle" font-family="${SERIF}" font-size="20" letter-spacing="2" fill="${p.text}">${author}</text>`;
  } else if (layout === 2) {
    // Geometric: overlapping circles from the generator, type set at the top left.
    const shapes: string[] = [];
    const count = rng.int(3, 6);
    for (let i = 0; i < count; i++) {
      const colour = i % 2 === 0 ? p.accent : p.deep;
      shapes.push(
        `<circle cx="${rng.int(40, 360)}" cy="${rng.int(320, 560)}" r="${rng.int(40, 150)}" fill="${colour}" fill-opacity="${rng.float(0.35, 0.85).toFixed(2)}"/>`,
      );
    }
    art = `<rect width="${W}" height="${H}" fill="${p.background}"/>${shapes.join('')}`;
    text =
      textLines(
        titleLines,
        36,
        80 + titleSize * 0.6,
        titleSize,
        titleSize * 1.1,
        `font-family="${SANS}" font-weight="800" fill="${p.text}"`,
      ) +
      textLines(
        subtitle,
        36,
        100 + titleSize * 0.6 + titleLines.length * titleSize * 1.1,
        16,
        21,
        `font-family="${SANS}" fill="${p.muted}"`,
      ) +
      `<rect x="0" y="520" width="${W}" height="80" fill="${p.deep}" fill-opacity="0.9"/><text x="36" y="568" font-family="${SANS}" font-size="18" font-weight="600" letter-spacing="2" fill="${p.text}">${author}</text>`;
  } else {
    // Split: artwork above (stripes at an angle), a plain panel below with the type.
    const stripes: string[] = [];
    const gap = rng.int(18, 34);
    for (let x = -400; x < 400; x += gap * 2)
      stripes.push(
        `<path d="M${x} 330L${x + 330} 0h${gap}L${x + gap} 330z" fill="${p.accent}" fill-opacity="0.55"/>`,
      );
    art = `<rect width="${W}" height="${H}" fill="${p.background}"/><rect width="${W}" height="330" fill="${p.deep}"/>${stripes.join('')}<circle cx="200" cy="165" r="${rng.int(50, 90)}" fill="${p.background}"/>`;
    text =
      textLines(
        titleLines,
        32,
        370 + titleSize * 0.5,
        titleSize * 0.85,
        titleSize,
        `font-family="${SERIF}" font-weight="700" fill="${p.text}"`,
      ) +
      `<text x="32" y="560" font-family="${SANS}" font-size="17" letter-spacing="2" fill="${p.muted}">${author}</text>`;
  }
  // Where the type mark sits, per layout, clear of the title and author, and never in the top-left
  // corner: the store's book card puts its own format badge there, over the cover.
  const topRight = [W - 24 - typeMarkWidth(input.type), 24] as const;
  const markAt: readonly (readonly [number, number])[] = [
    topRight,
    [(W - typeMarkWidth(input.type)) / 2, 440],
    topRight,
    topRight,
  ];
  const [markX, markY] = markAt[layout] ?? topRight;
  const mark = typeMark(input.type, markX, markY, p.accent, p.deep);
  const label = `${input.title} by ${input.author}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" overflow="hidden" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>${art}${text}${mark}</svg>`;
}

export type ListMotif = 'stars' | 'waves' | 'sun' | 'grid' | 'leaves' | 'rings';

/** A 600x400 banner for a curated list: its name over a motif in the list's colours. */
export function listCoverSvg(
  rng: Prng,
  name: string,
  colours: readonly [string, string],
  motif: ListMotif,
): string {
  const [bg, fg] = colours;
  const parts: string[] = [];
  if (motif === 'stars') {
    for (let i = 0; i < 40; i++) {
      parts.push(
        `<circle cx="${rng.int(0, 600)}" cy="${rng.int(0, 400)}" r="${rng.float(1, 4).toFixed(1)}" fill="${fg}" fill-opacity="${rng.float(0.3, 1).toFixed(2)}"/>`,
      );
    }
  } else if (motif === 'waves') {
    for (let i = 0; i < 8; i++) {
      const y = 200 + i * 26;
      parts.push(
        `<path d="M0 ${y}q75 -30 150 0t150 0t150 0t150 0" fill="none" stroke="${fg}" stroke-opacity="${(0.2 + i * 0.09).toFixed(2)}" stroke-width="4"/>`,
      );
    }
  } else if (motif === 'sun') {
    parts.push(`<circle cx="470" cy="300" r="130" fill="${fg}" fill-opacity="0.85"/>`);
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      parts.push(
        `<line x1="${(470 + Math.cos(a) * 150).toFixed(1)}" y1="${(300 + Math.sin(a) * 150).toFixed(1)}" x2="${(470 + Math.cos(a) * 190).toFixed(1)}" y2="${(300 + Math.sin(a) * 190).toFixed(1)}" stroke="${fg}" stroke-width="6"/>`,
      );
    }
  } else if (motif === 'grid') {
    for (let x = 0; x < 600; x += 40)
      for (let y = 0; y < 400; y += 40)
        if (rng.chance(0.3))
          parts.push(
            `<rect x="${x + 4}" y="${y + 4}" width="32" height="32" fill="${fg}" fill-opacity="${rng.float(0.15, 0.6).toFixed(2)}"/>`,
          );
  } else if (motif === 'leaves') {
    for (let i = 0; i < 14; i++) {
      const x = rng.int(0, 600);
      const y = rng.int(120, 420);
      parts.push(
        `<path d="M${x} ${y}q30 -60 0 -110q-30 50 0 110z" fill="${fg}" fill-opacity="${rng.float(0.3, 0.8).toFixed(2)}" transform="rotate(${rng.int(-40, 40)} ${x} ${y})"/>`,
      );
    }
  } else {
    for (let i = 0; i < 6; i++)
      parts.push(
        `<circle cx="${rng.int(300, 600)}" cy="${rng.int(150, 400)}" r="${rng.int(40, 140)}" fill="none" stroke="${fg}" stroke-width="${rng.int(3, 10)}" stroke-opacity="0.6"/>`,
      );
  }
  const lines = wrapText(name, 18, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" overflow="hidden" viewBox="0 0 600 400" width="600" height="400" role="img" aria-label="${escapeXml(name)}"><title>${escapeXml(name)}</title><rect width="600" height="400" fill="${bg}"/>${parts.join('')}${textLines(lines, 40, 90, 46, 54, `font-family="${SANS}" font-weight="800" fill="#ffffff"`)}</svg>`;
}

/** A round 256x256 avatar with the person's initials on a colour from their name. */
export function avatarSvg(rng: Prng, firstName: string, lastName: string): string {
  const hue = rng.int(0, 359);
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  const name = `${firstName} ${lastName}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" overflow="hidden" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="${escapeXml(name)}"><title>${escapeXml(name)}</title><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 65, 55)}"/><stop offset="1" stop-color="${hsl(hue + 40, 60, 35)}"/></linearGradient></defs><circle cx="128" cy="128" r="128" fill="url(#g)"/><text x="128" y="150" text-anchor="middle" font-family="${SANS}" font-size="92" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text></svg>`;
}

export type FlagLayout = 'vertical' | 'horizontal' | 'za' | 'gb' | 'us' | 'ke';

/** A simplified 60x40 flag for the country picker. */
export function flagSvg(name: string, layout: FlagLayout, colours: readonly string[], star?: string): string {
  const c = (i: number) => colours[i] ?? '#888888';
  let body: string;
  switch (layout) {
    case 'vertical':
      body = `<rect width="20" height="40" fill="${c(0)}"/><rect x="20" width="20" height="40" fill="${c(1)}"/><rect x="40" width="20" height="40" fill="${c(2)}"/>`;
      break;
    case 'horizontal':
      body =
        `<rect width="60" height="13.4" fill="${c(0)}"/><rect y="13.3" width="60" height="13.4" fill="${c(1)}"/><rect y="26.6" width="60" height="13.4" fill="${c(2)}"/>` +
        (star
          ? `<path d="M30 14.5l1.6 4.9h5.2l-4.2 3 1.6 4.9-4.2-3-4.2 3 1.6-4.9-4.2-3h5.2z" fill="${star}"/>`
          : '');
      break;
    case 'ke':
      body = `<rect width="60" height="40" fill="#ffffff"/><rect width="60" height="12" fill="${c(0)}"/><rect y="14" width="60" height="12" fill="${c(1)}"/><rect y="28" width="60" height="12" fill="${c(2)}"/><ellipse cx="30" cy="20" rx="6" ry="11" fill="${c(1)}" stroke="${c(0)}" stroke-width="1.5"/>`;
      break;
    case 'za':
      body = `<rect width="60" height="20" fill="${c(0)}"/><rect y="20" width="60" height="20" fill="${c(1)}"/><path d="M0 0l26 20L0 40z" fill="${c(3)}"/><path d="M0 4l21 16L0 36z" fill="${c(4)}"/><path d="M0 0h8l26 16h26v8H34L8 40H0l26-20z" fill="${c(5)}"/><path d="M0 3l22 14h38v6H22L0 37V31l18-11L0 9z" fill="${c(2)}"/>`;
      break;
    case 'gb':
      body = `<rect width="60" height="40" fill="${c(0)}"/><path d="M0 0l60 40M60 0L0 40" stroke="${c(1)}" stroke-width="8"/><path d="M0 0l60 40M60 0L0 40" stroke="${c(2)}" stroke-width="3"/><path d="M30 0v40M0 20h60" stroke="${c(1)}" stroke-width="12"/><path d="M30 0v40M0 20h60" stroke="${c(2)}" stroke-width="7"/>`;
      break;
    case 'us': {
      const stripes: string[] = [];
      for (let i = 0; i < 13; i++)
        stripes.push(
          `<rect y="${(i * 40) / 13}" width="60" height="${40 / 13 + 0.1}" fill="${i % 2 === 0 ? c(0) : c(1)}"/>`,
        );
      const stars: string[] = [];
      for (let row = 0; row < 5; row++)
        for (let col = 0; col < 6; col++)
          stars.push(`<circle cx="${2.2 + col * 4.2}" cy="${2.2 + row * 4.2}" r="0.9" fill="${c(1)}"/>`);
      body = `${stripes.join('')}<rect width="26" height="21.5" fill="${c(2)}"/>${stars.join('')}`;
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" overflow="hidden" viewBox="0 0 60 40" width="60" height="40" role="img" aria-label="Flag of ${escapeXml(name)}"><title>Flag of ${escapeXml(name)}</title>${body}</svg>`;
}
