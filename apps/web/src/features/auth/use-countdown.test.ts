import { act, renderHook } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle.ts';
import { useCountdown } from './use-countdown.ts';

describe('createThrottle', () => {
  it('lets one call through per window and drops the rest', () => {
    let clock = 0;
    const throttle = createThrottle(1000, () => clock);
    const run = vi.fn(() => 'sent');
    expect(throttle(run)).toBe('sent');
    clock = 999;
    expect(throttle(run)).toBeUndefined();
    clock = 1000;
    expect(throttle(run)).toBe('sent');
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down once a second to zero', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(3));
    expect(result.current.remaining).toBe(3);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.remaining).toBe(2);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current.remaining).toBe(0);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.remaining).toBe(0);
  });

  it('starts over when started again', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(result.current.remaining).toBe(30);
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
  });
});
