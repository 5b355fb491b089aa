import { describe, expect, it } from 'vitest';
import { classificationsFor } from './classifications.ts';

describe('classificationsFor', () => {
  it('offers bingo only when the brand supports TY', () => {
    expect(classificationsFor(['EN', 'CN'])).toEqual(['JP', 'TG', 'AC']);
    expect(classificationsFor(['EN', 'TY'])).toEqual(['JP', 'TG', 'AC', 'BG']);
  });
});
