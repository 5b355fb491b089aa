/**
 * The lottery page's CSS: dark like the site, readable contrast, visible focus, fits a narrow iframe.
 * The betting form is compact (bet types on one line where they fit, the number grid's rows shrink
 * with the viewport's height, stake, total and Buy on one row) and on a wide page sits beside the
 * draw, results and tickets, so Buy shows without scrolling. Framed (html.framed, set by the inline
 * script in the head), the header drops its Back link: the site around the frame has its own.
 */
export const PAGE_STYLE = `
/* Colours are the design tokens' (/house/lottery/tokens.css, docs/design-tokens.md), in the site's theme. */
:root{--panel:var(--surface);--line:var(--border);--muted:var(--text-muted);--gold:var(--primary);--on:var(--accent);--good:var(--success);--bad:var(--danger)}
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 var(--font);background:var(--bg);color:var(--text)}
header{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center;justify-content:space-between;padding:.5rem 1rem;background:var(--panel);border-bottom:1px solid var(--line)}
header .row{margin:0}
html.framed header a[target=_top]{display:none}
h1{font-size:1.15rem;margin:0}h2{font-size:1.05rem;margin:0 0 .5rem}h3{font-size:.95rem;margin:.75rem 0 .25rem}
main{display:grid;gap:.75rem;padding:.75rem;grid-template-columns:repeat(auto-fit,minmax(300px,1fr));align-items:start;grid-auto-flow:dense}
/* Two columns: the betting form on the right beside the draw, the results and the tickets. */
@media (min-width:640px){main:has(#bet-form){grid-template-columns:minmax(0,1fr) minmax(0,1.15fr)}main>section:has(#bet-form){grid-column:2;grid-row:1/span 3}}
section{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:.6rem .9rem}
a{color:var(--gold)}
:focus-visible{outline:3px solid var(--gold);outline-offset:2px}
.muted{color:var(--muted)}
.timer{font-size:1.6rem;font-variant-numeric:tabular-nums;font-weight:700;margin:.25rem 0}
/* The draw's box: "closes in" and the countdown on one line. */
section:has(#countdown){display:flex;flex-wrap:wrap;align-items:baseline;column-gap:.75rem}
section:has(#countdown)>*{flex:1 1 100%}
section:has(#countdown)>#phase,section:has(#countdown)>#countdown{flex:0 1 auto;margin:0 0 .25rem}
#drawing:empty{display:none}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
caption{text-align:start;color:var(--muted);padding-bottom:.25rem}
th,td{border-bottom:1px solid var(--line);padding:.3rem .4rem;text-align:start;vertical-align:top}
td.nums{word-spacing:.4rem}
.special td{color:var(--gold);font-weight:700;font-size:1.1rem}
fieldset{display:flex;flex-wrap:wrap;gap:.1rem 1rem;border:1px solid var(--line);border-radius:6px;margin:0 0 .5rem;padding:.25rem .75rem .4rem}
legend{padding:0 .25rem}
label{display:block;margin:.25rem 0}
fieldset label{display:block;margin:0}
input[type=radio]{width:auto;margin:0 .4rem 0 0;accent-color:var(--gold)}
.grid{display:grid;grid-template-columns:repeat(10,1fr);gap:3px;margin:.25rem 0}
.grid button{padding:clamp(.1rem,.45vh,.35rem) 0;min-width:0;min-height:24px;line-height:1.25;font-variant-numeric:tabular-nums}
/* Stake, total and Buy on one row under the numbers (two rows on a narrow frame). */
#bet-form{display:grid;grid-template-columns:auto minmax(4.5rem,7rem) 1fr auto;gap:.25rem .6rem;align-items:center}
#bet-form>fieldset,#bet-form>#hundreds-row,#bet-form>.grid,#bet-form>p.row{grid-column:1/-1}
#bet-form>#hundreds-row[hidden]{display:none}
#bet-form>label,#bet-form>p{margin:0}
#bet-form>label{min-width:6.5rem}
#bet-form>p.row{margin:.1rem 0 .25rem}
#bet-form>p:not(.row){text-align:end;white-space:nowrap}
#buy{white-space:nowrap}
#message:empty{margin:0}
@media (max-width:420px){#bet-form{grid-template-columns:auto 1fr}#bet-form>p:not(.row){text-align:start}}
button,input,select{font:inherit;color:var(--text);background:var(--surface-2);border:1px solid var(--line);border-radius:5px;padding:.4rem .6rem}
button{cursor:pointer}
button[aria-pressed=true]{background:var(--on);border-color:var(--gold);font-weight:700}
button[type=submit]{background:var(--gold);color:var(--primary-text);font-weight:700;padding:.5rem 1.5rem}
button:disabled{opacity:.55;cursor:not-allowed}
input{width:100%}
.row{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
.won{color:var(--good)}.lost,.rejected,.void{color:var(--muted)}
.alert{color:var(--bad)}
ul.games{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
ul.games li{display:flex;justify-content:space-between;gap:.5rem;align-items:center;border-bottom:1px solid var(--line);padding:.4rem 0}
code.hash{font:.8rem/1.3 ui-monospace,monospace;word-break:break-all}
dl.proof{margin:0}dl.proof dt{color:var(--muted);font-size:.85rem}dl.proof dd{margin:0 0 .4rem}
button.link{background:none;border:0;padding:0;color:var(--gold);text-decoration:underline}
button.link[aria-current=true]{font-weight:700;text-decoration:none}
details{margin:.5rem 0}summary{cursor:pointer}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
