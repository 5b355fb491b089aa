import type { Language } from '@arcadia/contracts';

/**
 * The lottery page's provably-fair texts in the six site languages (merged into
 * PAGE_TEXT). {issue}, {game} and {draw} are filled by the page.
 */
const EN = {
  fair: 'Provably fair',
  nextHash: 'Seed hash of draw {issue} (SHA-256), fixed before betting:',
  seedHash: 'Seed hash (SHA-256)',
  seed: 'Server seed',
  noSeed: 'This draw was made before draws had published seeds.',
  verify: 'Verify this draw',
  verifying: 'Checking…',
  verified: 'Verified: the seed matches the hash and gives exactly these numbers.',
  notVerified: 'Check failed: the seed does not give these numbers.',
  cannotVerify: 'This browser cannot check here; follow the steps below.',
  howTo: 'How to check it yourself',
  verifyHint:
    'SHA-256 of the seed (its 64 characters) must equal the hash shown before the draw. Then compute HMAC-SHA256 with the seed as key and "{game}:{draw}:k" as message for k = 0, 1, 2, …; read each result as 32-bit big-endian numbers, skip any of 4294967290 or more, and keep the last digit of the others. These digits fill the table from the special prize down, each number from its first digit.',
};

export type FairText = typeof EN;

const CN: FairText = {
  fair: '可验证公平',
  nextHash: '第 {issue} 期种子哈希（SHA-256），投注前即已固定：',
  seedHash: '种子哈希（SHA-256）',
  seed: '服务器种子',
  noSeed: '本期开奖早于公布种子的功能，没有种子。',
  verify: '验证本期',
  verifying: '正在验证…',
  verified: '验证通过：种子与哈希一致，且正好生成这些号码。',
  notVerified: '验证失败：该种子生成的号码与此不符。',
  cannotVerify: '此浏览器无法在此验证，请按下列步骤自行验证。',
  howTo: '如何自行验证',
  verifyHint:
    '种子（64 个字符）的 SHA-256 必须等于开奖前公布的哈希。然后以种子为密钥、"{game}:{draw}:k" 为消息（k = 0, 1, 2, …）计算 HMAC-SHA256；把每个结果按大端序读成 32 位整数，跳过大于或等于 4294967290 的数，其余取个位数。这些数字从特等奖起依次填入奖表，每个号码从首位开始。',
};

const VI: FairText = {
  fair: 'Công bằng có thể kiểm chứng',
  nextHash: 'Mã băm hạt giống kỳ {issue} (SHA-256), cố định trước khi đặt cược:',
  seedHash: 'Mã băm hạt giống (SHA-256)',
  seed: 'Hạt giống máy chủ',
  noSeed: 'Kỳ này được quay trước khi có công bố hạt giống.',
  verify: 'Kiểm chứng kỳ này',
  verifying: 'Đang kiểm tra…',
  verified: 'Đã kiểm chứng: hạt giống khớp mã băm và cho đúng các số này.',
  notVerified: 'Kiểm tra thất bại: hạt giống không cho ra các số này.',
  cannotVerify: 'Trình duyệt này không kiểm tra được tại đây; hãy làm theo các bước bên dưới.',
  howTo: 'Cách tự kiểm tra',
  verifyHint:
    'SHA-256 của hạt giống (64 ký tự) phải bằng mã băm đã công bố trước kỳ quay. Sau đó tính HMAC-SHA256 với khóa là hạt giống và thông điệp "{game}:{draw}:k" cho k = 0, 1, 2, …; đọc mỗi kết quả thành các số 32 bit big-endian, bỏ số nào từ 4294967290 trở lên, và lấy chữ số cuối của các số còn lại. Các chữ số này điền bảng giải từ giải đặc biệt trở xuống, mỗi số từ chữ số đầu.',
};

const JA: FairText = {
  fair: '証明可能な公平性',
  nextHash: '第 {issue} 回のシードハッシュ（SHA-256、ベット前に確定）：',
  seedHash: 'シードハッシュ（SHA-256）',
  seed: 'サーバーシード',
  noSeed: 'この回はシード公開の開始前に抽選されました。',
  verify: 'この回を検証',
  verifying: '確認中…',
  verified: '検証済み：シードはハッシュと一致し、まさにこの番号を生成します。',
  notVerified: '検証失敗：このシードではこの番号になりません。',
  cannotVerify: 'このブラウザではここで検証できません。下の手順で確認してください。',
  howTo: '自分で確認する方法',
  verifyHint:
    'シード（64 文字）の SHA-256 が抽選前に表示されたハッシュと一致すること。次に、シードを鍵、"{game}:{draw}:k" をメッセージ（k = 0, 1, 2, …）として HMAC-SHA256 を計算し、各結果をビッグエンディアンの 32 ビット数として読み、4294967290 以上は飛ばし、残りは一の位を使います。この数字を特別賞から順に表へ、各番号は先頭の桁から埋めます。',
};

const TH: FairText = {
  fair: 'ตรวจสอบความยุติธรรมได้',
  nextHash: 'แฮชของซีดงวด {issue} (SHA-256) กำหนดไว้ก่อนเปิดแทง:',
  seedHash: 'แฮชของซีด (SHA-256)',
  seed: 'ซีดของเซิร์ฟเวอร์',
  noSeed: 'งวดนี้ออกผลก่อนที่จะมีการเผยแพร่ซีด',
  verify: 'ตรวจสอบงวดนี้',
  verifying: 'กำลังตรวจสอบ…',
  verified: 'ตรวจสอบแล้ว: ซีดตรงกับแฮชและให้เลขเหล่านี้พอดี',
  notVerified: 'ตรวจสอบไม่ผ่าน: ซีดนี้ไม่ได้ให้เลขเหล่านี้',
  cannotVerify: 'เบราว์เซอร์นี้ตรวจสอบที่นี่ไม่ได้ โปรดทำตามขั้นตอนด้านล่าง',
  howTo: 'วิธีตรวจสอบด้วยตนเอง',
  verifyHint:
    'SHA-256 ของซีด (64 ตัวอักษร) ต้องเท่ากับแฮชที่แสดงก่อนออกผล จากนั้นคำนวณ HMAC-SHA256 โดยใช้ซีดเป็นคีย์และ "{game}:{draw}:k" เป็นข้อความ สำหรับ k = 0, 1, 2, … อ่านผลแต่ละครั้งเป็นตัวเลข 32 บิตแบบ big-endian ข้ามตัวที่มีค่า 4294967290 ขึ้นไป และใช้หลักสุดท้ายของตัวที่เหลือ ตัวเลขเหล่านี้เติมตารางรางวัลจากรางวัลพิเศษลงมา แต่ละเลขเริ่มจากหลักแรก',
};

const TY: FairText = {
  fair: 'Patas at napapatunayan',
  nextHash: 'Seed hash ng draw {issue} (SHA-256), nakatakda bago tumaya:',
  seedHash: 'Seed hash (SHA-256)',
  seed: 'Server seed',
  noSeed: 'Ang draw na ito ay ginawa bago pa inilathala ang mga seed.',
  verify: 'Suriin ang draw na ito',
  verifying: 'Sinusuri…',
  verified: 'Napatunayan: tugma ang seed sa hash at eksaktong ito ang mga numerong ibinibigay nito.',
  notVerified: 'Bigo ang pagsusuri: hindi ito ang mga numerong ibinibigay ng seed.',
  cannotVerify: 'Hindi makasuri ang browser na ito dito; sundin ang mga hakbang sa ibaba.',
  howTo: 'Paano ito suriin nang mag-isa',
  verifyHint:
    'Ang SHA-256 ng seed (64 na karakter) ay dapat katumbas ng hash na ipinakita bago ang draw. Pagkatapos, kalkulahin ang HMAC-SHA256 na ang seed ang key at "{game}:{draw}:k" ang mensahe para sa k = 0, 1, 2, …; basahin ang bawat resulta bilang 32-bit big-endian na numero, laktawan ang 4294967290 pataas, at kunin ang huling digit ng iba. Pinupuno ng mga digit na ito ang talaan mula sa special prize pababa, bawat numero mula sa unang digit.',
};

export const FAIR_TEXT: Record<Language, FairText> = { EN, CN, VI, JA, TH, TY };
