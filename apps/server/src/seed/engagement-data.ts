import type { LocalizedText, RewardArt, RewardKind } from '@arcadia/contracts';

/** Demo content of the points mall, VIP ranks and referral, per brand. */

export interface RewardSeed {
  key: string;
  kind: RewardKind;
  art: RewardArt;
  name: LocalizedText;
  description: LocalizedText;
  points: number;
  /** Face value in minor units (of the brand's currency). */
  amount: number;
  stock: number;
}

const r = (
  key: string,
  kind: RewardKind,
  art: RewardArt,
  points: number,
  amount: number,
  stock: number,
  name: [string, string, string, string, string, string],
  description: [string, string, string, string, string, string],
): RewardSeed => {
  const langs = ['EN', 'CN', 'VI', 'JA', 'TH', 'TY'] as const;
  return {
    key,
    kind,
    art,
    points,
    amount,
    stock,
    name: Object.fromEntries(langs.map((lang, i) => [lang, name[i]])),
    description: Object.fromEntries(langs.map((lang, i) => [lang, description[i]])),
  };
};

/** The demo brand's mall (PHP; 100 points are worth ₱1.00 when converted). */
export const DEMO_REWARDS: RewardSeed[] = [
  r(
    'sticker-pack',
    'goods',
    'gift',
    500,
    50_00,
    5000,
    [
      'Arcadia sticker pack',
      'Arcadia 贴纸包',
      'Bộ nhãn dán Arcadia',
      'Arcadia ステッカーパック',
      'ชุดสติกเกอร์ Arcadia',
      'Arcadia sticker pack',
    ],
    [
      'Twelve glossy stickers of the house games.',
      '十二张房间游戏亮面贴纸。',
      'Mười hai nhãn dán bóng hình trò chơi.',
      'ハウスゲームの光沢ステッカー12枚。',
      'สติกเกอร์เคลือบเงา 12 แผ่นลายเกมของเรา',
      'Labindalawang makintab na sticker ng mga laro.',
    ],
  ),
  r(
    'mug',
    'goods',
    'mug',
    1_200,
    250_00,
    200,
    ['Arcadia mug', 'Arcadia 马克杯', 'Cốc Arcadia', 'Arcadia マグカップ', 'แก้วมัค Arcadia', 'Arcadia mug'],
    [
      'Ceramic, 350 ml, dishwasher safe.',
      '陶瓷，350 毫升，可用洗碗机清洗。',
      'Gốm sứ, 350 ml, rửa được bằng máy.',
      '陶器製 350 ml、食洗機対応。',
      'เซรามิก 350 มล. เข้าเครื่องล้างจานได้',
      'Ceramic, 350 ml, puwede sa dishwasher.',
    ],
  ),
  r(
    'cap',
    'goods',
    'cap',
    1_800,
    350_00,
    150,
    ['Arcadia cap', 'Arcadia 棒球帽', 'Mũ Arcadia', 'Arcadia キャップ', 'หมวกแก๊ป Arcadia', 'Arcadia cap'],
    [
      'Embroidered logo, one size.',
      '刺绣标志，均码。',
      'Logo thêu, một cỡ.',
      '刺繍ロゴ、フリーサイズ。',
      'โลโก้ปัก ฟรีไซซ์',
      'May burdang logo, iisang sukat.',
    ],
  ),
  r(
    't-shirt',
    'goods',
    'shirt',
    2_500,
    450_00,
    100,
    ['Arcadia T-shirt', 'Arcadia T 恤', 'Áo thun Arcadia', 'Arcadia Tシャツ', 'เสื้อยืด Arcadia', 'Arcadia T-shirt'],
    [
      'Cotton, sizes S to XL (say which in the address).',
      '纯棉，S 至 XL（请在地址中注明尺码）。',
      'Cotton, cỡ S đến XL (ghi cỡ trong địa chỉ).',
      '綿、S〜XL（サイズは住所欄に記入）。',
      'ผ้าฝ้าย ไซซ์ S ถึง XL (ระบุไซซ์ในที่อยู่)',
      'Cotton, S hanggang XL (isulat ang sukat sa address).',
    ],
  ),
  r(
    'load-50',
    'cash',
    'load',
    5_000,
    50_00,
    1000,
    ['₱50 mobile load', '₱50 手机话费', 'Nạp ₱50 điện thoại', '₱50 モバイルチャージ', 'เติมเงินมือถือ ₱50', '₱50 na load'],
    [
      'Sent to the mobile number you give.',
      '充值到您填写的手机号码。',
      'Nạp vào số điện thoại bạn cung cấp.',
      'ご指定の携帯番号へチャージします。',
      'เติมเข้าเบอร์มือถือที่คุณระบุ',
      'Ipapadala sa mobile number na ibibigay mo.',
    ],
  ),
  r(
    'gcash-100',
    'cash',
    'cash',
    9_500,
    100_00,
    500,
    [
      '₱100 e-wallet cash',
      '₱100 电子钱包现金',
      '₱100 vào ví điện tử',
      '₱100 電子マネー',
      'เงินสด ₱100 เข้าอีวอลเล็ท',
      '₱100 sa e-wallet',
    ],
    [
      'Transferred to the e-wallet of the mobile number you give.',
      '转入您填写的手机号码绑定的电子钱包。',
      'Chuyển vào ví điện tử của số điện thoại bạn cung cấp.',
      'ご指定の携帯番号の電子マネーへ送金します。',
      'โอนเข้าอีวอลเล็ทของเบอร์มือถือที่คุณระบุ',
      'Ililipat sa e-wallet ng mobile number na ibibigay mo.',
    ],
  ),
  r(
    'shopping-voucher',
    'goods',
    'voucher',
    6_000,
    500_00,
    300,
    [
      '₱500 shopping voucher',
      '₱500 购物券',
      'Phiếu mua sắm ₱500',
      '₱500 お買い物券',
      'บัตรกำนัลช้อปปิ้ง ₱500',
      '₱500 shopping voucher',
    ],
    [
      'A printed voucher for partner malls, mailed to you.',
      '合作商场纸质购物券，邮寄给您。',
      'Phiếu in dùng tại các trung tâm đối tác, gửi qua bưu điện.',
      '提携モールで使える紙のお買い物券を郵送します。',
      'บัตรกำนัลสำหรับห้างพันธมิตร ส่งทางไปรษณีย์',
      'Naka-print na voucher para sa partner malls, ipapadala sa iyo.',
    ],
  ),
  r(
    'tote-bag',
    'goods',
    'bag',
    3_000,
    500_00,
    120,
    [
      'Arcadia tote bag',
      'Arcadia 帆布袋',
      'Túi tote Arcadia',
      'Arcadia トートバッグ',
      'กระเป๋าผ้า Arcadia',
      'Arcadia tote bag',
    ],
    [
      'Heavy canvas with an inner pocket.',
      '厚帆布，带内袋。',
      'Vải canvas dày có túi trong.',
      '厚手キャンバス、内ポケット付き。',
      'ผ้าแคนวาสหนา มีช่องด้านใน',
      'Makapal na canvas na may bulsa sa loob.',
    ],
  ),
  r(
    'speaker',
    'goods',
    'speaker',
    15_000,
    2_500_00,
    25,
    ['Bluetooth speaker', '蓝牙音箱', 'Loa Bluetooth', 'Bluetooth スピーカー', 'ลำโพงบลูทูธ', 'Bluetooth speaker'],
    [
      'Water resistant, 12 hours of play.',
      '防水，续航 12 小时。',
      'Chống nước, nghe 12 giờ.',
      '防水、12時間再生。',
      'กันน้ำ เล่นได้ 12 ชั่วโมง',
      'Hindi tinatablan ng tubig, 12 oras na tugtog.',
    ],
  ),
  r(
    'earbuds',
    'goods',
    'earbuds',
    25_000,
    4_000_00,
    20,
    ['Wireless earbuds', '无线耳机', 'Tai nghe không dây', 'ワイヤレスイヤホン', 'หูฟังไร้สาย', 'Wireless earbuds'],
    [
      'Noise cancelling, with charging case.',
      '主动降噪，附充电盒。',
      'Chống ồn, kèm hộp sạc.',
      'ノイズキャンセリング、充電ケース付き。',
      'ตัดเสียงรบกวน พร้อมกล่องชาร์จ',
      'May noise cancelling at charging case.',
    ],
  ),
  r(
    'smart-watch',
    'goods',
    'watch',
    40_000,
    7_000_00,
    10,
    ['Smart watch', '智能手表', 'Đồng hồ thông minh', 'スマートウォッチ', 'สมาร์ทวอทช์', 'Smart watch'],
    [
      'Heart rate, GPS and a week of battery.',
      '心率、GPS，续航一周。',
      'Nhịp tim, GPS, pin một tuần.',
      '心拍、GPS、1週間持つバッテリー。',
      'วัดชีพจร GPS แบตเตอรี่หนึ่งสัปดาห์',
      'Heart rate, GPS at isang linggong baterya.',
    ],
  ),
  r(
    'smartphone',
    'goods',
    'phone',
    120_000,
    20_000_00,
    3,
    ['Smartphone', '智能手机', 'Điện thoại thông minh', 'スマートフォン', 'สมาร์ทโฟน', 'Smartphone'],
    [
      '6.5-inch screen, 128 GB.',
      '6.5 英寸屏幕，128 GB。',
      'Màn hình 6,5 inch, 128 GB.',
      '6.5インチ画面、128 GB。',
      'หน้าจอ 6.5 นิ้ว 128 GB',
      '6.5-inch na screen, 128 GB.',
    ],
  ),
  r(
    'tablet',
    'goods',
    'tablet',
    180_000,
    30_000_00,
    2,
    ['Tablet', '平板电脑', 'Máy tính bảng', 'タブレット', 'แท็บเล็ต', 'Tablet'],
    [
      '10-inch screen, Wi-Fi, 64 GB.',
      '10 英寸屏幕，Wi-Fi，64 GB。',
      'Màn hình 10 inch, Wi-Fi, 64 GB.',
      '10インチ画面、Wi-Fi、64 GB。',
      'หน้าจอ 10 นิ้ว Wi-Fi 64 GB',
      '10-inch na screen, Wi-Fi, 64 GB.',
    ],
  ),
  r(
    'console',
    'goods',
    'console',
    300_000,
    50_000_00,
    1,
    ['Game console', '游戏主机', 'Máy chơi game', 'ゲーム機', 'เครื่องเล่นเกม', 'Game console'],
    [
      'With two controllers.',
      '附两个手柄。',
      'Kèm hai tay cầm.',
      'コントローラー2個付き。',
      'พร้อมจอยสองอัน',
      'May dalawang controller.',
    ],
  ),
];

/** The second brand (VND): a smaller mall. */
export const BETA_REWARDS: RewardSeed[] = [
  r(
    'beta-mug',
    'goods',
    'mug',
    1_000,
    150_000_00,
    100,
    ['Beta Play mug', 'Beta Play 马克杯', 'Cốc Beta Play', 'Beta Play マグカップ', 'แก้วมัค Beta Play', 'Beta Play mug'],
    [
      'Ceramic, 350 ml.',
      '陶瓷，350 毫升。',
      'Gốm sứ, 350 ml.',
      '陶器製 350 ml。',
      'เซรามิก 350 มล.',
      'Ceramic, 350 ml.',
    ],
  ),
  r(
    'beta-load',
    'cash',
    'load',
    5_000,
    50_000_00,
    500,
    [
      '₫50,000 mobile top-up',
      '₫50,000 手机话费',
      'Nạp ₫50.000 điện thoại',
      '₫50,000 モバイルチャージ',
      'เติมเงินมือถือ ₫50,000',
      '₫50,000 na load',
    ],
    [
      'Sent to the mobile number you give.',
      '充值到您填写的手机号码。',
      'Nạp vào số điện thoại bạn cung cấp.',
      'ご指定の携帯番号へチャージします。',
      'เติมเข้าเบอร์มือถือที่คุณระบุ',
      'Ipapadala sa mobile number na ibibigay mo.',
    ],
  ),
  r(
    'beta-earbuds',
    'goods',
    'earbuds',
    30_000,
    1_500_000_00,
    10,
    ['Wireless earbuds', '无线耳机', 'Tai nghe không dây', 'ワイヤレスイヤホン', 'หูฟังไร้สาย', 'Wireless earbuds'],
    ['With charging case.', '附充电盒。', 'Kèm hộp sạc.', '充電ケース付き。', 'พร้อมกล่องชาร์จ', 'May charging case.'],
  ),
];

/** VIP levels: lifetime settled valid bets and credited deposits (minor units) to reach each. */
export const VIP_LEVELS: Record<string, [string, number, number][]> = {
  demo: [
    ['Bronze', 0, 0],
    ['Silver', 5_000_00, 1_000_00],
    ['Gold', 50_000_00, 10_000_00],
    ['Platinum', 200_000_00, 50_000_00],
    ['Diamond', 1_000_000_00, 200_000_00],
    ['Royal', 5_000_000_00, 1_000_000_00],
    ['Legend', 20_000_000_00, 5_000_000_00],
  ],
  beta: [
    ['Member', 0, 0],
    ['Silver', 100_000_000_00, 20_000_000_00],
    ['Gold', 1_000_000_000_00, 200_000_000_00],
    ['Platinum', 5_000_000_000_00, 1_000_000_000_00],
    ['Diamond', 20_000_000_000_00, 5_000_000_000_00],
  ],
};

/** The point rule per brand: valid bet per point, points worth 1.00, least points per conversion. */
export const POINT_RULES: Record<string, { amountRequired: number; pointsRatio: number; pointsRequired: number }> = {
  demo: { amountRequired: 10_00, pointsRatio: 100, pointsRequired: 100 },
  beta: { amountRequired: 2_000_00, pointsRatio: 1, pointsRequired: 100 },
};

/** The referral rule per brand (minor units). */
export const REFERRAL_RULES: Record<string, { bonusAmount: number; minDeposit: number }> = {
  demo: { bonusAmount: 100_00, minDeposit: 500_00 },
  beta: { bonusAmount: 50_000_00, minDeposit: 200_000_00 },
};

/** Points the demo member starts with, so the mall can be tried at once. */
export const DEMO_MEMBER_POINTS = 30_000;

export const POINT_RULES_TEXT: LocalizedText = {
  EN: '<h3>Earning points</h3><p>Every settled bet earns points on its valid bet: <strong>1 point for every {unit}</strong>. Points are added within a minute and never expire.</p><h3>Spending points</h3><ul><li>Exchange them for goods or cash rewards while stock lasts. Goods are shipped to the address you give; cash rewards go to the mobile number you give.</li><li>Or convert them into your wallet: {ratio} points are worth 1.00, at least {min} points at a time.</li></ul><p>Every redemption is reviewed. If one is rejected, its points and stock come back.</p>',
  CN: '<h3>赚取积分</h3><p>每笔已结算的投注按有效投注额赚取积分：<strong>每 {unit} 得 1 积分</strong>。积分一分钟内到账，永不过期。</p><h3>使用积分</h3><ul><li>在库存范围内兑换实物或现金奖品。实物寄往您填写的地址，现金奖品发送至您填写的手机号码。</li><li>或兑换到钱包：{ratio} 积分等于 1.00，每次至少 {min} 积分。</li></ul><p>每笔兑换都需审核。若被拒绝，积分和库存将退回。</p>',
  VI: '<h3>Tích điểm</h3><p>Mỗi cược đã thanh toán tích điểm theo cược hợp lệ: <strong>1 điểm cho mỗi {unit}</strong>. Điểm được cộng trong vòng một phút và không bao giờ hết hạn.</p><h3>Dùng điểm</h3><ul><li>Đổi lấy quà hoặc tiền thưởng khi còn hàng. Quà được gửi đến địa chỉ bạn cung cấp; tiền thưởng gửi đến số điện thoại bạn cung cấp.</li><li>Hoặc quy đổi vào ví: {ratio} điểm bằng 1.00, ít nhất {min} điểm mỗi lần.</li></ul><p>Mỗi lượt đổi đều được duyệt. Nếu bị từ chối, điểm và hàng sẽ được hoàn lại.</p>',
  JA: '<h3>ポイントを貯める</h3><p>確定したベットは有効ベット額に応じてポイントが貯まります：<strong>{unit} ごとに 1 ポイント</strong>。ポイントは1分以内に加算され、有効期限はありません。</p><h3>ポイントを使う</h3><ul><li>在庫がある限り、商品や現金の景品と交換できます。商品はご指定の住所へ、現金の景品はご指定の携帯番号へ送ります。</li><li>またはウォレットへ交換：{ratio} ポイントで 1.00、一度に {min} ポイント以上。</li></ul><p>交換はすべて審査されます。却下された場合、ポイントと在庫は戻ります。</p>',
  TH: '<h3>การสะสมคะแนน</h3><p>ทุกเดิมพันที่ชำระแล้วได้รับคะแนนตามยอดเดิมพันที่มีผล: <strong>1 คะแนนต่อทุก {unit}</strong> คะแนนเข้าภายในหนึ่งนาทีและไม่มีวันหมดอายุ</p><h3>การใช้คะแนน</h3><ul><li>แลกของรางวัลหรือเงินสดขณะที่ยังมีของ ของรางวัลส่งไปยังที่อยู่ที่คุณระบุ เงินสดส่งไปยังเบอร์มือถือที่คุณระบุ</li><li>หรือแลกเข้ากระเป๋าเงิน: {ratio} คะแนนเท่ากับ 1.00 ครั้งละอย่างน้อย {min} คะแนน</li></ul><p>ทุกการแลกจะได้รับการตรวจสอบ หากถูกปฏิเสธ คะแนนและสต็อกจะคืนกลับ</p>',
  TY: '<h3>Pag-ipon ng puntos</h3><p>Bawat settled na taya ay may puntos batay sa valid bet: <strong>1 puntos sa bawat {unit}</strong>. Idinadagdag ang puntos sa loob ng isang minuto at hindi nag-e-expire.</p><h3>Paggamit ng puntos</h3><ul><li>Ipagpalit sa goods o cash rewards habang may stock. Ang goods ay ipapadala sa address na ibibigay mo; ang cash rewards ay sa mobile number na ibibigay mo.</li><li>O i-convert sa wallet: {ratio} puntos ay katumbas ng 1.00, hindi bababa sa {min} puntos bawat beses.</li></ul><p>Sinusuri ang bawat redemption. Kapag tinanggihan, babalik ang puntos at stock.</p>',
};
