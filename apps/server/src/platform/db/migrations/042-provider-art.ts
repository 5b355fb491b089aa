/**
 * A provider's games come with their own art (issue 36: every tile looked like one template).
 * The catalogue keeps the provider's addresses; the site's image hosts serve that art
 * (modules/assets), and draw a tile only for a game that has none.
 */
export const providerArt = /* sql */ `
ALTER TABLE games ADD COLUMN art_url text, ADD COLUMN banner_url text;
`;
