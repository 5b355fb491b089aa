import { isLanguage, type Language } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import type { OriginalCode } from '../../../../games/originals/game.ts';
import { gameCodeOf, ORIGINAL_CODES, ORIGINAL_ENTRIES } from '../catalogue.ts';
import { crashArt } from './crash.art.ts';
import { diceArt } from './dice.art.ts';
import { minesArt } from './mines.art.ts';
import { plinkoArt } from './plinko.art.ts';
import type { GameArt } from './svg.ts';

const ART: Record<OriginalCode, GameArt> = { crash: crashArt, dice: diceArt, mines: minesArt, plinko: plinkoArt };

/** The banner's one line under the name, per language. */
const TAGLINES: Record<OriginalCode, Record<Language, string>> = {
  crash: {
    EN: 'Cash out before the rocket crashes',
    CN: '在火箭爆炸前收手',
    VI: 'Chốt lời trước khi tên lửa nổ',
    JA: 'ロケットが爆発する前にキャッシュアウト',
    TH: 'ถอนก่อนจรวดระเบิด',
    TY: 'Mag-cash out bago sumabog ang rocket',
  },
  dice: {
    EN: 'Pick your odds, roll over or under',
    CN: '自选胜率，押大或押小',
    VI: 'Chọn tỉ lệ, đặt trên hoặc dưới',
    JA: '確率を選んで、オーバーかアンダー',
    TH: 'เลือกโอกาสชนะ ทายสูงหรือต่ำ',
    TY: 'Piliin ang tsansa, over o under',
  },
  mines: {
    EN: 'Find the gems, dodge the mines',
    CN: '找出宝石，避开地雷',
    VI: 'Tìm đá quý, tránh mìn',
    JA: '宝石を探して、地雷を避けろ',
    TH: 'หาอัญมณี หลบระเบิด',
    TY: 'Hanapin ang hiyas, iwasan ang mina',
  },
  plinko: {
    EN: 'Drop the ball, up to 1,000×',
    CN: '投下弹珠，最高1,000倍',
    VI: 'Thả bóng, thắng đến 1.000×',
    JA: 'ボールを落として最大1,000倍',
    TH: 'ปล่อยลูกบอล ชนะสูงสุด 1,000 เท่า',
    TY: 'Ihulog ang bola, hanggang 1,000×',
  },
};

/** A game's art in a language (its name and tag line in it; English when none is asked). */
export function artOf(code: OriginalCode, kind: 'tile' | 'banner', lang: Language = 'EN'): string {
  const names = ORIGINAL_ENTRIES.find((game) => game.family === code)?.names;
  const name = names?.[lang] ?? names?.EN ?? code;
  return kind === 'tile' ? ART[code].tile(name) : ART[code].banner(name, TAGLINES[code][lang]);
}

/**
 * GET /art/ARC-<game>/tile.svg and banner.svg (`?lang=` for a translated name): the lobby's art.
 * Static paths, one per game, so another family's `/art/...` routes never collide with these.
 */
export async function artRoutes(app: FastifyInstance) {
  for (const code of ORIGINAL_CODES) {
    for (const kind of ['tile', 'banner'] as const) {
      const cache = new Map<Language, string>();
      app.get(`/art/${gameCodeOf(code)}/${kind}.svg`, async (request, reply) => {
        const asked = (request.query as { lang?: unknown }).lang;
        const lang: Language = isLanguage(asked) ? asked : 'EN';
        let body = cache.get(lang);
        if (!body) {
          body = artOf(code, kind, lang);
          cache.set(lang, body);
        }
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(body);
      });
    }
  }
}
