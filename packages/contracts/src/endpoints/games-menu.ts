import * as z from 'zod/mini';
import { GAME_CATEGORIES } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { text } from '../schema.ts';

export const vendorCardSchema = z.object({
  nodeId: z.int(),
  vassalage: z.string(),
  name: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  accountTypeId: z.int(),
  accountTypeName: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** VASSALAGE when the vendor opens a popup list of its games instead of one game. */
  isGame: z.string(),
  logo: z.string(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const menuCategorySchema = z.object({
  id: z.int(),
  title: z.enum(GAME_CATEGORIES),
  /** The category's code as the platform's original front end reads it (the same as the title). */
  gameGroupCode: z.enum(GAME_CATEGORIES),
  cards: z.array(vendorCardSchema),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;

export const gameMenus = endpoint({
  method: 'GET',
  path: '/lgw/games/game_menus',
  summary: 'Navigation categories with their vendor cards',
  auth: 'none',
  // The original front end reads the /lgw answers bare, without our envelope.
  original: { bare: true },
  value: z.array(menuCategorySchema),
});

export const gameVendorList = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameVendor',
  summary: "A brand's game vendors, grouped by category (cached)",
  auth: 'none',
  query: z.object({ merchantCode: text(1, 64) }),
  value: z.array(menuCategorySchema),
});
