import * as z from 'zod/mini';
import { GAME_CATEGORIES } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { text } from '../schema.ts';

/**
 * Table-game rooms of a vendor whose card opens a popup list of rooms
 * (isGame VASSALAGE, e.g. the house's ARCP baccarat rooms). A room is one
 * table, launched by its gameCode through the generic game launch.
 */

/** Baccarat outcomes: P player wins, B banker wins, T tie. */
export const BACCARAT_WINNERS = ['P', 'B', 'T'] as const;
export type BaccaratWinner = (typeof BACCARAT_WINNERS)[number];

/** One hand on a road (bead plate): who won, the pairs, and whether it was a natural 8 or 9. */
export const roadEntrySchema = z.object({
  winner: z.enum(BACCARAT_WINNERS),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  natural: z.boolean(),
  /** The winning side's total (either side's on a tie). */
  total: z.int(),
});
export type RoadEntry = z.infer<typeof roadEntrySchema>;

/** Open: playable now. Maintenance: listed but a launch is refused (game-maintenance). */
export const ROOM_STATUSES = ['open', 'maintenance'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

/** How many of a room's latest results the list carries (a bead plate of 6 rows × 10 columns). */
export const ROOM_ROAD_LENGTH = 60;

export const roomSchema = z.object({
  roomId: z.int(),
  gameCode: z.string(),
  /** In the request's language. */
  name: z.string(),
  /** The vendor code (vassalage). */
  vendor: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  /** Per bet spot, in minor units. */
  minBet: z.int(),
  maxBet: z.int(),
  /** Players at the table in the last few minutes, and how many it seats. */
  players: z.int(),
  seats: z.int(),
  status: z.enum(ROOM_STATUSES),
  /** The table's latest results, oldest first, at most ROOM_ROAD_LENGTH. */
  road: z.array(roadEntrySchema),
});
export type Room = z.infer<typeof roomSchema>;

export const roomList = endpoint({
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  summary: "PVP/table rooms of the brand's vendors (all room vendors, or one by vassalage), with their latest road",
  auth: 'optional',
  trialAllowed: true,
  query: z.object({ vassalage: z.optional(text(1, 32)), language: z.optional(text(1, 8)) }),
  value: z.object({ list: z.array(roomSchema) }),
});
