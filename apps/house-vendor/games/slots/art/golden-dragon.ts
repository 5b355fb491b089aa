import { GOLDEN_DRAGON } from '../titles/golden-dragon.ts';
import { type Drawing, svg, type TitleArt } from './draw.ts';
import { jadeCoin, jadeFan, jadeLotus, jadeVase } from './golden-dragon-jade.ts';
import { banner, tile } from './golden-dragon-scenes.ts';
import { dragon, goldIngot, koi, lantern, pearl, redEnvelope } from './golden-dragon-symbols.ts';

const DRAWINGS: Readonly<Record<string, Drawing>> = {
  dragon,
  'red-envelope': redEnvelope,
  pearl,
  koi,
  'gold-ingot': goldIngot,
  lantern,
  'jade-vase': jadeVase,
  'jade-lotus': jadeLotus,
  'jade-fan': jadeFan,
  'jade-coin': jadeCoin,
};

/** Golden Dragon's art: red lacquer, gold and jade. */
export const GOLDEN_DRAGON_ART: TitleArt = {
  symbols: Object.fromEntries(
    Object.entries(DRAWINGS).map(([id, draw]) => [id, () => svg(200, 200, id, draw(`gd-${id}`))]),
  ),
  tile: (name = GOLDEN_DRAGON.names.EN) => tile(name),
  banner: (name = GOLDEN_DRAGON.names.EN) => banner(name),
};
