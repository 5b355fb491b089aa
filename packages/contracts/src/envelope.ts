import * as z from 'zod/mini';

/** Every response, success or failure, has this shape. */
export const envelope = <T extends z.ZodMiniType>(value: T) =>
  z.object({
    success: z.boolean(),
    code: z.string(),
    message: z.string(),
    value,
  });

export const errorEnvelope = envelope(z.nullable(z.unknown()));

export type Envelope<T> = { success: boolean; code: string; message: string; value: T };
