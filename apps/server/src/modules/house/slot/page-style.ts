/** The slot page's style sheet (served as /house/slot/app.css); the theme's hue comes in as --hue. */
export const PAGE_CSS = `
:root { --hue: 260; color-scheme: dark; --bg: hsl(var(--hue) 35% 10%); --panel: hsl(var(--hue) 30% 16%);
  --edge: hsl(var(--hue) 40% 35%); --text: #f3f1fa; --muted: #c9c3dd; --accent: hsl(calc(var(--hue) + 40) 90% 62%);
  --hit: #ffd447; font-family: system-ui, 'DejaVu Sans', Arial, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font-size: 15px; line-height: 1.4; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.bar { display: flex; align-items: center; gap: 12px; padding: 8px 14px; background: var(--panel); border-bottom: 1px solid var(--edge); }
.bar h1 { flex: 1; margin: 0; font-size: 18px; }
.bar .balance { margin: 0; }
.back { color: var(--accent); }
main { max-width: 760px; margin: 0 auto; padding: 12px; }
.error { background: #5c1a24; border: 1px solid #d9475b; padding: 8px 12px; border-radius: 6px; }
.machine { background: var(--panel); border: 2px solid var(--edge); border-radius: 14px; padding: 12px; }
.reels { display: grid; grid-template-columns: repeat(5, 1fr); gap: 6px; }
.reel { display: grid; grid-template-rows: repeat(3, 1fr); gap: 6px; }
.cell { aspect-ratio: 1; display: flex; align-items: center; justify-content: center; border-radius: 10px;
  background: hsl(var(--hue) 25% 22%); font-size: clamp(22px, 7vw, 46px); font-weight: 700; transition: transform .15s; }
.cell[data-symbol='W'] { background: hsl(calc(var(--hue) + 40) 60% 30%); color: var(--hit); }
.cell[data-symbol='S'] { background: hsl(calc(var(--hue) + 180) 45% 28%); }
.cell[data-symbol^='P'] { color: hsl(calc(var(--hue) + 20) 90% 75%); }
.cell.hit { outline: 3px solid var(--hit); outline-offset: -3px; transform: scale(1.04); }
.reel.spinning .cell { filter: blur(3px); opacity: .55; animation: roll .18s linear infinite; }
@keyframes roll { from { transform: translateY(-8%); } to { transform: translateY(8%); } }
.free-info { min-height: 1.4em; margin: 8px 0 0; color: var(--accent); text-align: center; }
.result { min-height: 1.6em; margin: 6px 0 0; font-size: 20px; font-weight: 700; text-align: center; }
.wins { margin: 4px 0 0; padding: 0; list-style: none; text-align: center; color: var(--muted); font-size: 13px; }
.controls { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; margin: 12px 0; }
.bet { display: flex; align-items: center; gap: 8px; }
.bet p { margin: 0; min-width: 110px; text-align: center; }
.bet output { display: block; font-weight: 700; font-size: 18px; }
button { font: inherit; color: var(--text); background: hsl(var(--hue) 30% 26%); border: 1px solid var(--edge);
  border-radius: 8px; padding: 8px 14px; cursor: pointer; min-height: 44px; min-width: 44px; }
button:disabled { opacity: .45; cursor: not-allowed; }
button:focus-visible, input:focus-visible, summary:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.primary { background: var(--accent); color: #1b1233; font-weight: 800; font-size: 18px; padding: 10px 36px; border: 0; }
.last-win { margin: 0; }
.last-win output { font-weight: 700; }
details { background: var(--panel); border: 1px solid var(--edge); border-radius: 10px; padding: 8px 12px; margin: 10px 0; }
summary { cursor: pointer; font-weight: 700; }
details h2 { font-size: 15px; margin: 14px 0 6px; }
table { border-collapse: collapse; width: 100%; }
th, td { padding: 4px 6px; border-bottom: 1px solid hsl(var(--hue) 25% 26%); text-align: center; }
th[scope='row'] { text-align: left; font-weight: 400; }
.paytable .glyph { font-size: 20px; }
.paylines { display: grid; grid-template-columns: repeat(auto-fill, minmax(64px, 1fr)); gap: 8px; padding: 0; list-style: none; counter-reset: line; }
.payline { display: grid; grid-template-columns: repeat(5, 1fr); gap: 1px; counter-increment: line; position: relative; padding-top: 14px; }
.payline::before { content: counter(line); position: absolute; top: 0; left: 0; font-size: 11px; color: var(--muted); }
.payline span { height: 8px; background: hsl(var(--hue) 20% 28%); }
.payline span.on { background: var(--hit); }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 10px; }
dt { color: var(--muted); }
dd { margin: 0; overflow-wrap: anywhere; }
code { font-size: 12px; }
input { font: inherit; width: 100%; max-width: 320px; padding: 6px; color: var(--text); background: var(--bg); border: 1px solid var(--edge); border-radius: 6px; }
.help-text { color: var(--muted); font-size: 13px; }
@media (prefers-reduced-motion: reduce) { .reel.spinning .cell { animation: none; } .cell { transition: none; } }
`;
