/**
 * The slot page's style sheet (served as /house/slot/app.css); the theme's hue comes in as --hue.
 * The first screen (top line, reels, result, controls) fits the viewport, which in the site's game
 * frame is the iframe: each cell is the smaller of a fifth of the width and a third of the height
 * left once the fixed-height parts are counted (--chrome), so the reels never push Spin below the
 * fold. Rules and fairness sit under it. Framed (html.framed, set by app.js), the top line drops the
 * Back link and the game name the site's own bar already shows.
 */
export const PAGE_CSS = `
:root { --hue: 260; --panel: var(--surface); --edge: var(--border); --muted: var(--text-muted); --hit: var(--highlight);
  /* The game's own hue only tints the token colours (design tokens: /house/slot/tokens.css). */
  --tint: hsl(var(--hue) 65% 50%); font-family: var(--font);
  --bar-h: 38px; --gap: 6px; --controls-h: 48px;
  /* Everything on the first screen but the reels: bar, main's top padding, the machine's border and
     padding, result and wins lines, controls and their margins. */
  --chrome: calc(var(--bar-h) + 8px + 24px + 32px + 36px + 16px + var(--controls-h) + 8px);
  --fit-h: 100vh; }
@supports (height: 100dvh) { :root { --fit-h: 100dvh; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font-size: 15px; line-height: 1.4; }
.sr, html.framed .bar h1 { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.bar { display: flex; align-items: center; gap: 12px; height: var(--bar-h); padding: 0 14px; background: var(--panel); border-bottom: 1px solid var(--edge); }
.bar h1 { flex: 1; min-width: 0; margin: 0; font-size: 16px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.bar .balance { margin: 0 0 0 auto; white-space: nowrap; }
.back { color: var(--primary); }
html.framed .back { display: none; }
main { position: relative; max-width: 760px; margin: 0 auto; padding: 8px 12px 12px; container-type: inline-size; }
/* Over the top of the machine rather than above it, so an error never moves the controls. */
.error { position: absolute; z-index: 2; top: 8px; left: 12px; right: 12px; margin: 0; background: var(--danger-surface);
  border: 1px solid var(--danger); padding: 8px 12px; border-radius: 6px; box-shadow: var(--shadow); }
.machine { position: relative; background: var(--panel); border: 2px solid var(--edge); border-radius: 14px; padding: 10px; }
.reels { --cell: max(36px, min((100cqw - 24px - 4 * var(--gap)) / 5, (var(--fit-h) - var(--chrome) - 2 * var(--gap)) / 3));
  display: grid; grid-template-columns: repeat(5, var(--cell)); justify-content: center; gap: var(--gap); }
.reel { display: grid; grid-template-rows: repeat(3, var(--cell)); gap: var(--gap); }
.cell { width: var(--cell); height: var(--cell); display: flex; align-items: center; justify-content: center; border-radius: 10px;
  background: color-mix(in srgb, var(--tint) 18%, var(--surface-2)); transition: transform .15s; }
.cell .art { width: 84%; height: 84%; }
.paytable .art { width: 28px; height: 28px; vertical-align: middle; }
.sprite { position: absolute; width: 0; height: 0; overflow: hidden; }
.cell[data-symbol='W'] { background: color-mix(in srgb, var(--primary) 30%, var(--surface-2)); }
.cell[data-symbol='S'] { background: color-mix(in srgb, var(--accent) 30%, var(--surface-2)); }
.cell.hit { outline: 3px solid var(--hit); outline-offset: -3px; transform: scale(1.04); }
.reel.spinning .cell { filter: blur(3px); opacity: .55; animation: roll .18s linear infinite; }
@keyframes roll { from { transform: translateY(-8%); } to { transform: translateY(8%); } }
.free-info { position: absolute; z-index: 1; top: 0; left: 50%; transform: translate(-50%, -50%); margin: 0; padding: 0 10px;
  border-radius: 999px; background: var(--bg); color: var(--primary); font-size: 13px; font-weight: 700; white-space: nowrap; }
.free-info:empty { display: none; }
/* Fixed heights: a result or a list of wins never resizes the reels or moves the controls. */
.result { height: 26px; margin: 6px 0 0; overflow: hidden; font-size: 18px; line-height: 26px; font-weight: 700;
  text-align: center; white-space: nowrap; text-overflow: ellipsis; }
.wins { display: flex; flex-wrap: wrap; justify-content: center; gap: 0 14px; height: 34px; margin: 2px 0 0; padding: 0;
  overflow-y: auto; list-style: none; color: var(--muted); font-size: 12.5px; line-height: 17px; }
.controls { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 12px;
  min-height: var(--controls-h); margin: 8px 0; }
.bet { display: flex; align-items: center; gap: 8px; }
.bet p { margin: 0; min-width: 96px; text-align: center; line-height: 1.2; }
.bet output { display: block; font-weight: 700; font-size: 18px; }
button { font: inherit; color: var(--text); background: color-mix(in srgb, var(--tint) 15%, var(--surface-2)); border: 1px solid var(--edge);
  border-radius: 8px; padding: 8px 14px; cursor: pointer; min-height: 44px; min-width: 44px; }
button:disabled { opacity: .45; cursor: not-allowed; }
button:focus-visible, input:focus-visible, summary:focus-visible, a:focus-visible { outline: 3px solid var(--highlight); outline-offset: 2px; }
.primary { background: var(--primary); color: var(--primary-text); font-weight: 800; font-size: 18px; padding: 10px 36px; border: 0; }
.last-win { margin: 0; text-align: end; }
.last-win output { font-weight: 700; }
details { background: var(--panel); border: 1px solid var(--edge); border-radius: 10px; padding: 8px 12px; margin: 10px 0; }
summary { cursor: pointer; font-weight: 700; }
details h2 { font-size: 15px; margin: 14px 0 6px; }
table { border-collapse: collapse; width: 100%; }
th, td { padding: 4px 6px; border-bottom: 1px solid var(--border); text-align: center; }
th[scope='row'] { text-align: left; font-weight: 400; }
.paylines { display: grid; grid-template-columns: repeat(auto-fill, minmax(64px, 1fr)); gap: 8px; padding: 0; list-style: none; counter-reset: line; }
.payline { display: grid; grid-template-columns: repeat(5, 1fr); gap: 1px; counter-increment: line; position: relative; padding-top: 14px; }
.payline::before { content: counter(line); position: absolute; top: 0; left: 0; font-size: 11px; color: var(--muted); }
.payline span { height: 8px; background: var(--surface-2); }
.payline span.on { background: var(--hit); }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 10px; }
dt { color: var(--muted); }
dd { margin: 0; overflow-wrap: anywhere; }
code { font-size: 12px; }
input { font: inherit; width: 100%; max-width: 320px; padding: 6px; color: var(--text); background: var(--bg); border: 1px solid var(--edge); border-radius: 6px; }
.help-text { color: var(--muted); font-size: 13px; }
/* Phones: bet and Spin on one row, last win under them. */
@media (max-width: 480px) {
  :root { --controls-h: 76px; }
  .controls { grid-template-columns: auto 1fr; gap: 4px 12px; }
  .primary { padding: 10px 16px; }
  .last-win { grid-column: 1 / -1; text-align: center; line-height: 20px; }
}
@media (prefers-reduced-motion: reduce) { .reel.spinning .cell { animation: none; } .cell { transition: none; } }
`;
