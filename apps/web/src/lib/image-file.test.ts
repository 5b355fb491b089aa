import { UPLOAD_MAX_BYTES } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { checkImageFile } from './image-file.ts';

describe('checkImageFile', () => {
  it('accepts PNG and JPG up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 1 })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkImageFile({ type: 'image/gif', size: 1 })).toBe('type');
    expect(checkImageFile({ type: 'image/svg+xml', size: 1 })).toBe('type');
    expect(checkImageFile({ type: '', size: 1 })).toBe('type');
    expect(checkImageFile({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe('size');
  });
});
