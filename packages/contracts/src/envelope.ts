import { z } from 'zod';

/** Every response, success or failure, has this shape. */
export const envelope = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    code: z.string(),
    message: z.string(),
    value,
  });

export const errorEnvelope = envelope(z.unknown().nullable());

export type Envelope<T> = { success: boolean; code: string; message: string; value: T };
