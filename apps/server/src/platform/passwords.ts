import { passwordChecks } from './metrics.ts';

// The native argon2 module is loaded with the first password checked or set (about 25 ms of a cold start).
const argon2 = () => import('@node-rs/argon2');

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum).
export const hashPassword = async (password: string) => (await argon2()).hash(password);

export const verifyPassword = async (stored: string, password: string) => {
  const { verify } = await argon2();
  const right = await verify(stored, password).catch(() => false);
  passwordChecks.inc({ outcome: right ? 'right' : 'wrong' });
  return right;
};
