import type { LocalizedText, MissionGoal, MissionPeriod, NoticeTemplate } from '@arcadia/contracts';
import { broadcastsRepo } from '../modules/messages/broadcasts.repo.ts';
import type { Db } from '../platform/db/db.ts';

/** Demo missions of every period and goal, and a few platform messages for the `demo` player. */

interface MissionSeed {
  key: string;
  period: MissionPeriod;
  goal: MissionGoal;
  /** Minor units of the demo brand's currency for money goals (scaled per brand), else a count. */
  target: number;
  reward: number;
  title: LocalizedText;
}

const MISSIONS: MissionSeed[] = [
  {
    key: 'daily-login',
    period: 'daily',
    goal: 'logins',
    target: 1,
    reward: 1_00,
    title: {
      EN: 'Daily check-in',
      CN: '每日签到',
      VI: 'Điểm danh hằng ngày',
      JA: '毎日ログイン',
      TH: 'เช็กอินรายวัน',
      TY: 'Araw-araw na check-in',
    },
  },
  {
    key: 'daily-bet',
    period: 'daily',
    goal: 'valid-bet',
    target: 500_00,
    reward: 5_00,
    title: {
      EN: 'Bet 500 today',
      CN: '今日有效投注 500',
      VI: 'Cược 500 hôm nay',
      JA: '今日 500 ベット',
      TH: 'เดิมพัน 500 วันนี้',
      TY: 'Tumaya ng 500 ngayon',
    },
  },
  {
    key: 'daily-games',
    period: 'daily',
    goal: 'games',
    target: 20,
    reward: 2_00,
    title: {
      EN: 'Play 20 rounds today',
      CN: '今日游戏 20 局',
      VI: 'Chơi 20 ván hôm nay',
      JA: '今日 20 ラウンドプレイ',
      TH: 'เล่น 20 รอบวันนี้',
      TY: 'Maglaro ng 20 round ngayon',
    },
  },
  {
    key: 'weekly-deposit',
    period: 'weekly',
    goal: 'deposit',
    target: 1_000_00,
    reward: 20_00,
    title: {
      EN: 'Deposit 1,000 this week',
      CN: '本周存款 1,000',
      VI: 'Nạp 1.000 tuần này',
      JA: '今週 1,000 入金',
      TH: 'ฝาก 1,000 สัปดาห์นี้',
      TY: 'Mag-deposit ng 1,000 ngayong linggo',
    },
  },
  {
    key: 'weekly-bet',
    period: 'weekly',
    goal: 'valid-bet',
    target: 5_000_00,
    reward: 50_00,
    title: {
      EN: 'Bet 5,000 this week',
      CN: '本周有效投注 5,000',
      VI: 'Cược 5.000 tuần này',
      JA: '今週 5,000 ベット',
      TH: 'เดิมพัน 5,000 สัปดาห์นี้',
      TY: 'Tumaya ng 5,000 ngayong linggo',
    },
  },
  {
    key: 'weekly-logins',
    period: 'weekly',
    goal: 'logins',
    target: 5,
    reward: 10_00,
    title: {
      EN: 'Log in on 5 days this week',
      CN: '本周登录 5 天',
      VI: 'Đăng nhập 5 ngày trong tuần',
      JA: '今週 5 日ログイン',
      TH: 'เข้าสู่ระบบ 5 วันในสัปดาห์นี้',
      TY: 'Mag-log in nang 5 araw ngayong linggo',
    },
  },
  {
    key: 'once-deposit',
    period: 'once',
    goal: 'deposit',
    target: 100_00,
    reward: 10_00,
    title: {
      EN: 'First deposit of 100',
      CN: '首次存款 100',
      VI: 'Nạp lần đầu 100',
      JA: '初回入金 100',
      TH: 'ฝากครั้งแรก 100',
      TY: 'Unang deposit na 100',
    },
  },
  {
    key: 'once-games',
    period: 'once',
    goal: 'games',
    target: 100,
    reward: 15_00,
    title: {
      EN: 'Play 100 rounds',
      CN: '累计游戏 100 局',
      VI: 'Chơi 100 ván',
      JA: '累計 100 ラウンドプレイ',
      TH: 'เล่นครบ 100 รอบ',
      TY: 'Maglaro ng 100 round',
    },
  },
];

const DESCRIPTION: Record<MissionPeriod, LocalizedText> = {
  daily: {
    EN: 'Resets every day at midnight. Claim your reward before the day ends.',
    CN: '每天零点重置，请在当天领取奖励。',
    VI: 'Đặt lại lúc nửa đêm mỗi ngày. Hãy nhận thưởng trước khi hết ngày.',
    JA: '毎日 0 時にリセットされます。その日のうちに報酬を受け取ってください。',
    TH: 'รีเซ็ตทุกวันตอนเที่ยงคืน รับรางวัลก่อนหมดวัน',
    TY: 'Nagre-reset tuwing hatinggabi. Kunin ang premyo bago matapos ang araw.',
  },
  weekly: {
    EN: 'Runs Monday to Sunday. Claim your reward before the week ends.',
    CN: '每周一至周日，请在本周内领取奖励。',
    VI: 'Từ thứ Hai đến Chủ nhật. Hãy nhận thưởng trước khi hết tuần.',
    JA: '月曜日から日曜日まで。週の終わりまでに報酬を受け取ってください。',
    TH: 'วันจันทร์ถึงวันอาทิตย์ รับรางวัลก่อนสิ้นสัปดาห์',
    TY: 'Lunes hanggang Linggo. Kunin ang premyo bago matapos ang linggo.',
  },
  once: {
    EN: 'One reward per player.',
    CN: '每位玩家限领一次。',
    VI: 'Mỗi người chơi nhận một lần.',
    JA: 'お一人様 1 回限り。',
    TH: 'รับได้หนึ่งครั้งต่อผู้เล่น',
    TY: 'Isang premyo bawat manlalaro.',
  },
};

/** The brands' currencies differ in size: beta's amounts are 500 times the demo brand's. */
const SCALE: Record<string, number> = { demo: 1, beta: 500 };

export async function seedMissions(db: Db, merchantId: number, brandCode: string) {
  const scale = SCALE[brandCode] ?? 1;
  for (const [sort, mission] of MISSIONS.entries()) {
    const money = mission.goal === 'valid-bet' || mission.goal === 'deposit';
    await db.query(
      `INSERT INTO missions (merchant_id, period, goal, target, reward, title, description, sort, seed_key)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9) ON CONFLICT DO NOTHING`,
      [
        merchantId,
        mission.period,
        mission.goal,
        money ? mission.target * scale : mission.target,
        mission.reward * scale,
        JSON.stringify(mission.title),
        JSON.stringify(DESCRIPTION[mission.period]),
        sort,
        mission.key,
      ],
    );
  }
}

const NOTICES: { template: NoticeTemplate; params: Record<string, string | number>; daysAgo: number; read: boolean }[] =
  [
    { template: 'withdrawal-paid', params: { amount: 200_00, reference: 'WDEMO0001' }, daysAgo: 3, read: true },
    { template: 'deposit-credited', params: { amount: 500_00, reference: 'DDEMO0001' }, daysAgo: 2, read: false },
    { template: 'new-device-login', params: { ip: '203.0.113.7' }, daysAgo: 1, read: false },
  ];

const WELCOME = {
  title: {
    EN: 'Welcome to the club',
    CN: '欢迎加入',
    VI: 'Chào mừng bạn',
    JA: 'ようこそ',
    TH: 'ยินดีต้อนรับ',
    TY: 'Maligayang pagdating',
  },
  content: {
    EN: 'Thank you for playing with us.\nOpen Mission activity in your personal centre: daily and weekly missions pay rewards straight into your wallet.',
    CN: '感谢您的支持。\n打开个人中心的任务活动：每日和每周任务的奖励直接存入您的钱包。',
    VI: 'Cảm ơn bạn đã chơi cùng chúng tôi.\nMở Hoạt động nhiệm vụ trong trung tâm cá nhân: nhiệm vụ hằng ngày và hằng tuần trả thưởng thẳng vào ví.',
    JA: 'ご利用ありがとうございます。\n個人センターのミッション活動を開いてください。デイリー・ウィークリーミッションの報酬はウォレットに直接入ります。',
    TH: 'ขอบคุณที่ร่วมเล่นกับเรา\nเปิดกิจกรรมภารกิจในศูนย์ส่วนตัว: ภารกิจรายวันและรายสัปดาห์จ่ายรางวัลเข้ากระเป๋าเงินโดยตรง',
    TY: 'Salamat sa paglalaro kasama namin.\nBuksan ang Mission activity sa iyong personal centre: ang mga daily at weekly mission ay nagbabayad diretso sa wallet mo.',
  },
};

/**
 * A few notices and a welcome message for the `demo` player: the notices only while the
 * player has none (so a second start adds nothing), the welcome once by its seed key.
 */
export async function seedDemoMessages(db: Db, merchantId: number, brandCode: string) {
  const demo = await db.one<{ id: string; account: string }>(
    "SELECT id::text AS id, account FROM members WHERE merchant_id = $1 AND account = 'demo'",
    [merchantId],
  );
  if (!demo) return;
  const any = await db.one("SELECT 1 FROM member_messages WHERE member_id = $1 AND kind = 'system' LIMIT 1", [demo.id]);
  if (!any) {
    for (const notice of NOTICES) {
      await db.query(
        `INSERT INTO member_messages (merchant_id, member_id, kind, template, params, created_at, read_at)
         VALUES ($1, $2, 'system', $3, $4::jsonb, now() - make_interval(days => $5),
                 CASE WHEN $6 THEN now() - make_interval(days => $5) END)`,
        [merchantId, demo.id, notice.template, JSON.stringify(notice.params), notice.daysAgo, notice.read],
      );
    }
  }
  const seedKey = `welcome:${brandCode}`;
  if (await db.one('SELECT 1 FROM message_broadcasts WHERE seed_key = $1', [seedKey])) return;
  await broadcastsRepo(db).send({
    merchantId,
    audience: 'member',
    target: demo.account,
    memberId: demo.id,
    ...WELCOME,
    operatorId: null,
    requestId: `seed-${seedKey.replace(':', '-')}`,
    seedKey,
  });
}
