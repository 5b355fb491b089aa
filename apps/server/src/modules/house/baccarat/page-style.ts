/**
 * The table page's styles (served as /house/baccarat/app.css). Works in an iframe, narrow or wide:
 * the felt, the betting spots, the chips and Deal fit the first screen (cards and spots shrink with
 * the viewport's height, phones stack the spots in two rows), the road and fairness come under it.
 * Framed (html.framed, set by the page's inline script), the top line keeps only the balance: the
 * site's bar already shows Back and the table's name.
 */
export const PAGE_CSS = `
/* Colours are the design tokens' (/house/baccarat/tokens.css, docs/design-tokens.md), in the site's theme. */
:root { --ink: var(--text); --muted: var(--text-muted); --p: var(--bet-player); --b: var(--bet-banker); --t: var(--bet-tie); --gold: var(--primary); }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.4 var(--font); background: var(--bg); color: var(--ink); }
.bar { display: flex; gap: 1rem; align-items: center; height: 38px; padding: 0 1rem; background: var(--surface); }
.bar h1 { font-size: 1rem; margin: 0; flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.bar .balance { margin: 0 0 0 auto; white-space: nowrap; }
.back { color: var(--gold); }
html.framed .back { display: none; }
html.framed .bar h1 { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
main { position: relative; max-width: 960px; margin: 0 auto; padding: clamp(.5rem, 2vh, 1rem) 1rem 1rem; display: grid; gap: clamp(.5rem, 2vh, 1rem); }
/* Over the top of the felt rather than above it, so an error never pushes Deal down. */
.error { position: absolute; z-index: 2; top: .5rem; left: 1rem; right: 1rem; margin: 0; background: var(--danger-surface);
  border: 1px solid var(--danger); padding: .5rem .75rem; border-radius: 6px; box-shadow: var(--shadow); }
.felt { background: radial-gradient(circle at 50% 30%, color-mix(in srgb, var(--felt) 75%, #ffffff), var(--felt)); border-radius: 14px; padding: clamp(.6rem, 2vh, 1rem) 1rem; }
.hands { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
.side h2 { margin: 0 0 .5rem; font-size: 1rem; }
.side-player h2 { color: color-mix(in srgb, var(--bet-player) 55%, var(--text)); } .side-banker h2 { color: color-mix(in srgb, var(--bet-banker) 55%, var(--text)); }
.side output { display: inline-block; min-width: 1.6em; text-align: center; background: var(--overlay); border-radius: 4px; }
.cards { --card-h: clamp(3.6rem, 11vh, 5rem); display: flex; gap: .4rem; min-height: calc(var(--card-h) + .2rem); }
.card { height: var(--card-h); width: calc(var(--card-h) * .72); border-radius: 6px; background: var(--card-face); color: var(--card-black); display: grid; place-items: center;
  font-size: 1.4rem; font-weight: 700; box-shadow: 0 2px 6px var(--overlay); animation: deal .25s ease-out; }
.card.red { color: var(--card-red); } .card.third { transform: rotate(90deg); margin: 0 .6rem; }
@keyframes deal { from { opacity: 0; transform: translateY(-1rem); } }
@media (prefers-reduced-motion: reduce) { .card { animation: none; } }
.result { min-height: 1.5em; font-weight: 600; text-align: center; margin: clamp(.25rem, 1.5vh, .75rem) 0 0; }
.spots { display: grid; grid-template-columns: 1fr 1.4fr 1fr 1.4fr 1fr; gap: .5rem; }
.spot { min-height: clamp(3.4rem, 12vh, 5rem); border-radius: 10px; border: 2px solid var(--border); background: color-mix(in srgb, var(--felt) 80%, var(--bg)); color: var(--ink);
  display: grid; align-content: center; gap: .15rem; cursor: pointer; font: inherit; }
.spot-player { border-color: var(--p); } .spot-banker { border-color: var(--b); } .spot-tie { border-color: var(--t); }
.spot-name { font-weight: 700; } .spot-odds { font-size: .8rem; color: var(--muted); }
.spot-stake { color: var(--gold); font-weight: 700; min-height: 1.2em; }
.spot.won { outline: 3px solid var(--gold); }
.chips { border: 0; padding: 0; margin: clamp(.4rem, 1.5vh, .75rem) 0 0; } .chips legend { color: var(--muted); font-size: .85rem; }
#chips { display: flex; gap: .5rem; flex-wrap: wrap; }
.chip { width: clamp(2.75rem, 8vh, 3.4rem); height: clamp(2.75rem, 8vh, 3.4rem); border-radius: 50%; border: 3px dashed var(--text-muted); background: var(--surface-2); color: var(--text); font: inherit; font-size: .8rem; cursor: pointer; }
.chip[aria-pressed="true"] { background: var(--gold); color: var(--primary-text); border-style: solid; }
.limits { color: var(--muted); margin: .4rem 0; }
.actions { display: flex; gap: .5rem; justify-content: flex-end; flex-wrap: wrap; }
button { font: inherit; }
.actions button, .fair button { padding: .55rem 1rem; border-radius: 8px; border: 1px solid var(--border); background: var(--surface-2); color: var(--ink); cursor: pointer; }
.actions .primary { background: var(--gold); color: var(--primary-text); font-weight: 700; }
button:disabled { opacity: .5; cursor: not-allowed; }
button:focus-visible, input:focus-visible, summary:focus-visible { outline: 3px solid var(--highlight); outline-offset: 2px; }
.road-box h2 { font-size: 1rem; margin: 0; } #shoe-info { color: var(--muted); margin: .25rem 0 .5rem; }
.road { display: grid; grid-template-rows: repeat(6, 1.7rem); grid-auto-flow: column; grid-auto-columns: 1.7rem; gap: 2px;
  background: var(--card-face); padding: 4px; border-radius: 6px; overflow-x: auto; min-height: calc(6 * 1.7rem + 18px); }
.bead { position: relative; border-radius: 50%; display: grid; place-items: center; color: var(--card-face); font-size: .75rem; font-weight: 700; }
.bead.P { background: var(--p); } .bead.B { background: var(--b); } .bead.T { background: var(--t); }
.bead.pp::before, .bead.bp::after { content: ''; position: absolute; width: .45rem; height: .45rem; border-radius: 50%; border: 1px solid var(--card-face); }
.bead.pp::before { background: var(--p); left: 0; bottom: 0; } .bead.bp::after { background: var(--b); right: 0; top: 0; }
.fair { background: var(--surface); border-radius: 10px; padding: .75rem 1rem; }
.fair summary { cursor: pointer; font-weight: 600; } .fair .help { color: var(--muted); font-size: .85rem; }
.fair dd { margin: 0 0 .5rem; word-break: break-all; } .fair dt { color: var(--muted); font-size: .85rem; }
.fair input { font: inherit; padding: .3rem .5rem; width: min(100%, 24rem); }
/* Phones: the side bets in a row of three, Player and Banker under them; smaller cards. */
@media (max-width: 560px) {
  main { padding-inline: .75rem; }
  .felt { padding-inline: .75rem; }
  .spots { grid-template-columns: repeat(6, 1fr); gap: .4rem; }
  .spot { min-height: 3.4rem; padding: .2rem; }
  .spot-playerPair, .spot-tie, .spot-bankerPair { grid-column: span 2; grid-row: 1; }
  .spot-player, .spot-banker { grid-column: span 3; grid-row: 2; }
  .cards { --card-h: 4rem; }
  .card { font-size: 1.1rem; }
  .actions { justify-content: stretch; }
  .actions button { flex: 1 1 auto; padding-inline: .6rem; }
  /* A hand's result often takes two lines here: kept free, so the spots never move when it comes. */
  .result { min-height: 2.8em; }
}
`;
