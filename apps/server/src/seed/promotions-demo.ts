import type { LocalizedText } from '@arcadia/contracts';
import type { PromotionSeed } from './promotions.ts';
import { DEMO_RAFFLES } from './promotions-demo-raffles.ts';
import { six } from './six.ts';

/** The demo brand's promotions (₱), in all six languages. */

export const DEMO_CATEGORIES: { key: string; name: LocalizedText }[] = [
  { key: 'welcome', name: six('Welcome', '新人专享', 'Chào mừng', 'ウェルカム', 'ต้อนรับ', 'Pagbati') },
  { key: 'daily', name: six('Daily', '每日活动', 'Hằng ngày', 'デイリー', 'รายวัน', 'Araw-araw') },
  { key: 'lucky', name: six('Lucky draws', '幸运抽奖', 'Quay thưởng', 'ラッキー抽選', 'ลุ้นโชค', 'Swerte') },
  { key: 'vip', name: six('VIP', 'VIP 专享', 'VIP', 'VIP', 'VIP', 'VIP') },
];

export const DEMO_PROMOTIONS: PromotionSeed[] = [
  {
    key: 'welcome-100',
    category: 'welcome',
    artHue: 28,
    turnoverMultiple: 5,
    eligibility: { newMemberDays: 30 },
    terms: { kind: 'first-deposit', percentBp: 10_000, maxBonus: 3_000_00, minDeposit: 100_00 },
    title: six(
      'Welcome bonus: 100% of your first deposit',
      '新人首存 100% 彩金',
      'Thưởng chào mừng: 100% lần nạp đầu',
      'ウェルカムボーナス：初回入金 100%',
      'โบนัสต้อนรับ: 100% ของยอดฝากแรก',
      'Welcome bonus: 100% ng unang deposit',
    ),
    summary: six(
      'Double your first deposit, up to ₱3,000.',
      '首存翻倍，最高 ₱3,000。',
      'Nhân đôi lần nạp đầu, tối đa ₱3,000.',
      '初回入金が2倍に、最大 ₱3,000。',
      'ฝากครั้งแรกรับเพิ่มเป็นสองเท่า สูงสุด ₱3,000',
      'Doblehin ang unang deposit, hanggang ₱3,000.',
    ),
    content: six(
      '<p>New here? Make your first deposit of at least <b>₱100</b> and claim a bonus of the same amount, up to <b>₱3,000</b>.</p><ul><li>Open to members who registered in the last 30 days.</li><li>Claim it in the reward centre once your deposit is credited.</li><li>Turnover: valid bets of 5× the bonus before withdrawing.</li></ul>',
      '<p>新会员首次存款满 <b>₱100</b>，即可领取等额彩金，最高 <b>₱3,000</b>。</p><ul><li>限注册 30 天内的会员。</li><li>存款到账后在奖励中心领取。</li><li>流水要求：提款前需完成彩金 5 倍有效投注。</li></ul>',
      '<p>Thành viên mới nạp lần đầu từ <b>₱100</b> nhận thưởng bằng số tiền nạp, tối đa <b>₱3,000</b>.</p><ul><li>Dành cho thành viên đăng ký trong 30 ngày.</li><li>Nhận tại trung tâm phần thưởng sau khi tiền nạp được ghi có.</li><li>Vòng cược: cược hợp lệ gấp 5 lần tiền thưởng trước khi rút.</li></ul>',
      '<p>初めての入金が <b>₱100</b> 以上なら、同額のボーナス（最大 <b>₱3,000</b>）を受け取れます。</p><ul><li>登録から30日以内の会員が対象です。</li><li>入金の反映後、リワードセンターで受け取ってください。</li><li>賭け条件：出金前にボーナスの5倍の有効ベット。</li></ul>',
      '<p>สมาชิกใหม่ฝากครั้งแรกตั้งแต่ <b>₱100</b> รับโบนัสเท่ากับยอดฝาก สูงสุด <b>₱3,000</b></p><ul><li>สำหรับสมาชิกที่สมัครภายใน 30 วัน</li><li>รับได้ที่ศูนย์รางวัลเมื่อยอดฝากเข้าแล้ว</li><li>เทิร์นโอเวอร์: เดิมพันที่ถูกต้อง 5 เท่าของโบนัสก่อนถอน</li></ul>',
      '<p>Bago ka rito? Mag-deposit ng hindi bababa sa <b>₱100</b> at i-claim ang bonus na kapareho ng halaga, hanggang <b>₱3,000</b>.</p><ul><li>Para sa mga miyembrong nag-register sa nakaraang 30 araw.</li><li>I-claim sa reward center kapag pumasok na ang deposit.</li><li>Turnover: valid bets na 5× ng bonus bago mag-withdraw.</li></ul>',
    ),
  },
  {
    key: 'reload-20',
    category: 'daily',
    artHue: 205,
    turnoverMultiple: 3,
    contact: 'whatsapp',
    terms: { kind: 'deposit-bonus', percentBp: 2000, maxBonus: 2_000_00, minDeposit: 500_00 },
    title: six(
      'Reload bonus 20%',
      '续存 20% 彩金',
      'Thưởng nạp lại 20%',
      'リロードボーナス 20%',
      'โบนัสฝากซ้ำ 20%',
      'Reload bonus 20%',
    ),
    summary: six(
      'Deposit ₱500 or more and apply for 20% extra.',
      '存款满 ₱500 即可申请 20% 彩金。',
      'Nạp từ ₱500 và đăng ký nhận thêm 20%.',
      '₱500以上の入金で20%の追加を申請。',
      'ฝากตั้งแต่ ₱500 สมัครรับเพิ่ม 20%',
      'Mag-deposit ng ₱500 o higit pa at mag-apply ng dagdag na 20%.',
    ),
    content: six(
      '<p>Deposit at least <b>₱500</b> while the promotion runs, then apply with a short note and up to three screenshots. Our team checks your application and issues <b>20%</b> of your deposits, up to <b>₱2,000</b>.</p><p>We contact you on WhatsApp, so please give your WhatsApp number. Turnover: 3× the bonus.</p>',
      '<p>活动期间存款满 <b>₱500</b>，填写简短说明并上传最多三张截图即可申请。审核通过后发放存款的 <b>20%</b>，最高 <b>₱2,000</b>。</p><p>我们将通过 WhatsApp 与您联系，请填写您的 WhatsApp 号码。流水要求：彩金 3 倍。</p>',
      '<p>Nạp tối thiểu <b>₱500</b> trong thời gian khuyến mãi, rồi đăng ký với ghi chú ngắn và tối đa ba ảnh chụp màn hình. Chúng tôi duyệt và cộng <b>20%</b> số tiền nạp, tối đa <b>₱2,000</b>.</p><p>Chúng tôi liên hệ qua WhatsApp, vui lòng nhập số WhatsApp. Vòng cược: 3 lần tiền thưởng.</p>',
      '<p>期間中に <b>₱500</b> 以上入金し、短いメモと最大3枚のスクリーンショットで申請してください。審査後、入金額の <b>20%</b>（最大 <b>₱2,000</b>）を付与します。</p><p>WhatsAppでご連絡しますので、WhatsAppの番号を入力してください。賭け条件：ボーナスの3倍。</p>',
      '<p>ฝากอย่างน้อย <b>₱500</b> ระหว่างโปรโมชัน แล้วสมัครพร้อมข้อความสั้นๆ และภาพหน้าจอไม่เกินสามภาพ ทีมงานจะตรวจสอบและให้ <b>20%</b> ของยอดฝาก สูงสุด <b>₱2,000</b></p><p>เราจะติดต่อทาง WhatsApp โปรดกรอกหมายเลข WhatsApp เทิร์นโอเวอร์: 3 เท่าของโบนัส</p>',
      '<p>Mag-deposit ng hindi bababa sa <b>₱500</b> habang tumatakbo ang promo, saka mag-apply na may maikling tala at hanggang tatlong screenshot. Susuriin namin at ibibigay ang <b>20%</b> ng iyong deposit, hanggang <b>₱2,000</b>.</p><p>Kokontakin ka namin sa WhatsApp, kaya ilagay ang iyong WhatsApp number. Turnover: 3× ng bonus.</p>',
    ),
  },
  {
    key: 'rebate',
    category: 'daily',
    artHue: 150,
    terms: { kind: 'rebate', rateBp: 80, minClaim: 1_00 },
    title: six(
      'Rebate on every bet: 0.8%',
      '全场投注返水 0.8%',
      'Hoàn trả mọi cược: 0.8%',
      '全ベットリベート 0.8%',
      'คืนยอดทุกการเดิมพัน 0.8%',
      'Rebate sa bawat taya: 0.8%',
    ),
    summary: six(
      'Win or lose, 0.8% of your valid bets comes back. Claim it any time.',
      '无论输赢，有效投注的 0.8% 返还给您，随时领取。',
      'Thắng hay thua, 0.8% tiền cược hợp lệ được hoàn lại. Nhận bất cứ lúc nào.',
      '勝っても負けても有効ベットの0.8%が戻ります。いつでも受け取れます。',
      'แพ้หรือชนะ รับคืน 0.8% ของยอดเดิมพันที่ถูกต้อง รับได้ทุกเมื่อ',
      'Manalo o matalo, babalik ang 0.8% ng iyong valid bets. I-claim kahit kailan.',
    ),
    content: six(
      '<p>Every settled bet counts toward your rebate: <b>0.8%</b> of your valid bets, on every game.</p><p>Open the <i>Reward centre</i> and claim what has built up since your last claim (from ₱1.00). No turnover.</p>',
      '<p>每笔已结算的投注都计入返水：所有游戏有效投注的 <b>0.8%</b>。</p><p>打开<i>奖励中心</i>，领取自上次领取以来累计的返水（₱1.00 起）。无流水要求。</p>',
      '<p>Mọi cược đã kết toán đều được tính: <b>0.8%</b> tiền cược hợp lệ, ở mọi trò chơi.</p><p>Mở <i>Trung tâm phần thưởng</i> và nhận phần đã tích lũy từ lần nhận trước (từ ₱1.00). Không yêu cầu vòng cược.</p>',
      '<p>確定したすべてのベットが対象：全ゲームの有効ベットの <b>0.8%</b>。</p><p><i>リワードセンター</i>で前回受け取り以降の分（₱1.00から）を受け取れます。賭け条件なし。</p>',
      '<p>ทุกการเดิมพันที่ชำระแล้วนับรวม: <b>0.8%</b> ของยอดเดิมพันที่ถูกต้องในทุกเกม</p><p>เปิด<i>ศูนย์รางวัล</i>และรับยอดสะสมตั้งแต่ครั้งก่อน (ตั้งแต่ ₱1.00) ไม่มีเทิร์นโอเวอร์</p>',
      '<p>Bawat naayos na taya ay kasama: <b>0.8%</b> ng iyong valid bets sa lahat ng laro.</p><p>Buksan ang <i>Reward centre</i> at i-claim ang naipon mula sa huling claim (mula ₱1.00). Walang turnover.</p>',
    ),
  },
  {
    key: 'check-in',
    category: 'daily',
    artHue: 95,
    turnoverMultiple: 1,
    terms: { kind: 'check-in', rewards: [1_00, 2_00, 3_00, 5_00, 8_00, 10_00, 20_00], minValidBet: 10_00 },
    title: six(
      'Daily check-in',
      '每日签到',
      'Điểm danh hằng ngày',
      'デイリーチェックイン',
      'เช็กอินรายวัน',
      'Araw-araw na check-in',
    ),
    summary: six(
      'Bet ₱10 a day and check in: up to ₱20 on day seven.',
      '每天投注 ₱10 即可签到：第七天最高 ₱20。',
      'Cược ₱10 mỗi ngày và điểm danh: tới ₱20 vào ngày thứ bảy.',
      '1日₱10ベットでチェックイン：7日目は最大₱20。',
      'เดิมพัน ₱10 ต่อวันแล้วเช็กอิน: วันที่เจ็ดรับสูงสุด ₱20',
      'Tumaya ng ₱10 kada araw at mag-check in: hanggang ₱20 sa ikapitong araw.',
    ),
    content: six(
      '<p>Place ₱10 in valid bets in a day, then check in from the reward centre. Days in a row pay more:</p><ol><li>₱1</li><li>₱2</li><li>₱3</li><li>₱5</li><li>₱8</li><li>₱10</li><li>₱20</li></ol><p>Miss a day and the run starts again. Turnover: 1×.</p>',
      '<p>当天有效投注满 ₱10 后，在奖励中心签到。连续签到奖励递增：</p><ol><li>₱1</li><li>₱2</li><li>₱3</li><li>₱5</li><li>₱8</li><li>₱10</li><li>₱20</li></ol><p>中断一天则重新开始。流水要求：1 倍。</p>',
      '<p>Cược hợp lệ ₱10 trong ngày, rồi điểm danh ở trung tâm phần thưởng. Liên tiếp càng nhiều ngày càng được nhiều:</p><ol><li>₱1</li><li>₱2</li><li>₱3</li><li>₱5</li><li>₱8</li><li>₱10</li><li>₱20</li></ol><p>Bỏ lỡ một ngày sẽ bắt đầu lại. Vòng cược: 1 lần.</p>',
      '<p>1日に₱10の有効ベット後、リワードセンターでチェックイン。連続日数で報酬アップ：</p><ol><li>₱1</li><li>₱2</li><li>₱3</li><li>₱5</li><li>₱8</li><li>₱10</li><li>₱20</li></ol><p>1日休むと最初からです。賭け条件：1倍。</p>',
      '<p>เดิมพันที่ถูกต้อง ₱10 ในวันนั้น แล้วเช็กอินที่ศูนย์รางวัล ยิ่งต่อเนื่องยิ่งได้มาก:</p><ol><li>₱1</li><li>₱2</li><li>₱3</li><li>₱5</li><li>₱8</li><li>₱10</li><li>₱20</li></ol><p>ขาดหนึ่งวันจะเริ่มใหม่ เทิร์นโอเวอร์: 1 เท่า</p>',
      '<p>Tumaya ng ₱10 na valid bets sa isang araw, saka mag-check in sa reward center. Mas malaki kapag sunod-sunod:</p><ol><li>₱1</li><li>₱2</li><li>₱3</li><li>₱5</li><li>₱8</li><li>₱10</li><li>₱20</li></ol><p>Kapag lumaktaw ng isang araw, uulit mula sa simula. Turnover: 1×.</p>',
    ),
  },
  ...DEMO_RAFFLES,
];
