import { redCoralBody, scallopBody, seaFanBody, seaUrchinBody } from './coral-reef-shells.ts';
import { bubbles, clownfish, octopus, pearlShell, seahorse, starfish, turtleBody } from './coral-reef-symbols.ts';
import { linear, place, spread, svg, title } from './draw.ts';

/**
 * Coral Reef's lobby tile and banner: sunlit shallow water, light shafts through the surface,
 * a turtle gliding over corals, and the name in white with a coral edge.
 */

const FONT = "'Baloo 2','Fredoka','Arial Rounded MT Bold','Trebuchet MS','DejaVu Sans',sans-serif";
const INK = '#0a2a3c';

/** Water from the bright surface to the deep, light shafts and floating specks. */
function water(p: string, width: number, height: number): string {
  const shafts = Array.from({ length: Math.round(width / 90) }, (_, i) => {
    const x = (i + 0.5) * (width / Math.round(width / 90));
    return `<path d="M${x - 18} 0H${x + 18}L${x + 70 + (i % 3) * 20} ${height}H${x + 10 + (i % 3) * 20}Z"/>`;
  }).join('');
  const specks = spread(Math.round(width / 12), width, height * 0.8, 11)
    .map(([x, y, w]) => `<circle cx="${x}" cy="${y}" r="${(0.6 + w * 1.6).toFixed(1)}"/>`)
    .join('');
  return `<defs>${linear(`${p}-sea`, [
    [0, '#6ff0f0'],
    [0.3, '#1fb0c8'],
    [0.75, '#0b5a8a'],
    [1, '#063058'],
  ])}${linear(`${p}-shaft`, [
    [0, '#ffffff', 0.35],
    [1, '#ffffff', 0],
  ])}</defs>
<rect width="${width}" height="${height}" fill="url(#${p}-sea)"/>
<g fill="url(#${p}-shaft)">${shafts}</g>
<path d="M0 10C${width * 0.1} 2 ${width * 0.2} 18 ${width * 0.3} 10S${width * 0.5} 2 ${width * 0.6} 10 ${width * 0.8} 18 ${width} 8" fill="none" stroke="#e6fdff" stroke-width="3" opacity=".5"/>
<g fill="#e6fdff" opacity=".35">${specks}</g>`;
}

/** The sandy floor from y to the bottom, rippled. */
const floor = (p: string, width: number, height: number, y: number) =>
  `<defs>${linear(`${p}-sand`, [
    [0, '#f6dca0'],
    [1, '#c89a58'],
  ])}</defs>
<path d="M0 ${y}C${width * 0.2} ${y - 16} ${width * 0.4} ${y + 12} ${width * 0.6} ${y - 4}S${width * 0.9} ${y - 14} ${width} ${y}V${height}H0Z" fill="url(#${p}-sand)" stroke="${INK}" stroke-width="2"/>
<path d="M${width * 0.1} ${y + 22}c20-6 40-6 60 0M${width * 0.55} ${y + 30}c20-6 40-6 60 0" fill="none" stroke="#fff2cc" stroke-width="3" stroke-linecap="round" opacity=".6"/>`;

/** The name in white with a coral outline, on a translucent wave of water. */
function nameplate(p: string, name: string, x: number, y: number, width: number, size: number): string {
  return `<defs>${linear(`${p}-name`, [
    [0, '#ffffff'],
    [1, '#bff6ff'],
  ])}</defs>
<rect x="${x - width / 2}" y="${y - size * 1.05}" width="${width}" height="${size * 1.45}" rx="${size * 0.72}" fill="#063058" fill-opacity=".55" stroke="#bff6ff" stroke-width="2" stroke-opacity=".7"/>
${title(name, x, y, size, { fill: `url(#${p}-name)`, stroke: '#e0503a', font: FONT, maxWidth: width - size, spacing: 1 })}`;
}

export function tile(name: string): string {
  const [w, h] = [400, 300];
  return svg(
    w,
    h,
    name,
    `<defs><clipPath id="crt-clip"><rect x="4" y="4" width="392" height="292" rx="14"/></clipPath></defs>
<g clip-path="url(#crt-clip)">${water('crt', w, h)}
${place(seaFanBody('crt-f'), -30, 120, 0.9)}
${place(redCoralBody('crt-c'), 300, 130, 0.75)}
${floor('crt', w, h, 238)}
${place(scallopBody('crt-sc'), 318, 212, 0.36)}
${place(seaUrchinBody('crt-u'), 40, 214, 0.34)}
${place(starfish('crt-st'), 250, 216, 0.3, 20)}
${place(turtleBody('crt-t'), 214, -28, 1.05, 58)}
${place(clownfish('crt-cf'), 26, 40, 0.55)}
${place(seahorse('crt-sh'), 300, 150, 0.4)}
${bubbles(160, 120, 1.4)}${bubbles(360, 60, 1)}
${nameplate('crt', name, 200, 268, 300, 32)}</g>
<rect x="4" y="4" width="392" height="292" rx="14" fill="none" stroke="#36d6c3" stroke-width="4"/>`,
  );
}

export function banner(name: string): string {
  const [w, h] = [1200, 400];
  return svg(
    w,
    h,
    name,
    `<defs><clipPath id="crb-clip"><rect x="6" y="6" width="1188" height="388" rx="18"/></clipPath></defs>
<g clip-path="url(#crb-clip)">${water('crb', w, h)}
${place(seaFanBody('crb-f'), -20, 150, 1.3)}
${place(redCoralBody('crb-c'), 1040, 140, 1.2)}
${place(seaFanBody('crb-g'), 900, 200, 0.9)}
${floor('crb', w, h, 330)}
${place(pearlShell('crb-p'), 700, 262, 0.55)}
${place(scallopBody('crb-sc'), 1120, 320, 0.4)}
${place(seaUrchinBody('crb-u'), 220, 320, 0.4)}
${place(starfish('crb-st'), 820, 318, 0.4, -15)}
${place(turtleBody('crb-t'), 900, 0, 1.55, 62)}
${place(octopus('crb-o'), 560, 120, 0.7)}
${place(clownfish('crb-cf'), 480, 40, 0.6)}
${place(clownfish('crb-cg'), 540, 110, 0.4)}
${place(seahorse('crb-sh'), 1080, 40, 0.7)}
${bubbles(600, 260, 1.6)}${bubbles(760, 80, 1.2)}${bubbles(1160, 300, 1)}
${nameplate('crb', name, 300, 230, 460, 64)}</g>
<rect x="6" y="6" width="1188" height="388" rx="18" fill="none" stroke="#36d6c3" stroke-width="5"/>`,
  );
}
