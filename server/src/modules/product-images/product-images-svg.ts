import { BRAND_LABELS, BRAND_THEMES, type Brand, themeOfBrand } from '@backstage/domain';

export const IMAGE_WIDTH = 480;
export const IMAGE_HEIGHT = 360;

/** What a product image shows: the catalogue's name, brand and type. */
export interface ImageSubject {
  name: string;
  brand: Brand;
  type: string | null;
}

type Family =
  | 'headphones'
  | 'video'
  | 'software'
  | 'amp'
  | 'mixer'
  | 'tuner'
  | 'effect'
  | 'keys'
  | 'drum'
  | 'generic';

// First match wins: "Software Synthesizer" is software, "Bass Drum Pedal" a drum item, "Guitar Synthesizer" an effect.
const FAMILIES: [Family, RegExp][] = [
  ['headphones', /headphone/],
  ['video', /video|camera|switcher|scaler|replayer|av mixer/],
  ['software', /software|app\b|expansion|library/],
  ['amp', /amplifier|monitor/],
  ['mixer', /mixer|console|interface|recorder|snake|sampler|rhythm|aira|dj/],
  ['tuner', /tuner|metronome/],
  ['effect', /guitar|effect|loop|waza|overdrive|driver|vocal|acoustic/],
  ['keys', /piano|organ|synth|keyboard|accordion|arranger/],
  ['drum', /drum|snare|percussion|pad|conga|bongo|timbale|cajon|djembe|hardware|head|mount/],
  ['effect', /pedal/],
];

/** The pictogram family of a product type (`Digital Piano` → keys); generic when none fits. */
export function familyOf(type: string | null): Family {
  const value = (type ?? '').toLowerCase();
  return FAMILIES.find(([, pattern]) => pattern.test(value))?.[0] ?? 'generic';
}

// Line drawings in a 160 x 100 box, stroked in the brand colour.
const PICTOGRAMS: Record<Family, string> = {
  keys: '<rect x="4" y="20" width="152" height="64" rx="6"/><path d="M23 20v64M42 20v64M61 20v64M80 20v64M99 20v64M118 20v64M137 20v64"/><path d="M17 20h12v38H17zM36 20h12v38H36zM74 20h12v38H74zM93 20h12v38H93zM112 20h12v38h-12z" class="f"/>',
  drum: '<ellipse cx="80" cy="26" rx="60" ry="16"/><path d="M20 26v46c0 9 27 16 60 16s60-7 60-16V26"/><path d="M32 38l14 44M80 42v46M128 38l-14 44"/>',
  effect:
    '<rect x="45" y="4" width="70" height="92" rx="8"/><circle cx="62" cy="22" r="7"/><circle cx="80" cy="22" r="7"/><circle cx="98" cy="22" r="7"/><rect x="55" y="48" width="50" height="38" rx="4"/>',
  amp: '<rect x="20" y="4" width="120" height="92" rx="8"/><path d="M20 24h120"/><circle cx="80" cy="60" r="26"/><circle cx="80" cy="60" r="8"/>',
  mixer:
    '<rect x="10" y="6" width="140" height="88" rx="6"/><path d="M35 20v60M65 20v60M95 20v60M125 20v60"/><path d="M28 58h14M58 34h14M88 66h14M118 44h14" stroke-width="8"/>',
  video:
    '<rect x="10" y="6" width="140" height="76" rx="6"/><path d="M68 28v32l28-16z" class="f"/><path d="M55 96h50M80 82v14"/>',
  headphones:
    '<path d="M30 70V52a50 50 0 0 1 100 0v18"/><rect x="20" y="60" width="26" height="36" rx="8"/><rect x="114" y="60" width="26" height="36" rx="8"/>',
  software:
    '<path d="M44 84h76a22 22 0 0 0 0-44 34 34 0 0 0-64-6 26 26 0 0 0-12 50z"/><path d="M58 62h10l6-14 10 26 8-18 6 6h10"/>',
  tuner: '<path d="M56 94h48L90 6H70z"/><path d="M80 80l22-54"/><circle cx="80" cy="80" r="5" class="f"/>',
  generic: '<rect x="30" y="10" width="100" height="80" rx="8"/><path d="M30 34h100M54 62h52"/>',
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text made safe for SVG content and attributes. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Splits a name into at most three lines of about `width` characters, cutting between words. */
export function nameLines(name: string, width = 20): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 3) return lines;
  return [
    ...lines.slice(0, 2),
    `${lines
      .slice(2)
      .join(' ')
      .slice(0, width - 1)}…`,
  ];
}

/** A clean product image: brand colours, a pictogram of the product type, the model name and the brand. */
export function productImageSvg({ name, brand, type }: ImageSubject): string {
  const palette = BRAND_THEMES[themeOfBrand(brand)];
  const lines = nameLines(name);
  const size = Math.max(...lines.map((line) => line.length)) > 14 || lines.length > 1 ? 30 : 40;
  const top = 232 - ((lines.length - 1) * size * 1.15) / 2;
  const text = lines
    .map((line, i) => `<tspan x="240" y="${(top + i * size * 1.15).toFixed(1)}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" role="img" aria-label="${escapeXml(`${BRAND_LABELS[brand]} ${name}`)}">`,
    `<style>.p{fill:none;stroke:${palette.primary};stroke-width:5;stroke-linecap:round;stroke-linejoin:round}.p .f{fill:${palette.primary}}text{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;text-anchor:middle}</style>`,
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="${palette.surface}"/>`,
    `<rect y="${IMAGE_HEIGHT - 12}" width="${IMAGE_WIDTH}" height="12" fill="${palette.primary}"/>`,
    `<g class="p" transform="translate(140 26) scale(1.25)">${PICTOGRAMS[familyOf(type)]}</g>`,
    `<text font-size="${size}" font-weight="700" fill="${palette.text}">${text}</text>`,
    `<text x="240" y="${IMAGE_HEIGHT - 32}" font-size="18" letter-spacing="2" fill="${palette.textMuted}">${escapeXml(BRAND_LABELS[brand].toUpperCase())}</text>`,
    '</svg>',
  ].join('');
}
