import { BOOT_ELEMENT_ID, type BootData } from '@arcadia/contracts';

const HTML_LANG: Record<BootData['lang'], string> = { CN: 'zh-CN', EN: 'en', VI: 'vi', JA: 'ja', TH: 'th', TY: 'fil' };

/**
 * JSON that is safe inside a <script> element: no `<` (so no `</script>` or `<!--`), no `>` or `&`,
 * and no U+2028/U+2029 (line breaks to old JavaScript parsers). Each becomes its \u escape,
 * which JSON.parse reads back as the same character.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html for one visitor: the page language, the theme and the brand's name, a high-priority
 * preload of the first banner (the largest paint of a page with a banner) ahead of everything; the
 * app's script, its style sheet and the language's start-up texts (`chunks`) named in <meta> elements,
 * which public/boot.js loads once the first screen has painted (they do not paint it); and the boot data as a
 * JSON block, which no browser runs (the content-security-policy stays free of inline script), and
 * the first screen's header band and banner inside #root (`firstScreen`).
 * Without boot data (a Host of no brand) the built page goes out as it is.
 */
export function bootPage(template: string, boot: BootData | null, chunks: readonly string[] = []): string {
  if (!boot) return template;
  const first = boot.banner?.list[0];
  const image = first ? `<link rel="preload" as="image" href="${attribute(first.url)}" fetchpriority="high">` : '';
  const texts = `<meta name="app-preload" content="${attribute(chunks.join(' '))}">`;
  const data = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`;
  return (
    template
      .replace(/<html[^>]*>/, `<html lang="${HTML_LANG[boot.lang]}" data-theme="${boot.theme}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${attribute(boot.permissionInfo.merchant.name)}</title>${image}`)
      // The app's script is not fetched with the page: public/boot.js starts it after the first screen.
      .replace(
        /<script type="module" crossorigin src="([^"]+)"><\/script>/,
        (_, src: string) => `<meta name="app-script" content="${attribute(src)}">${texts}`,
      )
      // Nor its style sheet, where the first screen's own is in the page (inline-head.ts): it comes with the script.
      .replace(
        /<link rel="stylesheet" crossorigin href="([^"]+)">/,
        (_, href: string) => `<meta name="app-style" content="${attribute(href)}">`,
      )
      .replace('</head>', () => `${data}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${first ? firstScreen(first.url) : ''}</div>`)
  );
}

/**
 * The first screen before any script: the header's band and the route's first banner where the
 * site draws them, so the largest paint is the HTML's own image, not one React renders after the
 * module graph. React replaces it on its first render (app/boot-screen.tsx draws the same while
 * the start-up suspends). Styled by the first screen's style sheet, inline in the head (inline-head.ts).
 */
export const firstScreen = (bannerUrl: string) =>
  `<div class="boot-screen" aria-hidden="true"><div class="boot-screen-bar"></div>` +
  `<img class="boot-screen-banner" src="${attribute(bannerUrl)}" alt="" fetchpriority="high"></div>`;
