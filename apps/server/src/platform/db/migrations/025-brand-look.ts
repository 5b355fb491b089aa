/**
 * A brand's look: its colours per theme, its font and its logo's mark (BrandLook in the
 * contract). Empty means the house look.
 */
export const brandLook = /* sql */ `
ALTER TABLE merchants ADD COLUMN look jsonb NOT NULL DEFAULT '{}'::jsonb;
`;
