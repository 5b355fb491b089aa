import type { PromotionSeed } from './promotions.ts';
import { six } from './six.ts';

/** The demo brand's raffles: red envelopes, golden eggs, a VIP prize wheel, and one still to come. */

const NOTHING = six(
  'Better luck next time',
  '谢谢参与',
  'Chúc may mắn lần sau',
  'また挑戦してね',
  'โชคดีครั้งหน้า',
  'Sa susunod na lang',
);
const money = (amount: string) => six(amount, amount, amount, amount, amount, amount);

const fairText = six(
  '<p>Every draw is provably fair: before you draw, you see the SHA-256 of the server seed; your own client seed and the draw number decide the result with it. Reveal the seed at any time in the reward centre and check every draw.</p>',
  '<p>每次抽奖都可验证公平：抽奖前即公布服务器种子的 SHA-256；结果由它与您的客户端种子和抽奖序号共同决定。您可随时在奖励中心公开种子并验证每次抽奖。</p>',
  '<p>Mỗi lượt quay đều công bằng có thể kiểm chứng: trước khi quay, bạn thấy SHA-256 của hạt giống máy chủ; kết quả do nó cùng hạt giống của bạn và số lượt quyết định. Bạn có thể công bố hạt giống bất cứ lúc nào ở trung tâm phần thưởng và kiểm tra từng lượt.</p>',
  '<p>すべての抽選は公正性を検証できます。抽選前にサーバーシードのSHA-256を表示し、結果はそれとあなたのクライアントシード、抽選番号で決まります。リワードセンターでいつでもシードを公開して各抽選を確認できます。</p>',
  '<p>ทุกการจับรางวัลพิสูจน์ความยุติธรรมได้: ก่อนจับคุณจะเห็น SHA-256 ของเมล็ดพันธุ์เซิร์ฟเวอร์ ผลลัพธ์ขึ้นกับค่านั้น เมล็ดพันธุ์ของคุณ และลำดับการจับ เปิดเผยเมล็ดพันธุ์ได้ทุกเมื่อที่ศูนย์รางวัลและตรวจสอบทุกครั้ง</p>',
  '<p>Bawat draw ay mapapatunayang patas: bago mag-draw, makikita mo ang SHA-256 ng server seed; ito, ang iyong client seed at ang numero ng draw ang nagpapasya ng resulta. Ibunyag ang seed kahit kailan sa reward center at suriin ang bawat draw.</p>',
);

const withFair = (intro: ReturnType<typeof six>) =>
  Object.fromEntries(Object.entries(intro).map(([lang, html]) => [lang, `${html}${fairText[lang as 'EN'] ?? ''}`]));

export const DEMO_RAFFLES: PromotionSeed[] = [
  {
    key: 'red-envelopes',
    category: 'lucky',
    artHue: 355,
    terms: {
      kind: 'raffle',
      game: 'red-envelope',
      ticketsOnJoin: 1,
      validBetPerTicket: 500_00,
      maxTickets: 10,
      prizes: [
        { label: NOTHING, amount: 0, weight: 30 },
        { label: money('₱5'), amount: 5_00, weight: 40 },
        { label: money('₱18'), amount: 18_00, weight: 20 },
        { label: money('₱88'), amount: 88_00, weight: 9 },
        { label: money('₱888'), amount: 888_00, weight: 1 },
      ],
    },
    title: six('Lucky red envelopes', '幸运红包', 'Lì xì may mắn', 'ラッキー紅包', 'อั่งเปาโชคดี', 'Masuwerteng ang pao'),
    summary: six(
      'Join for a free envelope, then one more for every ₱500 you bet.',
      '参与即送一个红包，每投注 ₱500 再得一个。',
      'Tham gia nhận một bao lì xì, cứ cược ₱500 được thêm một bao.',
      '参加で紅包1つ、₱500ベットごとにもう1つ。',
      'ร่วมสนุกรับอั่งเปาฟรีหนึ่งซอง และทุกการเดิมพัน ₱500 รับเพิ่มอีกหนึ่งซอง',
      'Sumali para sa libreng ang pao, at isa pa sa bawat ₱500 na taya.',
    ),
    content: withFair(
      six(
        '<p>Join, open your first envelope for free, and earn one more envelope for every <b>₱500</b> in valid bets (ten at most). Envelopes hold up to <b>₱888</b>.</p>',
        '<p>参与后即可免费拆第一个红包，每 <b>₱500</b> 有效投注再得一个（最多十个）。红包最高 <b>₱888</b>。</p>',
        '<p>Tham gia, mở bao đầu tiên miễn phí, và nhận thêm một bao cho mỗi <b>₱500</b> cược hợp lệ (tối đa mười). Mỗi bao tới <b>₱888</b>.</p>',
        '<p>参加すると最初の紅包は無料。有効ベット <b>₱500</b> ごとにもう1つ（最大10個）。最高 <b>₱888</b>。</p>',
        '<p>ร่วมสนุก เปิดซองแรกฟรี และรับเพิ่มหนึ่งซองทุกยอดเดิมพันที่ถูกต้อง <b>₱500</b> (สูงสุดสิบซอง) รางวัลสูงสุด <b>₱888</b></p>',
        '<p>Sumali, buksan nang libre ang unang ang pao, at makakuha ng isa pa sa bawat <b>₱500</b> na valid bets (hanggang sampu). Hanggang <b>₱888</b> ang laman.</p>',
      ),
    ),
  },
  {
    key: 'golden-eggs',
    category: 'lucky',
    artHue: 45,
    terms: {
      kind: 'raffle',
      game: 'golden-egg',
      ticketsOnJoin: 1,
      validBetPerTicket: 1_000_00,
      maxTickets: 5,
      prizes: [
        { label: NOTHING, amount: 0, weight: 25 },
        { label: money('₱10'), amount: 10_00, weight: 45 },
        { label: money('₱50'), amount: 50_00, weight: 25 },
        { label: money('₱500'), amount: 500_00, weight: 5 },
      ],
    },
    title: six('Golden egg smash', '砸金蛋', 'Đập trứng vàng', '金の卵割り', 'ทุบไข่ทองคำ', 'Basagin ang gintong itlog'),
    summary: six(
      'Smash an egg for up to ₱500: one free, one more per ₱1,000 bet.',
      '砸金蛋最高 ₱500：首个免费，每投注 ₱1,000 再得一个。',
      'Đập trứng nhận tới ₱500: quả đầu miễn phí, thêm một quả cho mỗi ₱1,000 cược.',
      '卵を割って最大₱500：1つ無料、₱1,000ベットごとにもう1つ。',
      'ทุบไข่รับสูงสุด ₱500: ฟรีหนึ่งใบ และเพิ่มหนึ่งใบทุกการเดิมพัน ₱1,000',
      'Basagin ang itlog para sa hanggang ₱500: isa libre, isa pa bawat ₱1,000 na taya.',
    ),
    content: withFair(
      six(
        '<p>Your first golden egg is free when you join; every <b>₱1,000</b> in valid bets adds another (five at most).</p>',
        '<p>参与即得第一个金蛋；每 <b>₱1,000</b> 有效投注再得一个（最多五个）。</p>',
        '<p>Quả trứng vàng đầu tiên miễn phí khi tham gia; mỗi <b>₱1,000</b> cược hợp lệ thêm một quả (tối đa năm).</p>',
        '<p>参加で最初の金の卵は無料。有効ベット <b>₱1,000</b> ごとにもう1つ（最大5つ）。</p>',
        '<p>ไข่ทองคำใบแรกฟรีเมื่อร่วมสนุก ทุกยอดเดิมพันที่ถูกต้อง <b>₱1,000</b> รับเพิ่มอีกหนึ่งใบ (สูงสุดห้าใบ)</p>',
        '<p>Libre ang unang gintong itlog pagsali mo; bawat <b>₱1,000</b> na valid bets ay may dagdag na isa (hanggang lima).</p>',
      ),
    ),
  },
  {
    key: 'vip-wheel',
    category: 'vip',
    artHue: 275,
    eligibility: { vipMin: 3 },
    terms: {
      kind: 'raffle',
      game: 'prize-wheel',
      ticketsOnJoin: 3,
      validBetPerTicket: 2_000_00,
      maxTickets: 20,
      prizes: [
        { label: money('₱20'), amount: 20_00, weight: 50 },
        { label: money('₱100'), amount: 100_00, weight: 30 },
        { label: money('₱500'), amount: 500_00, weight: 15 },
        { label: money('₱2,000'), amount: 2_000_00, weight: 5 },
      ],
    },
    title: six('VIP prize wheel', 'VIP 幸运转盘', 'Vòng quay VIP', 'VIPルーレット', 'วงล้อรางวัล VIP', 'VIP prize wheel'),
    summary: six(
      'VIP 3 and above: three free spins, every spin wins.',
      'VIP 3 及以上：三次免费转盘，每次必中。',
      'VIP 3 trở lên: ba lượt quay miễn phí, lượt nào cũng trúng.',
      'VIP3以上：無料3回、毎回当たり。',
      'VIP 3 ขึ้นไป: หมุนฟรีสามครั้ง ได้รางวัลทุกครั้ง',
      'VIP 3 pataas: tatlong libreng spin, panalo bawat spin.',
    ),
    content: withFair(
      six(
        '<p>For members at VIP level 3 and above. Join for three spins; every <b>₱2,000</b> in valid bets adds one. Every spin wins, up to <b>₱2,000</b>.</p>',
        '<p>VIP 3 级及以上会员专享。参与即得三次转盘机会；每 <b>₱2,000</b> 有效投注再得一次。每次必中，最高 <b>₱2,000</b>。</p>',
        '<p>Dành cho thành viên VIP cấp 3 trở lên. Tham gia nhận ba lượt; mỗi <b>₱2,000</b> cược hợp lệ thêm một lượt. Lượt nào cũng trúng, tới <b>₱2,000</b>.</p>',
        '<p>VIPレベル3以上の会員限定。参加で3回、有効ベット <b>₱2,000</b> ごとに1回追加。毎回当たり、最大 <b>₱2,000</b>。</p>',
        '<p>สำหรับสมาชิก VIP ระดับ 3 ขึ้นไป ร่วมสนุกรับสามสิทธิ์ ทุกยอดเดิมพันที่ถูกต้อง <b>₱2,000</b> รับเพิ่มหนึ่งสิทธิ์ ได้รางวัลทุกครั้ง สูงสุด <b>₱2,000</b></p>',
        '<p>Para sa mga miyembrong VIP level 3 pataas. Sumali para sa tatlong spin; bawat <b>₱2,000</b> na valid bets ay may dagdag na isa. Panalo bawat spin, hanggang <b>₱2,000</b>.</p>',
      ),
    ),
  },
  {
    key: 'festival-envelopes',
    category: 'lucky',
    artHue: 330,
    startsInDays: 3,
    terms: {
      kind: 'raffle',
      game: 'red-envelope',
      ticketsOnJoin: 2,
      validBetPerTicket: 0,
      maxTickets: 2,
      prizes: [
        { label: money('₱8'), amount: 8_00, weight: 70 },
        { label: money('₱88'), amount: 88_00, weight: 29 },
        { label: money('₱888'), amount: 888_00, weight: 1 },
      ],
    },
    title: six(
      'Festival envelopes',
      '节日红包雨',
      'Lì xì lễ hội',
      'フェスティバル紅包',
      'อั่งเปาเทศกาล',
      'Festival ang pao',
    ),
    summary: six(
      'Two free envelopes for everyone: coming soon.',
      '人人两个免费红包，即将开始。',
      'Hai bao lì xì miễn phí cho mọi người: sắp diễn ra.',
      '全員に無料紅包2つ：近日開始。',
      'อั่งเปาฟรีสองซองสำหรับทุกคน: เร็วๆ นี้',
      'Dalawang libreng ang pao para sa lahat: malapit na.',
    ),
    content: withFair(
      six(
        '<p>Every member gets two envelopes to open during the festival, each worth at least <b>₱8</b>.</p>',
        '<p>节日期间每位会员可拆两个红包，每个至少 <b>₱8</b>。</p>',
        '<p>Trong dịp lễ, mỗi thành viên được mở hai bao lì xì, mỗi bao ít nhất <b>₱8</b>.</p>',
        '<p>期間中、全会員が紅包を2つ開けられます。1つ最低 <b>₱8</b>。</p>',
        '<p>ช่วงเทศกาล สมาชิกทุกคนเปิดอั่งเปาได้สองซอง ซองละอย่างน้อย <b>₱8</b></p>',
        '<p>Sa festival, bawat miyembro ay may dalawang ang pao na bubuksan, bawat isa ay hindi bababa sa <b>₱8</b>.</p>',
      ),
    ),
  },
];
