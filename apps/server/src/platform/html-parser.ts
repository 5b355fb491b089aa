import { createRequire } from 'node:module';
import type * as Parse5 from 'parse5';

let parse5: typeof Parse5 | undefined;

/** parse5, loaded with the first rich text sanitised rather than at start-up (about 25 ms of a cold start). */
export const htmlParser = (): typeof Parse5 => (parse5 ??= createRequire(import.meta.url)('parse5') as typeof Parse5);
