import { describe, expect, it } from 'vitest';
import { readBalanceMessage } from './use-balance-messages.ts';

describe('readBalanceMessage', () => {
  it('reads the movement of a house page’s message', () => {
    expect(readBalanceMessage({ type: 'arcadia:balance', before: 1_000, after: 750 })).toEqual({
      before: 1_000,
      after: 750,
    });
  });

  it('takes a message without whole figures as a plain refresh', () => {
    expect(readBalanceMessage({ type: 'arcadia:balance' })).toBeUndefined();
    expect(readBalanceMessage({ type: 'arcadia:balance', before: '1000', after: 750 })).toBeUndefined();
    expect(readBalanceMessage({ type: 'arcadia:balance', before: 10.5, after: 750 })).toBeUndefined();
    expect(readBalanceMessage({ type: 'arcadia:balance', before: Number.NaN, after: 0 })).toBeUndefined();
  });

  it('ignores anything else', () => {
    expect(readBalanceMessage('arcadia:balance')).toBeNull();
    expect(readBalanceMessage(null)).toBeNull();
    expect(readBalanceMessage({ type: 'something-else', before: 1, after: 2 })).toBeNull();
  });
});
