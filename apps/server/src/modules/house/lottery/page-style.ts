/** The lottery page's CSS: dark like the site, readable contrast, visible focus, fits a narrow iframe. */
export const PAGE_STYLE = `
:root{color-scheme:dark;--bg:#14121f;--panel:#1f1b33;--line:#3a345a;--text:#f2f0fa;--muted:#b9b3d6;--accent:#f5c451;--on:#6142bf;--good:#5fd38d;--bad:#ff8a8a}
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,sans-serif;background:var(--bg);color:var(--text)}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;padding:.75rem 1rem;background:var(--panel);border-bottom:1px solid var(--line)}
h1{font-size:1.15rem;margin:0}h2{font-size:1.05rem;margin:0 0 .5rem}h3{font-size:.95rem;margin:.75rem 0 .25rem}
main{display:grid;gap:1rem;padding:1rem;grid-template-columns:repeat(auto-fit,minmax(300px,1fr));align-items:start}
section{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:.75rem 1rem}
a{color:var(--accent)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.muted{color:var(--muted)}
.timer{font-size:1.6rem;font-variant-numeric:tabular-nums;font-weight:700;margin:.25rem 0}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
caption{text-align:start;color:var(--muted);padding-bottom:.25rem}
th,td{border-bottom:1px solid var(--line);padding:.3rem .4rem;text-align:start;vertical-align:top}
td.nums{word-spacing:.4rem}
.special td{color:var(--accent);font-weight:700;font-size:1.1rem}
fieldset{border:1px solid var(--line);border-radius:6px;margin:0 0 .75rem;padding:.5rem .75rem}
legend{padding:0 .25rem}
label{display:block;margin:.25rem 0}
fieldset label{display:flex;gap:.5rem;align-items:center}
.grid{display:grid;grid-template-columns:repeat(10,1fr);gap:3px;margin:.5rem 0}
.grid button{padding:.35rem 0;min-width:0;font-variant-numeric:tabular-nums}
button,input,select{font:inherit;color:var(--text);background:#2b2547;border:1px solid var(--line);border-radius:5px;padding:.4rem .6rem}
button{cursor:pointer}
button[aria-pressed=true]{background:var(--on);border-color:var(--accent);font-weight:700}
button[type=submit]{background:var(--accent);color:#1b1530;font-weight:700;width:100%;padding:.6rem}
button:disabled{opacity:.55;cursor:not-allowed}
input{width:100%}
.row{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
.won{color:var(--good)}.lost,.rejected,.void{color:var(--muted)}
.alert{color:var(--bad)}
ul.games{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
ul.games li{display:flex;justify-content:space-between;gap:.5rem;align-items:center;border-bottom:1px solid var(--line);padding:.4rem 0}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
