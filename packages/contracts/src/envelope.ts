import * as z from 'zod/mini';

/** Every response, success or failure, has this shape. */
export const envelope = <T extends z.ZodMiniType>(value: T) =>
  z.object({
    success: z.boolean(),
    code: z.string(),
    message: z.string(),
    value,
  });

/** A failure also names its request (the x-request-id header), so a user can quote it to support. */
export const errorEnvelope = z.object({
  success: z.boolean(),
  code: z.string(),
  message: z.string(),
  value: z.nullable(z.unknown()),
  requestId: z.optional(z.string()),
});

export type Envelope<T> = { success: boolean; code: string; message: string; value: T; requestId?: string };
