import { PHARAOHS_SUN } from '../titles/pharaohs-sun.ts';
import { type Drawing, svg, type TitleArt } from './draw.ts';
import { cobra, feather, ibis, lotus } from './pharaohs-sun-glyphs.ts';
import { banner, tile } from './pharaohs-sun-scenes.ts';
import { ankh, eyeOfHorus, pharaoh, pyramid, scarab, sunDisc } from './pharaohs-sun-symbols.ts';

const DRAWINGS: Readonly<Record<string, Drawing>> = {
  pharaoh,
  'sun-disc': sunDisc,
  scarab,
  'eye-of-horus': eyeOfHorus,
  ankh,
  pyramid,
  ibis,
  cobra,
  lotus,
  feather,
};

/** Pharaoh's Sun's art: tomb gold, lapis and turquoise under a desert sun. */
export const PHARAOHS_SUN_ART: TitleArt = {
  symbols: Object.fromEntries(
    Object.entries(DRAWINGS).map(([id, draw]) => [id, () => svg(200, 200, id, draw(`ps-${id}`))]),
  ),
  tile: (name = PHARAOHS_SUN.names.EN) => tile(name),
  banner: (name = PHARAOHS_SUN.names.EN) => banner(name),
};
