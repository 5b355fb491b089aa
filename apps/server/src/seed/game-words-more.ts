import type { Phrase } from './game-words.ts';

/** Word lists for table, arcade, bingo, live, card, fishing, lottery and sports titles: [EN, CN, VI, JA, TH, TY]. */

export const TABLE_GAMES: Phrase[] = [
  ['Roulette', '轮盘', 'Cò Quay', 'ルーレット', 'รูเล็ต', 'Roleta'],
  ['Blackjack', '二十一点', 'Xì Dách', 'ブラックジャック', 'แบล็คแจ็ค', 'Blackjack'],
  ['Baccarat', '百家乐', 'Baccarat', 'バカラ', 'บาคาร่า', 'Baccarat'],
  ['Video Poker', '视频扑克', 'Video Poker', 'ビデオポーカー', 'วิดีโอโป๊กเกอร์', 'Video Poker'],
  ['Sic Bo', '骰宝', 'Tài Xỉu', 'シックボー', 'ไฮโล', 'Sic Bo'],
  ['Dragon Tiger', '龙虎', 'Rồng Hổ', 'ドラゴンタイガー', 'เสือมังกร', 'Dragon Tiger'],
  ['Three Card Poker', '三张牌扑克', 'Poker Ba Lá', 'スリーカードポーカー', 'โป๊กเกอร์สามใบ', 'Three Card Poker'],
  ["Casino Hold'em", '赌场德州扑克', "Casino Hold'em", 'カジノホールデム', 'คาสิโนโฮลเด็ม', "Casino Hold'em"],
  ['Red Dog', '红狗', 'Red Dog', 'レッドドッグ', 'เรดด็อก', 'Red Dog'],
];

export const TABLE_VARIANTS: Phrase[] = [
  ['European {}', '欧式{}', '{} Châu Âu', 'ヨーロピアン・{}', '{}ยุโรป', 'Europeong {}'],
  ['American {}', '美式{}', '{} Mỹ', 'アメリカン・{}', '{}อเมริกัน', 'Amerikanong {}'],
  ['Classic {}', '经典{}', '{} Cổ Điển', 'クラシック・{}', '{}คลาสสิก', 'Klasikong {}'],
  ['Multi-hand {}', '多手{}', '{} Nhiều Tay', 'マルチハンド・{}', '{}หลายมือ', 'Multi-hand {}'],
  ['Premium {}', '尊享{}', '{} Thượng Hạng', 'プレミアム・{}', '{}พรีเมียม', 'Premium {}'],
  ['Mini {}', '迷你{}', '{} Mini', 'ミニ・{}', '{}มินิ', 'Mini {}'],
  ['{} Gold', '{}黄金版', '{} Vàng', '{} ゴールド', '{}โกลด์', '{} Gold'],
];

export const ARCADE_GAMES: Phrase[] = [
  ['Plinko', '弹珠台', 'Plinko', 'プリンコ', 'พลินโก', 'Plinko'],
  ['Mines', '扫雷', 'Dò Mìn', 'マインズ', 'เหมืองระเบิด', 'Mina'],
  ['Crash', '爆点', 'Crash', 'クラッシュ', 'แครช', 'Crash'],
  ['Keno', '基诺', 'Keno', 'キノ', 'คีโน', 'Keno'],
  ['Dice', '骰子', 'Xúc Xắc', 'ダイス', 'ลูกเต๋า', 'Dais'],
  ['Hi-Lo', '高低', 'Cao Thấp', 'ハイロー', 'สูงต่ำ', 'Hi-Lo'],
  ['Limbo', '林波', 'Limbo', 'リンボ', 'ลิมโบ', 'Limbo'],
  ['Tower', '高塔', 'Tháp', 'タワー', 'หอคอย', 'Tore'],
  ['Wheel', '转轮', 'Vòng Quay', 'ホイール', 'วงล้อ', 'Gulong'],
  ['Penalty Kick', '点球大战', 'Đá Phạt Đền', 'ペナルティキック', 'ยิงจุดโทษ', 'Penalty Kick'],
  ['Aviator', '飞行员', 'Phi Công', 'アビエーター', 'นักบิน', 'Piloto'],
];

export const ARCADE_VARIANTS: Phrase[] = [
  ['{}', '{}', '{}', '{}', '{}', '{}'],
  ['{} X', '{} X', '{} X', '{} X', '{} X', '{} X'],
  ['{} Turbo', '{}涡轮版', '{} Turbo', '{}・ターボ', '{}เทอร์โบ', '{} Turbo'],
  ['Neon {}', '霓虹{}', '{} Neon', 'ネオン・{}', '{}นีออน', 'Neon {}'],
  ['{} Pro', '{}专业版', '{} Pro', '{}・プロ', '{}โปร', '{} Pro'],
  ['Space {}', '太空{}', '{} Không Gian', 'スペース・{}', '{}อวกาศ', '{} sa Kalawakan'],
  ['Mini {}', '迷你{}', '{} Mini', 'ミニ・{}', '{}มินิ', 'Mini {}'],
];

const BINGO: Phrase = ['Bingo', '宾果', 'Bingo', 'ビンゴ', 'บิงโก', 'Bingo'];
/** Bingo and its 75- and 90-ball games. */
export const BINGO_GAMES: Phrase[] = ['', ' 75', ' 90'].map(
  (balls) => BINGO.map((word) => `${word}${balls}`) as unknown as Phrase,
);
export const BINGO_VARIANTS: Phrase[] = [
  ['{}', '{}', '{}', '{}', '{}', '{}'],
  ['Pinoy {}', '菲式{}', '{} Pinoy', 'ピノイ・{}', '{}ปินอย', 'Pinoy {}'],
  ['Lucky {}', '幸运{}', '{} May Mắn', 'ラッキー・{}', '{}นำโชค', 'Masuwerteng {}'],
  ['{} Carnival', '{}嘉年华', 'Lễ Hội {}', '{}・カーニバル', '{}คาร์นิวัล', 'Karnabal ng {}'],
  ['{} Star', '{}之星', 'Ngôi Sao {}', '{}・スター', '{}สตาร์', '{} Star'],
  ['{} Rush', '{}狂潮', '{} Tốc Hành', '{}・ラッシュ', '{}รัช', '{} Rush'],
  ['Golden {}', '黄金{}', '{} Vàng', 'ゴールデン・{}', '{}ทองคำ', 'Gintong {}'],
];

export const LIVE_GAMES: Phrase[] = [
  ...TABLE_GAMES.filter((game) => ['Roulette', 'Blackjack', 'Baccarat', 'Sic Bo', 'Dragon Tiger'].includes(game[0])),
  ['Fan Tan', '番摊', 'Fan Tan', 'ファンタン', 'ฟันแทน', 'Fan Tan'],
  ['Bull Bull', '牛牛', 'Bài Ngầu', 'ブルブル', 'บูลบูล', 'Bull Bull'],
];

export const LIVE_VARIANTS: Phrase[] = [
  ['{}', '{}', '{}', '{}', '{}', '{}'],
  ['Speed {}', '极速{}', '{} Tốc Độ', 'スピード・{}', '{}สปีด', 'Mabilis na {}'],
  ['VIP {}', 'VIP{}', '{} VIP', 'VIP・{}', '{} VIP', 'VIP {}'],
  ['Squeeze {}', '咪牌{}', '{} Nặn Bài', 'スクイーズ・{}', '{}บีบไพ่', 'Squeeze {}'],
  ['No Commission {}', '免佣{}', '{} Không Hoa Hồng', 'ノーコミッション・{}', '{}ไม่มีค่าคอม', '{} na Walang Komisyon'],
  ['Lightning {}', '闪电{}', '{} Tia Chớp', 'ライトニング・{}', '{}สายฟ้า', 'Lightning {}'],
];

export const CARD_GAMES: Phrase[] = [
  ['Teen Patti', '印度炸金花', 'Teen Patti', 'ティーンパティ', 'ทีนปัตตี', 'Teen Patti'],
  ['Rummy', '拉米', 'Rummy', 'ラミー', 'รัมมี่', 'Rummy'],
  ["Texas Hold'em", '德州扑克', 'Poker Texas', 'テキサスホールデム', 'เท็กซัสโฮลเด็ม', "Texas Hold'em"],
  ['Tongits', '通吉斯', 'Tongits', 'トンギッツ', 'ตองอิต', 'Tongits'],
  ['Pusoy', '菲律宾十三张', 'Pusoy', 'プソイ', 'ปูซอย', 'Pusoy'],
  ['Mahjong', '麻将', 'Mạt Chược', '麻雀', 'ไพ่นกกระจอก', 'Mahjong'],
  ['Andar Bahar', '安达巴哈', 'Andar Bahar', 'アンダルバハール', 'อันดาร์บาฮาร์', 'Andar Bahar'],
  ['Pai Gow', '牌九', 'Bài Cửu', 'パイガオ', 'ไพ่เก้า', 'Pai Gow'],
  ['Thirteen Cards', '十三张', 'Mậu Binh', 'サーティーンカード', 'ไพ่สิบสาม', 'Trese Baraha'],
  ['Tien Len', '越南前进', 'Tiến Lên Miền Nam', 'ティエンレン', 'เตียนเลน', 'Tien Len'],
  ['Bull Bull', '抢庄牛牛', 'Bài Ngầu', 'ブルブル', 'บูลบูล', 'Bull Bull'],
  ['Blackjack', '二十一点', 'Xì Dách', 'ブラックジャック', 'แบล็คแจ็ค', 'Blackjack'],
];

export const CARD_VARIANTS: Phrase[] = [
  ['{}', '{}', '{}', '{}', '{}', '{}'],
  ['Classic {}', '经典{}', '{} Cổ Điển', 'クラシック・{}', '{}คลาสสิก', 'Klasikong {}'],
  ['VIP {}', 'VIP{}', '{} VIP', 'VIP・{}', '{} VIP', 'VIP {}'],
  ['Speed {}', '极速{}', '{} Tốc Độ', 'スピード・{}', '{}สปีด', 'Mabilis na {}'],
  ['{} Royale', '{}皇家版', '{} Hoàng Gia', '{}・ロワイヤル', '{}รอยัล', '{} Royale'],
];

export const FISH_GAMES: Phrase[] = [
  ['Fishing', '捕鱼', 'Bắn Cá', 'フィッシング', 'ยิงปลา', 'Pangingisda'],
  ['Ocean King', '海王', 'Vua Đại Dương', 'オーシャンキング', 'ราชาแห่งมหาสมุทร', 'Hari ng Karagatan'],
  ['Fish Hunter', '捕鱼猎人', 'Thợ Săn Cá', 'フィッシュハンター', 'นักล่าปลา', 'Mangangaso ng Isda'],
  ['Shark Attack', '鲨鱼来袭', 'Cá Mập Tấn Công', 'シャークアタック', 'ฉลามบุก', 'Atake ng Pating'],
  ['Dragon Fishing', '龙王捕鱼', 'Bắn Cá Rồng', 'ドラゴンフィッシング', 'ยิงปลามังกร', 'Pangingisda ng Dragon'],
];

export const FISH_VARIANTS: Phrase[] = [
  ['{}', '{}', '{}', '{}', '{}', '{}'],
  ['Mega {}', '超级{}', '{} Siêu Cấp', 'メガ・{}', '{}เมก้า', 'Mega {}'],
  ['Golden {}', '黄金{}', '{} Vàng', 'ゴールデン・{}', '{}ทองคำ', 'Gintong {}'],
  ['Deep Sea {}', '深海{}', '{} Biển Sâu', 'ディープシー・{}', '{}ใต้ทะเลลึก', '{} sa Malalim na Dagat'],
  ['Lucky {}', '幸运{}', '{} May Mắn', 'ラッキー・{}', '{}นำโชค', 'Masuwerteng {}'],
  ['{} Jackpot', '{}大奖', '{} Jackpot', '{} ジャックポット', '{} แจ็คพอต', '{} Jackpot'],
];

/** Lottery products by vendor kind; a draw interval follows in the title. */
export const VN_LOTTERIES: Phrase[] = [
  [
    'North Vietnam Lottery',
    '越南北部彩',
    'Xổ Số Miền Bắc',
    '北部ベトナム宝くじ',
    'หวยเวียดนามเหนือ',
    'Loterya ng Hilagang Vietnam',
  ],
  [
    'Central Vietnam Lottery',
    '越南中部彩',
    'Xổ Số Miền Trung',
    '中部ベトナム宝くじ',
    'หวยเวียดนามกลาง',
    'Loterya ng Gitnang Vietnam',
  ],
  [
    'South Vietnam Lottery',
    '越南南部彩',
    'Xổ Số Miền Nam',
    '南部ベトナム宝くじ',
    'หวยเวียดนามใต้',
    'Loterya ng Timog Vietnam',
  ],
  ['Mega 6/45', '超级 6/45', 'Mega 6/45', 'メガ 6/45', 'เมก้า 6/45', 'Mega 6/45'],
  ['Power 6/55', '强力 6/55', 'Power 6/55', 'パワー 6/55', 'พาวเวอร์ 6/55', 'Power 6/55'],
  ['Max 3D', '3D彩', 'Max 3D', 'マックス3D', 'แม็กซ์ 3D', 'Max 3D'],
];
export const SEA_LOTTERIES: Phrase[] = [
  ['Thai Lottery', '泰国彩', 'Xổ Số Thái Lan', 'タイ宝くじ', 'หวยไทย', 'Loterya ng Thailand'],
  ['Lao Lottery', '老挝彩', 'Xổ Số Lào', 'ラオス宝くじ', 'หวยลาว', 'Loterya ng Laos'],
  ['Singapore 4D', '新加坡 4D', 'Singapore 4D', 'シンガポール4D', 'สิงคโปร์ 4D', 'Singapore 4D'],
  ['Magnum 4D', '万能 4D', 'Magnum 4D', 'マグナム4D', 'แม็กนั่ม 4D', 'Magnum 4D'],
  ['Toto 4D', '多多 4D', 'Toto 4D', 'トト4D', 'โตโต้ 4D', 'Toto 4D'],
];
export const E_LOTTERIES: Phrase[] = [
  ['Fast 3', '快3', 'Nhanh 3', 'ファスト3', 'ด่วน 3', 'Mabilis 3'],
  ['PK10', 'PK拾', 'PK10', 'PK10', 'PK10', 'PK10'],
  ['Lucky 5', '幸运5', 'May Mắn 5', 'ラッキー5', 'นำโชค 5', 'Suwerte 5'],
  ['11 Choose 5', '11选5', '11 Chọn 5', '11選5', '11 เลือก 5', '11 Pili 5'],
  ['Happy 8', '快乐8', 'Hạnh Phúc 8', 'ハッピー8', 'แฮปปี้ 8', 'Masayang 8'],
  ['Lucky Airship', '幸运飞艇', 'Phi Thuyền May Mắn', 'ラッキー飛行船', 'เรือเหาะนำโชค', 'Masuwerteng Airship'],
];
/** A draw interval after a lottery's name; `#` is the number of minutes. */
export const DRAW_MINUTES: Phrase = ['{} # Min', '{} #分钟', '{} # Phút', '{} #分', '{} # นาที', '{} # Minuto'];

export const SPORTSBOOK: Phrase[] = [
  ['{} Sportsbook', '{}体育', 'Thể Thao {}', '{} スポーツブック', 'กีฬา {}', '{} Sportsbook'],
  [
    '{} Virtual Football',
    '{}虚拟足球',
    'Bóng Đá Ảo {}',
    '{} バーチャルサッカー',
    'ฟุตบอลเสมือน {}',
    '{} Virtual Football',
  ],
  [
    '{} Virtual Basketball',
    '{}虚拟篮球',
    'Bóng Rổ Ảo {}',
    '{} バーチャルバスケ',
    'บาสเกตบอลเสมือน {}',
    '{} Virtual Basketball',
  ],
];
export const SABONG: Phrase = [
  'Sabong Arena {}',
  '斗鸡场 {}',
  'Đấu Trường Đá Gà {}',
  '闘鶏アリーナ {}',
  'สนามไก่ชน {}',
  'Sabong Arena {}',
];
export const ESPORTS_TITLES: Phrase[] = [
  [
    'League of Legends',
    '英雄联盟',
    'Liên Minh Huyền Thoại',
    'リーグ・オブ・レジェンド',
    'ลีกออฟเลเจ็นดส์',
    'League of Legends',
  ],
  ['Dota 2', '刀塔2', 'Dota 2', 'ドータ2', 'โดต้า 2', 'Dota 2'],
  ['Counter-Strike 2', '反恐精英2', 'Counter-Strike 2', 'カウンターストライク2', 'เคาน์เตอร์สไตรก์ 2', 'Counter-Strike 2'],
  ['Valorant', '无畏契约', 'Valorant', 'ヴァロラント', 'วาโลแรนต์', 'Valorant'],
  ['Mobile Legends', '决胜巅峰', 'Mobile Legends', 'モバイル・レジェンド', 'โมบายเลเจนด์', 'Mobile Legends'],
];
export const ESPORTS_TEMPLATE: Phrase = [
  '{} E-sports',
  '{}电竞',
  'Thể Thao Điện Tử {}',
  '{} eスポーツ',
  'อีสปอร์ต {}',
  '{} E-sports',
];

/**
 * The house games' titles, as the house engines name them (012 baccarat tables,
 * 011 lottery games): the catalogue is what the lobby lists, so they must agree.
 */
export const HOUSE_LIVE_TABLES: Phrase[] = [
  ['Live Baccarat 1', '真人百家乐 1', 'Baccarat Trực tiếp 1', 'ライブバカラ 1', 'บาคาร่าสด 1', 'Live Baccarat 1'],
  ['Live Baccarat 2', '真人百家乐 2', 'Baccarat Trực tiếp 2', 'ライブバカラ 2', 'บาคาร่าสด 2', 'Live Baccarat 2'],
  [
    'Live Baccarat VIP',
    '真人百家乐 VIP',
    'Baccarat Trực tiếp VIP',
    'ライブバカラ VIP',
    'บาคาร่าสด VIP',
    'Live Baccarat VIP',
  ],
];
export const HOUSE_CARD_ROOMS: Phrase[] = [
  ['Baccarat Room 1', '百家乐房间 1', 'Phòng Baccarat 1', 'バカラルーム 1', 'ห้องบาคาร่า 1', 'Silid ng Baccarat 1'],
  ['Baccarat Room 2', '百家乐房间 2', 'Phòng Baccarat 2', 'バカラルーム 2', 'ห้องบาคาร่า 2', 'Silid ng Baccarat 2'],
  ['Baccarat Room 3', '百家乐房间 3', 'Phòng Baccarat 3', 'バカラルーム 3', 'ห้องบาคาร่า 3', 'Silid ng Baccarat 3'],
  [
    'Baccarat High Room',
    '百家乐高额房',
    'Phòng Baccarat Cao cấp',
    'バカラ ハイルーム',
    'ห้องบาคาร่าไฮโรลเลอร์',
    'Silid ng Baccarat High',
  ],
];
export const HOUSE_LOTTOS: Phrase[] = [
  [
    'Vietnam Lotto 1 Minute (North)',
    '越南1分彩（北部）',
    'Xổ Số Siêu Tốc 1 Phút (Miền Bắc)',
    'ベトナムロト1分（北部）',
    'หวยเวียดนาม 1 นาที (เหนือ)',
    'Vietnam Lotto 1 Minuto (Hilaga)',
  ],
  [
    'Vietnam Lotto 3 Minutes (South)',
    '越南3分彩（南部）',
    'Xổ Số Siêu Tốc 3 Phút (Miền Nam)',
    'ベトナムロト3分（南部）',
    'หวยเวียดนาม 3 นาที (ใต้)',
    'Vietnam Lotto 3 Minuto (Timog)',
  ],
  [
    'Vietnam Lotto 5 Minutes (North)',
    '越南5分彩（北部）',
    'Xổ Số Siêu Tốc 5 Phút (Miền Bắc)',
    'ベトナムロト5分（北部）',
    'หวยเวียดนาม 5 นาที (เหนือ)',
    'Vietnam Lotto 5 Minuto (Hilaga)',
  ],
];
