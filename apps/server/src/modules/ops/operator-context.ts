import type { OpsPermission } from '@arcadia/contracts';

/**
 * The operator behind a request, as the operator guard resolved it: who they are
 * and where each permission of theirs reaches. Services filter what they read and
 * change by `brandsWith`, so a record of another brand is simply not found.
 */
export interface OperatorContext {
  id: number;
  username: string;
  /** Brand ids where the operator holds the permission; null means every brand. */
  brandsWith(permission: OpsPermission): number[] | null;
  /** Whether the operator holds the permission for this brand. */
  can(permission: OpsPermission, merchantId: number): boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator guard on every operator route. */
    operator: OperatorContext;
  }
}
