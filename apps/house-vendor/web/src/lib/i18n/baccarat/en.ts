/**
 * The baccarat table's texts in English: spread into en.ts, so every language must have them
 * (each language's file here is typed by these keys). The words come from the platform's old
 * baccarat page (apps/server/src/modules/house/baccarat/page-text.ts) in all six languages.
 */
export const baccaratEn = {
  'game.baccarat': 'Baccarat',
  'bac.spot.player': 'Player',
  'bac.spot.banker': 'Banker',
  'bac.spot.tie': 'Tie',
  'bac.spot.playerPair': 'Player Pair',
  'bac.spot.bankerPair': 'Banker Pair',
  'bac.short.P': 'P',
  'bac.short.B': 'B',
  'bac.short.T': 'T',
  'bac.limits': 'Limits {min} – {max}',
  'bac.shoe': 'Shoe {no} · {left} cards left',
  'bac.seated': '{players}/{seats} seated',
  'bac.chips': 'Chip value',
  'bac.chip': 'Chip {amount}',
  'bac.spotLabel': '{spot}, pays {odds}, bet {amount}',
  'bac.deal': 'Deal',
  'bac.dealing': 'Dealing…',
  'bac.clear': 'Clear',
  'bac.undo': 'Undo',
  'bac.rebet': 'Repeat',
  'bac.double': 'Double',
  'bac.totalBet': 'Total bet',
  'bac.placeBets': 'Place your bets, then press Deal.',
  'bac.overBalance': 'Your bets are more than your balance.',
  'bac.playerWins': 'Player wins',
  'bac.bankerWins': 'Banker wins',
  'bac.tieResult': 'Tie',
  'bac.natural': 'Natural',
  'bac.pair': 'Pair',
  'bac.youWon': 'You won {amount}',
  'bac.pushed': '{amount} returned',
  'bac.unsettled': 'The payout is being confirmed by the wallet.',
  'bac.road': 'Road',
  'bac.beadPlate': 'Bead plate',
  'bac.bigRoad': 'Big road',
  'bac.roadEmpty': 'No hands in this shoe yet.',
  'bac.roadSummary': 'Player {p} · Banker {b} · Tie {t}',
  'bac.hand': 'Hand {no}',
  'bac.rules': 'Punto Banco, 8 decks. Banker pays 0.95:1 (5% commission); Player and Banker push on a tie.',
  'bac.rtp': 'Return to player',
  'bac.fair.intro':
    'The shoe’s order is fixed before its first card: eight decks shuffled (Fisher–Yates) by HMAC-SHA256(server seed, "client seed:shoe:counter"). Only the server seed’s hash is shown until the shoe ends at the cut card or you start a new one.',
  'bac.fair.shoe': 'Shoe {no}',
  'bac.fair.newShoe': 'New shoe',
  'bac.fair.newShoeHint': 'Ends this shoe now, reveals its server seed, and starts the next with this client seed.',
  'bac.fair.previous': 'Previous shoe {no} · {hands} hands',
  'bac.fair.verify': 'Verify in this browser',
  'bac.fair.verified': 'Verified: the seed matches its hash and all {hands} hands match the recomputed shoe.',
  'bac.fair.mismatch': 'Not verified: the recomputed shoe does not match what was dealt.',
} as const;

export type BaccaratTextKey = keyof typeof baccaratEn;
export type BaccaratTexts = Record<BaccaratTextKey, string>;
