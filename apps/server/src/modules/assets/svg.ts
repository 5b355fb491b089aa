import {
  BRAND_LOGO_SIZE,
  type BrandLook,
  brandColour,
  DEFAULT_BRAND_LOOK,
  type LogoMark,
  type Theme,
} from '@arcadia/contracts';
import { contrast, escapeXml, hashOf, type Palette, paletteFor, pick, randomFrom, wrap } from './palette.ts';
import { CATEGORY_SYMBOLS, GROUP_SYMBOLS, placeSymbol, type SymbolName } from './symbols.ts';

/**
 * Artwork drawn on the server as SVG (docs/decisions.md): banners, vendor logos, game tiles
 * and brand logos. Each drawing follows from the item's name and category, the brand's look
 * and the theme: a hash of the name picks the layout, the shapes, the shift of the brand's
 * colours and the category's symbol, so no two items share one template and the same item
 * always draws the same.
 */

export interface ArtContext {
  look: BrandLook;
  theme: Theme;
}

const HOUSE: ArtContext = { look: DEFAULT_BRAND_LOOK, theme: 'dark' };

const gradient = (id: string, p: Palette, angle: number) => {
  const rad = (angle * Math.PI) / 180;
  const x = Math.cos(rad) / 2;
  const y = Math.sin(rad) / 2;
  return `<linearGradient id="${id}" x1="${(0.5 - x).toFixed(2)}" y1="${(0.5 - y).toFixed(2)}" x2="${(0.5 + x).toFixed(2)}" y2="${(0.5 + y).toFixed(2)}"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`;
};

/** The background pattern of a drawing: one of five, with its own positions from the hash. */
function pattern(kind: number, p: Palette, w: number, h: number, random: () => number): string {
  const cx = w * (0.55 + random() * 0.35);
  const cy = h * (0.2 + random() * 0.6);
  switch (kind % 5) {
    case 0: {
      const rays = 10 + Math.floor(random() * 8);
      const r = Math.max(w, h) * 1.2;
      return Array.from({ length: rays }, (_, i) => {
        const a = (i * 2 * Math.PI) / rays;
        const b = a + Math.PI / rays;
        return `<path d="M${cx.toFixed(0)} ${cy.toFixed(0)}L${(cx + r * Math.cos(a)).toFixed(0)} ${(cy + r * Math.sin(a)).toFixed(0)}L${(cx + r * Math.cos(b)).toFixed(0)} ${(cy + r * Math.sin(b)).toFixed(0)}z" fill="${p.shape}" opacity=".12"/>`;
      }).join('');
    }
    case 1: {
      const step = (w / 6) * (0.6 + random() * 0.6);
      return Array.from(
        { length: Math.ceil((w + h) / step) },
        (_, i) =>
          `<path d="M${(i * step - h).toFixed(0)} ${h}L${(i * step).toFixed(0)} 0" stroke="${i % 2 ? p.shape : p.shape2}" stroke-width="${(step / 3).toFixed(0)}" opacity=".14"/>`,
      ).join('');
    }
    case 2:
      return Array.from(
        { length: 6 },
        (_, i) =>
          `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${((i + 1) * Math.max(w, h) * 0.09).toFixed(0)}" fill="none" stroke="${p.shape}" stroke-width="${(Math.max(w, h) * 0.02).toFixed(0)}" opacity="${(0.3 - i * 0.04).toFixed(2)}"/>`,
      ).join('');
    case 3:
      return Array.from({ length: 14 }, () => {
        const x = random() * w;
        const y = random() * h;
        const s = (0.02 + random() * 0.05) * Math.max(w, h);
        return random() < 0.5
          ? `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${s.toFixed(0)}" fill="${p.shape2}" opacity=".22"/>`
          : `<path d="M${x.toFixed(0)} ${(y - s).toFixed(0)}l${s.toFixed(0)} ${s.toFixed(0)}-${s.toFixed(0)} ${s.toFixed(0)}-${s.toFixed(0)}-${s.toFixed(0)}z" fill="${p.shape}" opacity=".22"/>`;
      }).join('');
    default: {
      const wave = (y: number, amp: number) =>
        `M0 ${y}C${w * 0.25} ${y - amp} ${w * 0.5} ${y + amp} ${w} ${y - amp / 2}V${h}H0z`;
      return `<path d="${wave(h * (0.45 + random() * 0.2), h * 0.25)}" fill="${p.shape}" opacity=".14"/><path d="${wave(h * (0.65 + random() * 0.15), h * 0.2)}" fill="${p.shape2}" opacity=".18"/>`;
    }
  }
}

/** A game tile (200×200): the category's symbols on the brand's colours; the name is written beside it, not in it. */
export function gameTile(
  game: { gameCode: string; name: string; vendor: string; category: string },
  context: ArtContext = HOUSE,
): string {
  const hash = hashOf(`${game.gameCode}|${game.name}`);
  const random = randomFrom(hash);
  const p = paletteFor(context.look, context.theme, hash);
  const symbols = CATEGORY_SYMBOLS[game.category] ?? CATEGORY_SYMBOLS.RNG ?? [];
  const main = pick(symbols, hash >>> 3);
  const second = pick(
    symbols.filter((s) => s !== main),
    hash >>> 11,
  );
  const layout = (hash >>> 5) % 4;
  const tilt = Math.round(random() * 24 - 12);
  const art: string[] = [];
  if (layout === 0) art.push(placeSymbol(main, 40, 30, 120, tilt));
  else if (layout === 1) art.push(placeSymbol(second, 104, 20, 76, -tilt), placeSymbol(main, 22, 56, 110, tilt));
  else if (layout === 2)
    art.push(
      `<circle cx="100" cy="92" r="70" fill="${p.shape}" opacity=".25"/>`,
      placeSymbol(main, 50, 42, 100, tilt),
      placeSymbol(second, 126, 112, 56),
    );
  else
    art.push(
      placeSymbol(second, 18, 26, 64, -tilt),
      placeSymbol(second, 118, 26, 64, tilt),
      placeSymbol(main, 56, 62, 88),
    );
  const badge = escapeXml(game.vendor.slice(0, 6));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<title>${escapeXml(game.name)}</title>
<defs>${gradient('g', p, 30 + (hash % 120))}</defs>
<rect width="200" height="200" rx="16" fill="url(#g)"/>
<g>${pattern(hash >>> 2, p, 200, 200, random)}</g>
${art.join('\n')}
<rect x="10" y="168" width="${18 + badge.length * 9}" height="22" rx="11" fill="${p.primary}"/>
<text x="${19 + (badge.length * 9) / 2}" y="184" font-family="${p.font}" font-size="13" font-weight="700" fill="${p.primaryText}" text-anchor="middle">${badge}</text>
</svg>`;
}

/** The outline of a vendor's mark: one of five shapes by the vendor's hash. */
function markShape(kind: number, fill: string, stroke: string): string {
  const attrs = `fill="${fill}" stroke="${stroke}" stroke-width="3"`;
  switch (kind % 5) {
    case 0:
      return `<circle cx="40" cy="40" r="28" ${attrs}/>`;
    case 1:
      return `<path d="M40 10l26 15v30L40 70 14 55V25z" ${attrs}/>`;
    case 2:
      return `<path d="M40 10l28 30-28 30-28-30z" ${attrs}/>`;
    case 3:
      return `<path d="M16 14h48v26c0 16-12 26-24 30-12-4-24-14-24-30z" ${attrs}/>`;
    default:
      return `<rect x="13" y="13" width="54" height="54" rx="14" ${attrs}/>`;
  }
}

/** A vendor's logo (160×80): a mark with its initials, its code as a word mark and its category's symbol. */
export function vendorLogo(code: string, category: string, context: ArtContext = HOUSE): string {
  const hash = hashOf(code);
  const p = paletteFor(context.look, context.theme, hash);
  const dark = context.theme === 'dark';
  const hue = hash % 360;
  const markFill = dark ? `hsl(${hue} 70% 55%)` : `hsl(${hue} 65% 42%)`;
  const initials = escapeXml(code.replace(/[^A-Za-z0-9]/g, '').slice(0, 2) || '?');
  const word = escapeXml(code);
  const symbols: readonly SymbolName[] = CATEGORY_SYMBOLS[category] ?? CATEGORY_SYMBOLS.RNG ?? ['star'];
  const symbol = pick(symbols, hash >>> 7);
  const size = code.length > 6 ? 15 : 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80" viewBox="0 0 160 80">
<defs>${gradient('g', p, 20 + (hash % 90))}</defs>
<rect width="160" height="80" rx="12" fill="url(#g)"/>
${markShape(hash >>> 4, markFill, dark ? '#ffffff' : p.ink)}
<text x="40" y="47" font-family="${p.font}" font-size="20" font-weight="800" fill="#ffffff" text-anchor="middle">${initials}</text>
<text x="76" y="40" font-family="${p.font}" font-size="${size}" font-weight="800" fill="${p.ink}">${word}</text>
${placeSymbol(symbol, 120, 46, 26)}
<text x="76" y="62" font-family="${p.font}" font-size="11" fill="${p.inkSoft}">${escapeXml(category)}</text>
</svg>`;
}

/** A banner (1920×480): the brand's words for it in the page's language, over art drawn for its group. */
export function bannerImage(
  banner: { group: string; index: number; title: string; brandName: string },
  context: ArtContext = HOUSE,
): string {
  const hash = hashOf(`${banner.group}|${banner.index}|${banner.brandName}`);
  const random = randomFrom(hash);
  const p = paletteFor(context.look, context.theme, hash);
  const symbols = GROUP_SYMBOLS[banner.group] ?? GROUP_SYMBOLS.home ?? [];
  const main = pick(symbols, hash >>> 3);
  const others = symbols.filter((s) => s !== main);
  const layout = (hash >>> 6) % 3;
  const textLeft = layout !== 1;
  const textX = layout === 2 ? 960 : textLeft ? 140 : 980;
  const anchor = layout === 2 ? 'middle' : 'start';
  const lines = wrap(banner.title, layout === 2 ? 26 : 20);
  const art: string[] = [];
  const artX = textLeft ? 1240 : 180;
  if (layout === 2) {
    art.push(placeSymbol(main, 80, 120, 260, -10), placeSymbol(pick(others, hash), 1580, 120, 260, 10));
    for (let i = 0; i < 5; i++)
      art.push(placeSymbol(pick(others, i + hash), 380 + random() * 1100, i % 2 ? 360 : 20, 80 + random() * 30));
  } else {
    art.push(`<circle cx="${artX + 230}" cy="240" r="210" fill="${p.shape}" opacity=".22"/>`);
    art.push(placeSymbol(main, artX + 80, 80, 320, Math.round(random() * 20 - 10)));
    const spots = [
      [0, 40],
      [380, 60],
      [330, 320],
    ] as const;
    others.slice(0, 3).forEach((symbol, i) => {
      const [dx, y] = spots[i] ?? [0, 0];
      art.push(placeSymbol(symbol, artX + dx, y, 100, Math.round(random() * 30 - 15)));
    });
  }
  // The longest line fits the text's side (about 800 px; 1300 centred).
  const longest = Math.max(...lines.map((line) => line.length), 1);
  const fontSize = Math.round(Math.min(lines.length > 1 ? 84 : 100, (layout === 2 ? 1300 : 800) / (longest * 0.6)));
  const firstY = lines.length > 1 ? 200 : 250;
  const text = lines
    .map((line, i) => `<tspan x="${textX}" y="${firstY + i * (fontSize + 8)}">${escapeXml(line)}</tspan>`)
    .join('');
  const ruleX = anchor === 'middle' ? textX - 60 : textX;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="480" viewBox="0 0 1920 480">
<defs>${gradient('g', p, hash % 60)}</defs>
<rect width="1920" height="480" fill="url(#g)"/>
<g>${pattern(hash >>> 2, p, 1920, 480, random)}</g>
${art.join('\n')}
<text font-family="${p.font}" font-size="${fontSize}" font-weight="800" fill="${p.ink}" text-anchor="${anchor}">${text}</text>
<rect x="${ruleX}" y="${firstY + lines.length * (fontSize + 8) - 50}" width="120" height="10" rx="5" fill="${p.primary}"/>
<text x="${textX}" y="${firstY + lines.length * (fontSize + 8) + 14}" font-family="${p.font}" font-size="34" font-weight="600" fill="${p.inkSoft}" text-anchor="${anchor}">${escapeXml(banner.brandName)}</text>
</svg>`;
}

const LOGO_SYMBOL: Record<LogoMark, SymbolName | null> = {
  crown: 'crown',
  star: 'star',
  diamond: 'gem',
  shield: null,
  bolt: 'bolt',
  clover: 'clover',
};

/** A brand's logo (220×56) for its header: its mark in a disc of its primary colour, its name in its font. */
export function brandLogo(name: string, context: ArtContext = HOUSE): string {
  const { look, theme } = context;
  const primary = brandColour(look, theme, 'primary');
  const header = brandColour(look, theme, 'header-bottom');
  // The name must read on the header it sits on: the primary colour when it does, else white or ink.
  const ink = contrast(primary, header) >= 3 ? primary : contrast('#ffffff', header) >= 3 ? '#ffffff' : '#111111';
  const symbol = LOGO_SYMBOL[look.logoMark];
  const mark = symbol
    ? placeSymbol(symbol, 8, 8, 40)
    : `<path d="M16 12h24v14c0 9-6 15-12 18-6-3-12-9-12-18z" fill="${brandColour(look, theme, 'accent')}" stroke="#ffffff" stroke-width="2"/>`;
  const font = paletteFor(look, theme, 0).font;
  const { width, height } = BRAND_LOGO_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<circle cx="28" cy="28" r="26" fill="${primary}" stroke="${ink}" stroke-width="2"/>
${mark}
<text x="64" y="37" font-family="${font}" font-size="${name.length > 10 ? 19 : 24}" font-weight="800" fill="${ink}">${escapeXml(name)}</text>
</svg>`;
}

/** The avatar of members who have not uploaded one (also the browser's fallback). */
export function defaultAvatar(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<circle cx="48" cy="48" r="48" fill="#6142bf"/>
<circle cx="48" cy="38" r="17" fill="#e9e4f7"/>
<path d="M16 82c5-17 18-25 32-25s27 8 32 25a47 47 0 0 1-64 0z" fill="#e9e4f7"/>
</svg>`;
}
