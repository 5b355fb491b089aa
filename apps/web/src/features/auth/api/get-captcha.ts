import { captcha } from '@arcadia/contracts';
import { call } from '../../../lib/api.ts';

/** A new captcha image for this browser, as an address an <img> can show. */
export async function fetchCaptcha(): Promise<string> {
  const image = await call(captcha);
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`;
}
