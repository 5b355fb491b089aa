import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokensCss } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';

describe('design tokens', () => {
  it('tokens.css is the contract’s one set of tokens (npm run tokens -w apps/web rewrites it)', () => {
    // Compared without white space: the formatter may wrap the long lines of the written file.
    const bare = (css: string) => css.replace(/\s+/g, '');
    expect(bare(readFileSync(join(__dirname, 'tokens.css'), 'utf8'))).toBe(bare(tokensCss()));
  });
});
