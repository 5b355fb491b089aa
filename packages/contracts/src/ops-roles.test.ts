import { describe, expect, it } from 'vitest';
import type { EndpointDef } from './endpoint.ts';
import * as contracts from './index.ts';
import { OPS_PERMISSIONS, OPS_ROLES, ROLE_PERMISSIONS } from './ops-roles.ts';

const endpoints = Object.values(contracts as Record<string, unknown>).filter(
  (value): value is EndpointDef =>
    typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'auth' in value,
);

describe('operator permissions in the contract', () => {
  it('has operator endpoints to check', () => {
    expect(endpoints.filter((def) => def.auth === 'operator').length).toBeGreaterThan(10);
  });

  it('declares a known permission on every operator endpoint', () => {
    const missing = endpoints
      .filter((def) => def.auth === 'operator' && !(def.permission && OPS_PERMISSIONS.includes(def.permission)))
      .map((def) => `${def.method} ${def.path}`);
    expect(missing).toEqual([]);
  });

  it('declares permissions only on operator endpoints', () => {
    const stray = endpoints.filter((def) => def.permission && def.auth !== 'operator').map((def) => def.path);
    expect(stray).toEqual([]);
  });

  it('keeps the owner all-powerful and the auditor read-only', () => {
    expect([...ROLE_PERMISSIONS.owner].sort()).toEqual([...OPS_PERMISSIONS].sort());
    for (const permission of ROLE_PERMISSIONS.auditor) expect(permission).toMatch(/\.read$/);
    for (const role of OPS_ROLES) expect(ROLE_PERMISSIONS[role]).toContain('brand.read');
  });
});
