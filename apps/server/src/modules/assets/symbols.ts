/**
 * Vector symbols drawn in a 100×100 box: the pieces the generated art (game tiles, banners,
 * vendor marks) and the house slot's reels are made of. Each is plain SVG markup with its
 * own colours (a cherry is red in every brand); nothing here is a font glyph.
 */
export const SYMBOL_ART = {
  cherry: `<path d="M50 14c-4 14-14 26-26 38M50 14c6 14 12 24 24 34" fill="none" stroke="#2f7d32" stroke-width="5" stroke-linecap="round"/>
<path d="M50 14c10-8 24-8 32 2-12 6-24 4-32-2z" fill="#43a047"/>
<circle cx="26" cy="66" r="20" fill="#d81b3c"/><circle cx="72" cy="62" r="20" fill="#c2132f"/>
<circle cx="19" cy="58" r="6" fill="#ff8fa3"/><circle cx="65" cy="54" r="6" fill="#ff8fa3"/>`,
  bell: `<path d="M50 12c-16 0-26 14-26 32v18l-8 12h68l-8-12V44c0-18-10-32-26-32z" fill="#f7c331" stroke="#a86f00" stroke-width="4" stroke-linejoin="round"/>
<path d="M36 40c0-10 6-18 14-20" fill="none" stroke="#fff3c4" stroke-width="5" stroke-linecap="round"/>
<circle cx="50" cy="82" r="8" fill="#a86f00"/><rect x="46" y="6" width="8" height="8" rx="3" fill="#a86f00"/>`,
  bar: `<rect x="8" y="30" width="84" height="40" rx="8" fill="#1f1f2b" stroke="#f7c331" stroke-width="4"/>
<path d="M20 38h60M20 62h60" stroke="#f7c331" stroke-width="2"/>
<text x="50" y="60" font-family="Arial Black,Arial,sans-serif" font-size="24" font-weight="900" text-anchor="middle" fill="#ffffff">BAR</text>`,
  seven: `<path d="M18 14h66v14L50 90H30l32-60H18z" fill="#e53935" stroke="#7f0000" stroke-width="5" stroke-linejoin="round"/>
<path d="M24 20h52" stroke="#ff9e9e" stroke-width="4" stroke-linecap="round"/>`,
  gem: `<path d="M26 16h48l18 24-42 48L8 40z" fill="#29b6f6" stroke="#01579b" stroke-width="4" stroke-linejoin="round"/>
<path d="M8 40h84M26 16l12 24 12-24 12 24 12-24M38 40l12 48 12-48" fill="none" stroke="#01579b" stroke-width="3" stroke-linejoin="round"/>
<path d="M30 22l6 12" stroke="#e1f5fe" stroke-width="4" stroke-linecap="round"/>`,
  crown: `<path d="M10 34l20 16 20-32 20 32 20-16-8 46H18z" fill="#f7c331" stroke="#a86f00" stroke-width="4" stroke-linejoin="round"/>
<rect x="18" y="72" width="64" height="12" rx="3" fill="#e0a800" stroke="#a86f00" stroke-width="4"/>
<circle cx="50" cy="58" r="7" fill="#d81b3c"/><circle cx="30" cy="62" r="5" fill="#29b6f6"/><circle cx="70" cy="62" r="5" fill="#43a047"/>`,
  clover: `<g fill="#43a047" stroke="#1b5e20" stroke-width="3"><circle cx="36" cy="36" r="16"/><circle cx="64" cy="36" r="16"/><circle cx="36" cy="62" r="16"/><circle cx="64" cy="62" r="16"/></g>
<path d="M50 50c4 18 10 30 22 40" fill="none" stroke="#1b5e20" stroke-width="5" stroke-linecap="round"/>`,
  horseshoe: `<path d="M22 16v34a28 28 0 0 0 56 0V16" fill="none" stroke="#8d6e63" stroke-width="16" stroke-linecap="round"/>
<path d="M22 16v34a28 28 0 0 0 56 0V16" fill="none" stroke="#bcaaa4" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 12"/>`,
  lemon: `<path d="M12 52c0-20 18-34 38-34s38 14 38 34-18 32-38 32-38-12-38-32z" fill="#fdd835" stroke="#c49000" stroke-width="4"/>
<path d="M12 52l-6-2M88 52l6-2" stroke="#c49000" stroke-width="5" stroke-linecap="round"/>
<path d="M30 38c6-6 14-8 22-8" fill="none" stroke="#fff59d" stroke-width="5" stroke-linecap="round"/>`,
  grape: `<g fill="#7b1fa2" stroke="#4a0072" stroke-width="3"><circle cx="34" cy="38" r="11"/><circle cx="56" cy="38" r="11"/><circle cx="76" cy="40" r="10"/><circle cx="44" cy="56" r="11"/><circle cx="66" cy="58" r="11"/><circle cx="54" cy="76" r="11"/></g>
<path d="M54 26c-2-10 4-16 12-18" fill="none" stroke="#2f7d32" stroke-width="5" stroke-linecap="round"/>
<path d="M40 22c8-12 22-12 28-2-10 4-20 6-28 2z" fill="#43a047"/>`,
  star: `<path d="M50 8l12 28 30 3-23 20 7 30-26-16-26 16 7-30L8 39l30-3z" fill="#ffca28" stroke="#c77c00" stroke-width="4" stroke-linejoin="round"/>
<path d="M40 34l10-18" stroke="#fff8e1" stroke-width="4" stroke-linecap="round"/>`,
  coin: `<circle cx="50" cy="50" r="40" fill="#f7c331" stroke="#a86f00" stroke-width="5"/><circle cx="50" cy="50" r="28" fill="none" stroke="#a86f00" stroke-width="3"/>
<path d="M50 30v40M58 38c-4-4-16-4-16 3s16 5 16 13-12 7-16 3" fill="none" stroke="#a86f00" stroke-width="5" stroke-linecap="round"/>`,
  heart: `<path d="M50 86S10 60 10 34c0-12 10-22 22-22 8 0 14 4 18 10 4-6 10-10 18-10 12 0 22 10 22 22 0 26-40 52-40 52z" fill="#e53935" stroke="#7f0000" stroke-width="4" stroke-linejoin="round"/>
<path d="M24 30c2-6 6-8 10-8" stroke="#ff9e9e" stroke-width="5" stroke-linecap="round"/>`,
  bolt: `<path d="M58 6L20 56h24l-8 38 44-54H54z" fill="#ffd600" stroke="#c49000" stroke-width="4" stroke-linejoin="round"/>`,
  moon: `<path d="M62 10a40 40 0 1 0 28 64A32 32 0 0 1 62 10z" fill="#fff59d" stroke="#c49000" stroke-width="4"/>
<circle cx="38" cy="58" r="5" fill="#e6d77a"/><circle cx="52" cy="74" r="4" fill="#e6d77a"/>`,
  sun: `<g stroke="#f57c00" stroke-width="6" stroke-linecap="round"><path d="M50 4v14M50 82v14M4 50h14M82 50h14M17 17l10 10M73 73l10 10M17 83l10-10M73 27l10-10"/></g>
<circle cx="50" cy="50" r="24" fill="#ffca28" stroke="#f57c00" stroke-width="4"/>`,
  anchor: `<circle cx="50" cy="18" r="9" fill="none" stroke="#b0bec5" stroke-width="6"/>
<path d="M50 27v60M32 42h36M16 62c4 16 18 26 34 26s30-10 34-26" fill="none" stroke="#b0bec5" stroke-width="7" stroke-linecap="round"/>
<path d="M10 64l8-8 6 10zM90 64l-8-8-6 10z" fill="#b0bec5"/>`,
  fish: `<path d="M12 50c16-22 46-26 64-8l14-12v40L76 58C58 76 28 72 12 50z" fill="#ff7043" stroke="#bf360c" stroke-width="4" stroke-linejoin="round"/>
<circle cx="30" cy="46" r="5" fill="#1b1b24"/><path d="M46 36c4 8 4 20 0 28" fill="none" stroke="#bf360c" stroke-width="3"/>`,
  note: `<path d="M38 74V20l44-10v54" fill="none" stroke="#5e35b1" stroke-width="7" stroke-linejoin="round"/>
<ellipse cx="28" cy="76" rx="14" ry="10" fill="#7e57c2"/><ellipse cx="72" cy="66" rx="14" ry="10" fill="#7e57c2"/>`,
  lotus: `<g stroke="#ad1457" stroke-width="3" stroke-linejoin="round"><path d="M50 16c12 14 12 40 0 56-12-16-12-42 0-56z" fill="#f48fb1"/>
<path d="M16 40c18 0 32 14 34 32-18 2-32-12-34-32zM84 40c-18 0-32 14-34 32 18 2 32-12 34-32z" fill="#f06292"/></g>
<path d="M14 78h72" stroke="#2e7d32" stroke-width="6" stroke-linecap="round"/>`,
  spade: `<path d="M50 10C38 30 14 42 14 60c0 12 10 20 22 18-2 6-6 10-10 12h48c-4-2-8-6-10-12 12 2 22-6 22-18 0-18-24-30-36-50z" fill="#1b1b24"/>`,
  chip: `<circle cx="50" cy="50" r="40" fill="#d81b3c"/><g stroke="#ffffff" stroke-width="8"><path d="M50 10v14M50 76v14M10 50h14M76 50h14M22 22l10 10M68 68l10 10M22 78l10-10M68 32l10-10"/></g>
<circle cx="50" cy="50" r="22" fill="#ffffff"/><circle cx="50" cy="50" r="16" fill="none" stroke="#d81b3c" stroke-width="3"/>`,
  dice: `<rect x="14" y="14" width="72" height="72" rx="14" fill="#fafafa" stroke="#37474f" stroke-width="4"/>
<g fill="#d81b3c"><circle cx="32" cy="32" r="7"/><circle cx="50" cy="50" r="7"/><circle cx="68" cy="68" r="7"/></g>`,
  ball: `<circle cx="50" cy="50" r="40" fill="#fafafa" stroke="#263238" stroke-width="4"/>
<path d="M50 30l16 12-6 19H40l-6-19z" fill="#263238"/><path d="M50 30V12M66 42l17-6M60 61l10 16M40 61L30 77M34 42l-17-6" stroke="#263238" stroke-width="4"/>`,
  trophy: `<path d="M28 12h44v22c0 14-10 24-22 24S28 48 28 34z" fill="#f7c331" stroke="#a86f00" stroke-width="4"/>
<path d="M28 20H14c0 14 6 20 16 22M72 20h14c0 14-6 20-16 22" fill="none" stroke="#a86f00" stroke-width="5"/>
<path d="M44 58h12v14H44zM30 74h40v12H30z" fill="#e0a800" stroke="#a86f00" stroke-width="4"/>`,
  controller: `<path d="M24 30h52c12 0 18 16 18 34 0 14-10 18-18 8l-8-10H32l-8 10c-8 10-18 6-18-8 0-18 6-34 18-34z" fill="#5c6bc0" stroke="#283593" stroke-width="4" stroke-linejoin="round"/>
<path d="M28 46h14M35 39v14" stroke="#fafafa" stroke-width="5" stroke-linecap="round"/><circle cx="64" cy="42" r="5" fill="#ffca28"/><circle cx="74" cy="52" r="5" fill="#e53935"/>`,
  lottoBall: `<circle cx="50" cy="50" r="40" fill="#1e88e5" stroke="#0d47a1" stroke-width="4"/><circle cx="50" cy="50" r="22" fill="#fafafa"/>
<path d="M32 26c6-6 14-8 20-8" fill="none" stroke="#bbdefb" stroke-width="5" stroke-linecap="round"/>`,
  ticket: `<path d="M10 28h80v14a8 8 0 0 0 0 16v14H10V58a8 8 0 0 0 0-16z" fill="#ffca28" stroke="#c77c00" stroke-width="4" stroke-linejoin="round"/>
<path d="M34 30v40" stroke="#c77c00" stroke-width="3" stroke-dasharray="4 4"/><path d="M48 42h30M48 52h22M48 62h26" stroke="#c77c00" stroke-width="4" stroke-linecap="round"/>`,
  rooster: `<path d="M30 82c-10-16-6-40 12-48l-4-14 10 6 4-14 6 14 10-4-6 14c14 8 20 26 12 46z" fill="#e65100" stroke="#7f2704" stroke-width="4" stroke-linejoin="round"/>
<path d="M62 30l14 4-12 6" fill="#ffca28" stroke="#c77c00" stroke-width="3"/><circle cx="58" cy="36" r="3" fill="#1b1b24"/>`,
  gift: `<rect x="14" y="40" width="72" height="48" rx="4" fill="#e53935" stroke="#7f0000" stroke-width="4"/><rect x="10" y="28" width="80" height="16" rx="4" fill="#ef5350" stroke="#7f0000" stroke-width="4"/>
<path d="M50 28v60" stroke="#ffca28" stroke-width="10"/><path d="M50 28c-8-16-26-16-20-2 4 6 20 2 20 2zm0 0c8-16 26-16 20-2-4 6-20 2-20 2z" fill="#ffca28" stroke="#c77c00" stroke-width="3"/>`,
  phone: `<rect x="28" y="8" width="44" height="84" rx="8" fill="#263238" stroke="#90a4ae" stroke-width="4"/><rect x="33" y="18" width="34" height="58" rx="3" fill="#4fc3f7"/>
<circle cx="50" cy="84" r="4" fill="#90a4ae"/>`,
  bag: `<path d="M18 34h64l-6 54H24z" fill="#8e24aa" stroke="#4a0072" stroke-width="4" stroke-linejoin="round"/><path d="M36 40V26a14 14 0 0 1 28 0v14" fill="none" stroke="#4a0072" stroke-width="5"/>`,
  question: `<circle cx="50" cy="46" r="36" fill="#26a69a" stroke="#00695c" stroke-width="4"/><path d="M30 76l-8 16 22-10" fill="#26a69a" stroke="#00695c" stroke-width="4" stroke-linejoin="round"/>
<path d="M38 36a12 12 0 1 1 16 11c-4 2-4 5-4 9" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round"/><circle cx="50" cy="66" r="4.5" fill="#ffffff"/>`,
} as const;

export type SymbolName = keyof typeof SYMBOL_ART;
export const SYMBOL_NAMES = Object.keys(SYMBOL_ART) as SymbolName[];

/** A symbol placed at (x, y) with the given size: a group scaled from its 100×100 box. */
export const placeSymbol = (name: SymbolName, x: number, y: number, size: number, rotate = 0) =>
  `<g transform="translate(${x} ${y})${rotate ? ` rotate(${rotate} ${size / 2} ${size / 2})` : ''} scale(${size / 100})">${SYMBOL_ART[name]}</g>`;

/** What each lobby category's art is drawn with; a game picks from its category's list by its hash. */
export const CATEGORY_SYMBOLS: Record<string, readonly SymbolName[]> = {
  RNG: ['cherry', 'bell', 'bar', 'seven', 'gem', 'crown', 'clover', 'horseshoe', 'lemon', 'grape', 'star', 'coin'],
  LIVE: ['spade', 'heart', 'chip', 'dice', 'crown', 'coin'],
  PVP: ['spade', 'heart', 'dice', 'chip', 'trophy'],
  FISH: ['fish', 'anchor', 'gem', 'coin', 'star'],
  LOTT: ['lottoBall', 'ticket', 'coin', 'star', 'clover'],
  ELOTT: ['lottoBall', 'ticket', 'bolt', 'coin'],
  SPORTS: ['ball', 'trophy', 'star', 'bolt'],
  ESPORTS: ['controller', 'trophy', 'bolt', 'star'],
  DS88: ['rooster', 'trophy', 'coin'],
};

/** The motif of each banner group. */
export const GROUP_SYMBOLS: Record<string, readonly SymbolName[]> = {
  home: ['crown', 'coin', 'gem', 'star'],
  rng: ['seven', 'cherry', 'bell', 'bar'],
  live: ['spade', 'chip', 'heart', 'dice'],
  fish: ['fish', 'anchor', 'gem', 'coin'],
  pvp: ['spade', 'dice', 'heart', 'trophy'],
  sports: ['ball', 'trophy', 'star', 'bolt'],
  esports: ['controller', 'trophy', 'bolt', 'star'],
  lottery: ['lottoBall', 'ticket', 'clover', 'coin'],
  download: ['phone', 'star', 'bolt', 'coin'],
  promotion: ['gift', 'coin', 'star', 'gem'],
  shop: ['bag', 'gift', 'coin', 'gem'],
  help: ['question', 'star', 'heart', 'clover'],
};
