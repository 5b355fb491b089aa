import {
  type BrandLook,
  type GameCategory,
  type LocalizedText,
  type RegisterRule,
  WEAK_DEFAULT_PASSWORD,
} from '@arcadia/contracts';

/** Demo content: two brands, their vendors, rules, banners and notices. */

export interface BrandSeed {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  languages: string[];
  platform: string;
  lotteryType: string;
  gmtOffsetMinutes: number;
  domains: string[];
  /** Switches that differ from the defaults. */
  switches: Record<string, boolean>;
  /** Colours, font and logo mark. */
  look: BrandLook;
}

export const BRANDS: BrandSeed[] = [
  {
    code: 'demo',
    name: 'Arcadia',
    currency: 'PHP',
    currencySymbol: '₱',
    languages: ['CN', 'EN', 'VI', 'JA', 'TH', 'TY'],
    platform: 'ARC',
    lotteryType: 'VN',
    gmtOffsetMinutes: 480,
    domains: ['localhost', '127.0.0.1', 'demo.localhost'],
    switches: {},
    // Gold on night purple, royal blue by day, a crown.
    look: {
      dark: {
        primary: '#f5b301',
        'primary-text': '#1b1233',
        accent: '#8b5cf6',
        'header-top': '#140f28',
        'header-bottom': '#1d1538',
      },
      light: {
        primary: '#1d4ed8',
        'primary-text': '#ffffff',
        accent: '#0ea5e9',
        'header-top': '#1e3a8a',
        'header-bottom': '#1d4ed8',
      },
      font: 'system',
      logoMark: 'crown',
    },
  },
  {
    // A second brand on the same code base: English and Filipino only, log in before the home page.
    code: 'beta',
    name: 'Beta Play',
    currency: 'VND',
    currencySymbol: '₫',
    languages: ['EN', 'TY'],
    platform: 'BETA',
    lotteryType: 'VN',
    gmtOffsetMinutes: 420,
    domains: ['beta.localhost'],
    switches: { LOGIN_FIRST: true, MOBILE_CODE_LOGIN: false, FREE_PLAY: false, REFERRAL_PROMOTION: false },
    // Coral on deep teal, emerald by day, a serif face and a bolt: nothing like the demo brand.
    look: {
      dark: {
        primary: '#ff6b4a',
        'primary-text': '#1a0904',
        accent: '#2dd4bf',
        'header-top': '#062a2a',
        'header-bottom': '#0b3b3a',
        bg: '#04191a',
        surface: '#0b2b2c',
        'surface-2': '#123c3c',
        border: '#1f5a58',
      },
      light: {
        primary: '#047857',
        'primary-text': '#ffffff',
        accent: '#f97316',
        'header-top': '#064e3b',
        'header-bottom': '#047857',
        bg: '#f1f8f4',
        'surface-2': '#dcefe5',
        border: '#b7dcc9',
      },
      font: 'serif',
      logoMark: 'bolt',
    },
  },
];

type RuleSeed = Omit<RegisterRule, 'acceptedPattern'> & { acceptedPattern?: string };

export const REGISTER_RULES: RuleSeed[] = [
  { key: 'username', enabled: true, required: true, patternId: 2, minLength: 4, maxLength: 16 },
  { key: 'password', enabled: true, required: true, patternId: 6, minLength: 6, maxLength: 20 },
  { key: 'mobileNum', enabled: true, required: false, patternId: 7, minLength: 7, maxLength: 15 },
  { key: 'payeeName', enabled: true, required: false, patternId: 12, minLength: 2, maxLength: 50 },
  { key: 'paymentPassword', enabled: true, required: true, patternId: 7, minLength: 6, maxLength: 6 },
  { key: 'email', enabled: true, required: false, patternId: 4, minLength: 6, maxLength: 64 },
  { key: 'qqNum', enabled: false, required: false, patternId: 7, minLength: 5, maxLength: 12 },
  { key: 'line', enabled: false, required: false, patternId: 10, minLength: 3, maxLength: 30 },
  { key: 'whatsapp', enabled: true, required: false, patternId: 7, minLength: 7, maxLength: 15 },
  { key: 'facebook', enabled: false, required: false, patternId: 10, minLength: 3, maxLength: 50 },
  { key: 'wechat', enabled: false, required: false, patternId: 10, minLength: 3, maxLength: 30 },
  { key: 'idNumber', enabled: false, required: false, patternId: 5, minLength: 6, maxLength: 20 },
  { key: 'affiliateCode', enabled: true, required: false, patternId: 5, minLength: 4, maxLength: 20 },
  { key: 'recommenderId', enabled: false, required: false, patternId: 5, minLength: 4, maxLength: 20 },
  { key: 'captcha', enabled: true, required: true, patternId: 5, minLength: 4, maxLength: 4 },
];

export const RESOURCES: { type: string; url: string; qr: boolean }[] = [
  { type: 'TWITTER', url: '/help?topic=twitter', qr: false },
  { type: 'DOUYIN', url: '/help?topic=douyin', qr: false },
  { type: 'MOBILECONFIG', url: '/down?platform=ios-config', qr: true },
  { type: 'Android', url: '/down?platform=android', qr: true },
  { type: 'IOS', url: '/down?platform=ios', qr: true },
  { type: 'FACEBOOK', url: '/help?topic=facebook', qr: false },
  { type: 'TELEGRAM', url: '/help?topic=telegram', qr: false },
];

export interface VendorSeed {
  code: string;
  name: string;
  type: GameCategory;
  hot?: boolean;
  popupList?: boolean;
  account?: string;
}

const vendors = (type: GameCategory, list: [string, string, boolean?][]): VendorSeed[] =>
  list.map(([code, name, hot]) => ({ code, name, type, hot: hot ?? false }));

/** RNG has exactly 11 vendors (the drop-down's "more" tile). ARC is the built-in house vendor. */
export const VENDORS: VendorSeed[] = [
  ...vendors('RNG', [
    ['ARC', 'Arcadia Slots', true],
    ['PG', 'PG Soft', true],
    ['JILI', 'JILI'],
    ['PP', 'Pragmatic Play', true],
    ['FC', 'Fa Chai'],
    ['CQ9', 'CQ9'],
    ['JDB', 'JDB'],
    ['KA', 'KA Gaming'],
    ['RT', 'Red Tiger'],
    ['NS', 'NextSpin'],
    ['BNG', 'Booongo'],
  ]),
  ...vendors('LIVE', [
    ['ARCL', 'Arcadia Live', true],
    ['EVO', 'Evolution', true],
    ['SEXY', 'AE Sexy'],
    ['DG', 'Dream Gaming'],
    ['WM', 'WM Casino'],
    ['SA', 'SA Gaming'],
  ]),
  ...vendors('FISH', [
    ['JILIF', 'JILI Fishing', true],
    ['FCF', 'Fa Chai Fishing'],
    ['KAF', 'KA Fishing'],
  ]),
  { code: 'ARCP', name: 'Arcadia Cards', type: 'PVP', hot: true, popupList: true },
  ...vendors('PVP', [
    ['KM', 'Kingmaker'],
    ['V8', 'V8 Poker'],
    ['TP', 'TP Cards'],
  ]),
  { code: 'ARCV', name: 'Arcadia Lotto VN', type: 'LOTT', hot: true, account: 'LOTT' },
  { code: 'TCG', name: 'TCG Lotto', type: 'LOTT', account: 'TCG_LOTTO_VN' },
  { code: 'SEA', name: 'TCG SEA', type: 'LOTT', account: 'TCG_SEA' },
  { code: 'ARCE', name: 'Arcadia E-Lottery', type: 'ELOTT', hot: true, account: 'ARCE', popupList: true },
  { code: 'ELOTT', name: 'E-Lottery', type: 'ELOTT', hot: true, account: 'ELOTT' },
  { code: 'FB', name: 'FB Sports', type: 'SPORTS', hot: true },
  { code: 'SABA', name: 'SABA Sports', type: 'SPORTS' },
  { code: 'DS88', name: 'DS88 Sabong', type: 'SPORTS' },
  ...vendors('SPORTS', [
    ['AV', 'AV E-sports'],
    ['AI', 'AI E-sports'],
    ['IMES', 'IM E-sports', true],
    ['TF', 'TF Gaming'],
    ['IA', 'IA E-sports'],
  ]),
];

export const BANNER_GROUPS_SEED: Record<string, number> = {
  home: 3,
  rng: 2,
  live: 2,
  fish: 2,
  pvp: 2,
  sports: 2,
  esports: 2,
  lottery: 2,
  download: 2,
  promotion: 2,
  shop: 2,
  help: 1,
};

/** The words of the demo banners outside the home group, per group and slide. */
export const BANNER_TITLES: Record<string, LocalizedText[]> = {
  rng: [
    {
      EN: 'Spin the reels',
      CN: '转动卷轴',
      VI: 'Quay cuộn',
      JA: 'リールを回そう',
      TH: 'หมุนวงล้อ',
      TY: 'Paikutin ang reels',
    },
    {
      EN: 'Free spins every week',
      CN: '每周免费旋转',
      VI: 'Vòng quay miễn phí mỗi tuần',
      JA: '毎週フリースピン',
      TH: 'ฟรีสปินทุกสัปดาห์',
      TY: 'Libreng spins linggo-linggo',
    },
  ],
  live: [
    {
      EN: 'Live tables, real dealers',
      CN: '真人荷官',
      VI: 'Bàn trực tiếp',
      JA: 'ライブテーブル',
      TH: 'โต๊ะสด ดีลเลอร์จริง',
      TY: 'Live na mesa',
    },
    {
      EN: 'Baccarat all night',
      CN: '百家乐通宵',
      VI: 'Baccarat cả đêm',
      JA: '一晩中バカラ',
      TH: 'บาคาร่าทั้งคืน',
      TY: 'Baccarat buong gabi',
    },
  ],
  fish: [
    { EN: 'Cast your net', CN: '撒网捕鱼', VI: 'Thả lưới', JA: '網を投げよう', TH: 'เหวี่ยงแห', TY: 'Ihagis ang lambat' },
    {
      EN: 'Big fish, big wins',
      CN: '大鱼大奖',
      VI: 'Cá lớn, thắng lớn',
      JA: '大物で大勝利',
      TH: 'ปลาใหญ่ รางวัลใหญ่',
      TY: 'Malaking isda, malaking panalo',
    },
  ],
  pvp: [
    {
      EN: 'Beat the table',
      CN: '棋牌对战',
      VI: 'Đánh bại bàn chơi',
      JA: 'テーブルに勝とう',
      TH: 'เอาชนะโต๊ะ',
      TY: 'Talunin ang mesa',
    },
    {
      EN: 'Cards with friends',
      CN: '与好友玩牌',
      VI: 'Chơi bài cùng bạn',
      JA: '友達とカード',
      TH: 'ไพ่กับเพื่อน',
      TY: 'Baraha kasama ang kaibigan',
    },
  ],
  sports: [
    {
      EN: 'Every match, every market',
      CN: '全场赛事',
      VI: 'Mọi trận đấu',
      JA: '全試合・全マーケット',
      TH: 'ทุกแมตช์ ทุกตลาด',
      TY: 'Bawat laban',
    },
    {
      EN: 'Bet live in play',
      CN: '滚球投注',
      VI: 'Cược trực tiếp',
      JA: 'ライブベット',
      TH: 'เดิมพันสด',
      TY: 'Live na taya',
    },
  ],
  esports: [
    {
      EN: 'Back your team',
      CN: '支持你的战队',
      VI: 'Ủng hộ đội bạn',
      JA: 'チームを応援',
      TH: 'เชียร์ทีมของคุณ',
      TY: 'Suportahan ang koponan',
    },
    {
      EN: 'Tournaments live',
      CN: '赛事直播',
      VI: 'Giải đấu trực tiếp',
      JA: '大会ライブ',
      TH: 'ทัวร์นาเมนต์สด',
      TY: 'Live na torneo',
    },
  ],
  lottery: [
    {
      EN: 'Draws every few minutes',
      CN: '每几分钟开奖',
      VI: 'Quay số liên tục',
      JA: '数分ごとに抽選',
      TH: 'ออกรางวัลทุกไม่กี่นาที',
      TY: 'Bunutan bawat ilang minuto',
    },
    {
      EN: 'Pick your lucky numbers',
      CN: '选择幸运号码',
      VI: 'Chọn số may mắn',
      JA: 'ラッキーナンバーを選ぼう',
      TH: 'เลือกเลขนำโชค',
      TY: 'Piliin ang suwerteng numero',
    },
  ],
  download: [
    {
      EN: 'Play on your phone',
      CN: '手机畅玩',
      VI: 'Chơi trên điện thoại',
      JA: 'スマホで遊ぼう',
      TH: 'เล่นบนมือถือ',
      TY: 'Maglaro sa telepono',
    },
    {
      EN: 'One tap to the lobby',
      CN: '一键进入大厅',
      VI: 'Một chạm vào sảnh',
      JA: 'ワンタップでロビーへ',
      TH: 'แตะเดียวเข้าล็อบบี้',
      TY: 'Isang pindot sa lobby',
    },
  ],
  promotion: [
    {
      EN: 'Bonuses for every player',
      CN: '人人有奖',
      VI: 'Thưởng cho mọi người',
      JA: '全員にボーナス',
      TH: 'โบนัสสำหรับทุกคน',
      TY: 'Bonus para sa lahat',
    },
    {
      EN: 'Rebates every day',
      CN: '每日返水',
      VI: 'Hoàn trả mỗi ngày',
      JA: '毎日リベート',
      TH: 'คืนยอดทุกวัน',
      TY: 'Rebate araw-araw',
    },
  ],
  shop: [
    {
      EN: 'Points buy prizes',
      CN: '积分兑好礼',
      VI: 'Đổi điểm lấy quà',
      JA: 'ポイントで賞品',
      TH: 'แต้มแลกของรางวัล',
      TY: 'Puntos para sa premyo',
    },
    {
      EN: 'New rewards in the mall',
      CN: '商城新品',
      VI: 'Quà mới',
      JA: 'モールに新商品',
      TH: 'ของรางวัลใหม่',
      TY: 'Bagong gantimpala',
    },
  ],
  help: [
    {
      EN: 'We are here to help',
      CN: '我们随时为您服务',
      VI: 'Chúng tôi luôn hỗ trợ',
      JA: 'いつでもサポート',
      TH: 'เราพร้อมช่วยเหลือ',
      TY: 'Narito kami para tumulong',
    },
  ],
};

export const HOME_BANNER_LINKS: { linkageType: string | null; target: string | null; title: LocalizedText }[] = [
  {
    linkageType: 'ROUTE',
    target: '/promotions',
    title: {
      EN: 'Welcome bonus',
      CN: '新人礼包',
      VI: 'Thưởng chào mừng',
      JA: 'ウェルカムボーナス',
      TH: 'โบนัสต้อนรับ',
    },
  },
  {
    linkageType: 'URL',
    target: '/down',
    title: {
      EN: 'Get the app',
      CN: '下载应用',
      VI: 'Tải ứng dụng',
      JA: 'アプリを入手',
      TH: 'ดาวน์โหลดแอป',
      TY: 'Kunin ang app',
    },
  },
  {
    linkageType: null,
    target: null,
    title: {
      EN: 'Play fair, play safe',
      CN: '公平游戏',
      VI: 'Chơi công bằng, an toàn',
      JA: '公平に、安全に',
      TH: 'เล่นอย่างยุติธรรม ปลอดภัย',
      TY: 'Patas at ligtas na laro',
    },
  },
];

export interface NoticeSeed {
  key: string;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  /** B both, V visitors, M members, A agents (their centre's announcements only). */
  execution: 'B' | 'V' | 'M' | 'A';
  daysAgo: number;
  title: LocalizedText;
  content: LocalizedText;
}

export const NOTICES: NoticeSeed[] = [
  {
    key: 'agent-reports',
    type: 'B',
    execution: 'A',
    daysAgo: 0,
    title: { EN: 'Team reports are live in the agent centre', CN: '代理中心团队报表已上线' },
    content: {
      EN: '<p>See your team at a glance: <b>Overview</b> charts profit and valid bets per day; every table exports to CSV.</p>',
      CN: '<p>一目了然查看团队：<b>概览</b>按日显示盈亏与有效投注；所有表格均可导出 CSV。</p>',
    },
  },
  {
    key: 'agent-settlement',
    type: 'B',
    execution: 'A',
    daysAgo: 3,
    title: { EN: 'Salary and dividend settlement times', CN: '工资与分红结算时间' },
    content: {
      EN: '<p>Real-time salary settles every 5 minutes; daily salary after midnight (GMT+8); dividends at the end of each period.</p>',
      CN: '<p>实时工资每 5 分钟结算；日工资于午夜后（GMT+8）结算；分红于每个周期结束时结算。</p>',
    },
  },
  {
    key: 'welcome',
    type: 'B',
    execution: 'B',
    daysAgo: 0,
    title: { EN: 'Welcome to Arcadia', CN: '欢迎来到 Arcadia', VI: 'Chào mừng đến Arcadia' },
    content: {
      EN: '<p>Welcome! Enjoy <b>live casino</b>, slots, sports and lottery in one wallet.</p>',
      CN: '<p>欢迎！一个钱包畅玩<b>真人娱乐</b>、老虎机、体育和彩票。</p>',
    },
  },
  {
    key: 'maintenance-pg',
    type: 'B',
    execution: 'B',
    daysAgo: 1,
    title: { EN: 'PG Soft maintenance on Tuesday 02:00-04:00', CN: 'PG 电子周二 02:00-04:00 维护' },
    content: { EN: '<p>PG Soft games will be unavailable on Tuesday from 02:00 to 04:00 (GMT+8).</p>' },
  },
  {
    key: 'deposit-fast',
    type: 'B',
    execution: 'B',
    daysAgo: 2,
    title: { EN: 'Deposits now credited within 1 minute', CN: '存款 1 分钟内到账' },
    content: { EN: '<p>Bank transfers are now confirmed within one minute during business hours.</p>' },
  },
  {
    key: 'popup-members',
    type: 'PL',
    execution: 'M',
    daysAgo: 0,
    title: { EN: 'Your rebate is ready', CN: '您的返水已就绪' },
    content: {
      EN: '<p>Open <i>Reward centre</i> to claim your rebate: 0.8% of every bet, win or lose.</p>',
      CN: '<p>打开<i>奖励中心</i>领取返水：无论输赢，每笔投注返 0.8%。</p>',
    },
  },
  {
    key: 'popup-all',
    type: 'PU',
    execution: 'B',
    daysAgo: 3,
    title: { EN: 'Beware of fake sites', CN: '谨防钓鱼网站' },
    content: { EN: '<p>Only log in on our official domains. We never ask for your password.</p>' },
  },
  {
    key: 'promo-slots',
    type: 'PR',
    execution: 'B',
    daysAgo: 4,
    title: { EN: 'Slots week: 10% cashback', CN: '老虎机周：10% 返现' },
    content: {
      EN: '<p>Play any slot this week and get <b>10%</b> of net losses back.</p><img src="/img/banners/rng/1.svg" alt="" width="320">',
    },
  },
  {
    key: 'promo-live',
    type: 'PR',
    execution: 'B',
    daysAgo: 5,
    title: { EN: 'Live casino: double points', CN: '真人娱乐双倍积分' },
    content: { EN: '<p>Earn double mall points on every live casino bet.</p>' },
  },
  {
    key: 'help-deposit',
    type: 'H',
    execution: 'B',
    daysAgo: 6,
    title: { EN: 'How to deposit', CN: '如何存款' },
    content: { EN: '<ol><li>Open Deposit.</li><li>Pick a channel.</li><li>Enter the amount and confirm.</li></ol>' },
  },
  {
    key: 'help-withdraw',
    type: 'H',
    execution: 'B',
    daysAgo: 7,
    title: { EN: 'How to withdraw', CN: '如何提款' },
    content: {
      EN: '<ol><li>Bind a payout account.</li><li>Set a payment password.</li><li>Request the amount.</li></ol>',
    },
  },
  {
    key: 'holiday',
    type: 'B',
    execution: 'B',
    daysAgo: 8,
    title: { EN: 'Holiday tournament starts Friday', CN: '节日锦标赛周五开赛' },
    content: { EN: '<p>Join the holiday slot tournament for a share of the prize pool.</p>' },
  },
  {
    key: 'lottery-times',
    type: 'B',
    execution: 'B',
    daysAgo: 9,
    title: { EN: 'Vietnam lottery draw times updated', CN: '越南彩开奖时间更新' },
    content: { EN: '<p>Draws now run every five minutes, around the clock.</p>' },
  },
  {
    key: 'vip',
    type: 'B',
    execution: 'M',
    daysAgo: 10,
    title: { EN: 'VIP service channel opened', CN: 'VIP 专属客服开通' },
    content: { EN: '<p>Members ranked above level 4 now have a dedicated service channel.</p>' },
  },
  {
    key: 'app',
    type: 'B',
    execution: 'V',
    daysAgo: 11,
    title: { EN: 'Register now and play on any device', CN: '立即注册，多端畅玩' },
    content: { EN: '<p>Web, H5 and our apps for iOS and Android share one account.</p>' },
  },
  {
    key: 'security',
    type: 'B',
    execution: 'B',
    daysAgo: 12,
    title: { EN: '128-bit encryption on every page', CN: '全站 128 位加密' },
    content: { EN: '<p>Your data is protected by 128-bit encryption.</p><script>alert(1)</script>' },
  },
];

export const DEMO_PASSWORD = 'demo1234';

/** An account that still has the weak default password must change it at login. */
export const WEAK_ACCOUNT_PASSWORD = WEAK_DEFAULT_PASSWORD;

/**
 * Demo accounts: a member under agent2, agents of each type, a trial account,
 * and `weak01`, still on the weak default password (its first login forces a change).
 */
export const ACCOUNTS: {
  account: string;
  nickname: string;
  type: number;
  parent?: string;
  mobile?: string;
  password?: string;
}[] = [
  { account: 'agent1', nickname: 'Agent One', type: 1 },
  { account: 'agent2', nickname: 'Agent Two', type: 2, parent: 'agent1' },
  { account: 'agent41', nickname: 'Agent 41', type: 41, parent: 'agent1' },
  { account: 'agent42', nickname: 'Agent 42', type: 42, parent: 'agent1' },
  { account: 'demo', nickname: 'Demo Player', type: 0, parent: 'agent2', mobile: '9171234567' },
  { account: 'trial01', nickname: 'Guest', type: 4 },
  { account: 'weak01', nickname: 'Weak Password', type: 0, parent: 'agent2', password: WEAK_ACCOUNT_PASSWORD },
];

/**
 * The demo operators. Each has a fixed authenticator secret, written in the README,
 * so a person can add it to an authenticator app and the tests can compute its codes.
 * Demo seeding only: production refuses it.
 */
export const OPERATORS = [
  { username: 'ops', password: 'ops12345', totpSecret: 'ARCADIAOPSDEMOTOTPSECRET', role: 'owner' },
  { username: 'ops2', password: 'ops12345', totpSecret: 'ARCADIAOPSTWODEMOTOTPKEY', role: 'finance' },
  // The second owner: arming an operator with money powers takes two owners (issue 35).
  { username: 'ops3', password: 'ops12345', totpSecret: 'ARCADIAOPSTHREEDEMOTOTPK', role: 'owner' },
] as const;
