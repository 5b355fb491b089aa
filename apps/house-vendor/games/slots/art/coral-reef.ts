import { CORAL_REEF } from '../titles/coral-reef.ts';
import { banner, tile } from './coral-reef-scenes.ts';
import { redCoral, scallop, seaFan, seaUrchin } from './coral-reef-shells.ts';
import { clownfish, octopus, pearlShell, seahorse, starfish, turtle } from './coral-reef-symbols.ts';
import { type Drawing, svg, type TitleArt } from './draw.ts';

const DRAWINGS: Readonly<Record<string, Drawing>> = {
  turtle,
  'pearl-shell': pearlShell,
  seahorse,
  octopus,
  clownfish,
  starfish,
  scallop,
  'red-coral': redCoral,
  'sea-urchin': seaUrchin,
  'sea-fan': seaFan,
};

/** Coral Reef's art: turquoise water, coral colours and bubbles. */
export const CORAL_REEF_ART: TitleArt = {
  symbols: Object.fromEntries(
    Object.entries(DRAWINGS).map(([id, draw]) => [id, () => svg(200, 200, id, draw(`cr-${id}`))]),
  ),
  tile: (name = CORAL_REEF.names.EN) => tile(name),
  banner: (name = CORAL_REEF.names.EN) => banner(name),
};
