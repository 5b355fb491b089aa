/**
 * A banner drawn by the image hosts (modules/assets) carries the brand and language in its
 * address: the drawing writes the brand's words for it in that language. Other pictures
 * (an operator's own upload or CDN) are left as they are.
 */
export const drawnBannerUrl = (url: string, brand: string, lang: string) =>
  /\/banners\/[A-Za-z0-9_-]+\/\d+\.svg$/.test(url) ? `${url}?brand=${brand}&lang=${lang}` : url;
