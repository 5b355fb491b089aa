import type { Language } from '@arcadia/contracts';

/**
 * Word lists for the demo catalogue's slot names, in the six site languages.
 * Each entry is [EN, CN, VI, JA, TH, TY]; `{}` is where the inner words go, so
 * each language keeps its own word order (VI and TH put the adjective after the
 * noun, TY joins with -ng/na, JA joins loanwords with a middle dot).
 */
export type Phrase = readonly [string, string, string, string, string, string];
export type Names = Record<Language, string>;

const ORDER: readonly Language[] = ['EN', 'CN', 'VI', 'JA', 'TH', 'TY'];

export const names = (phrase: Phrase): Names =>
  Object.fromEntries(ORDER.map((language, index) => [language, phrase[index]])) as Names;

/** Puts `inner` into the template's `{}` in every language. */
export const fill = (template: Phrase, inner: Names): Names =>
  Object.fromEntries(
    ORDER.map((language, index) => [language, (template[index] ?? '{}').replace('{}', inner[language])]),
  ) as Names;

/** Slot subjects; the first word of EN (lower case) is the house slots' theme key. */
export const SLOT_NOUNS: Phrase[] = [
  ['Dragon', '巨龙', 'Rồng', 'ドラゴン', 'มังกร', 'Dragon'],
  ['Tiger', '猛虎', 'Hổ', 'タイガー', 'เสือ', 'Tigre'],
  ['Phoenix', '凤凰', 'Phượng Hoàng', 'フェニックス', 'หงส์', 'Phoenix'],
  ['Treasure', '宝藏', 'Kho Báu', 'トレジャー', 'สมบัติ', 'Kayamanan'],
  ['Gems', '宝石', 'Đá Quý', 'ジェム', 'อัญมณี', 'Hiyas'],
  ['Fruits', '水果', 'Trái Cây', 'フルーツ', 'ผลไม้', 'Prutas'],
  ['Pharaoh', '法老', 'Pharaoh', 'ファラオ', 'ฟาโรห์', 'Paraon'],
  ['Panda', '熊猫', 'Gấu Trúc', 'パンダ', 'แพนด้า', 'Panda'],
  ['Koi', '锦鲤', 'Cá Chép', 'コイ', 'ปลาคาร์พ', 'Koi'],
  ['Lotus', '莲花', 'Hoa Sen', 'ロータス', 'ดอกบัว', 'Lotus'],
  ['Temple', '神殿', 'Đền Thờ', 'テンプル', 'วิหาร', 'Templo'],
  ['Buffalo', '水牛', 'Trâu Rừng', 'バッファロー', 'ควาย', 'Kalabaw'],
  ['Wolf', '苍狼', 'Sói', 'ウルフ', 'หมาป่า', 'Lobo'],
  ['Eagle', '雄鹰', 'Đại Bàng', 'イーグル', 'อินทรี', 'Agila'],
  ['Pirate', '海盗', 'Cướp Biển', 'パイレーツ', 'โจรสลัด', 'Pirata'],
  ['Queen', '女王', 'Nữ Hoàng', 'クイーン', 'ราชินี', 'Reyna'],
  ['King', '国王', 'Vua', 'キング', 'ราชา', 'Hari'],
  ['Empire', '帝国', 'Đế Chế', 'エンパイア', 'จักรวรรดิ', 'Imperyo'],
  ['Jungle', '丛林', 'Rừng Rậm', 'ジャングル', 'ป่าดงดิบ', 'Gubat'],
  ['Ocean', '海洋', 'Đại Dương', 'オーシャン', 'มหาสมุทร', 'Karagatan'],
  ['Fortune', '财神', 'Thần Tài', 'フォーチュン', 'โชคลาภ', 'Kapalaran'],
  ['Lion', '狮王', 'Sư Tử', 'ライオン', 'สิงโต', 'Leon'],
  ['Samurai', '武士', 'Samurai', 'サムライ', 'ซามูไร', 'Samurai'],
  ['Ninja', '忍者', 'Ninja', 'ニンジャ', 'นินจา', 'Ninja'],
  ['Goddess', '女神', 'Nữ Thần', 'ゴッデス', 'เทพธิดา', 'Diyosa'],
  ['Olympus', '奥林匹斯', 'Olympus', 'オリンポス', 'โอลิมปัส', 'Olympus'],
  ['Mermaid', '美人鱼', 'Nàng Tiên Cá', 'マーメイド', 'นางเงือก', 'Sirena'],
  ['Cherry', '樱桃', 'Anh Đào', 'チェリー', 'เชอร์รี่', 'Seresa'],
  ['Diamonds', '钻石', 'Kim Cương', 'ダイヤモンド', 'เพชร', 'Diyamante'],
  ['Stars', '星辰', 'Ngôi Sao', 'スター', 'ดวงดาว', 'Bituin'],
  ['Moon', '明月', 'Mặt Trăng', 'ムーン', 'พระจันทร์', 'Buwan'],
  ['Sun', '太阳', 'Mặt Trời', 'サン', 'พระอาทิตย์', 'Araw'],
  ['Rooster', '金鸡', 'Gà Trống', 'ルースター', 'ไก่ชน', 'Tandang'],
  ['Elephant', '大象', 'Voi', 'エレファント', 'ช้าง', 'Elepante'],
  ['Horse', '骏马', 'Ngựa', 'ホース', 'ม้า', 'Kabayo'],
  ['Monkey', '猴王', 'Khỉ', 'モンキー', 'ลิง', 'Unggoy'],
  ['Wizard', '巫师', 'Phù Thủy', 'ウィザード', 'พ่อมด', 'Salamangkero'],
  ['Vikings', '维京', 'Viking', 'バイキング', 'ไวกิ้ง', 'Viking'],
  ['Candy', '糖果', 'Kẹo Ngọt', 'キャンディ', 'ลูกกวาด', 'Kendi'],
  ['Bells', '铃铛', 'Chuông', 'ベル', 'ระฆัง', 'Kampana'],
  ['Carnival', '嘉年华', 'Lễ Hội', 'カーニバル', 'คาร์นิวัล', 'Karnabal'],
  ['Volcano', '火山', 'Núi Lửa', 'ボルケーノ', 'ภูเขาไฟ', 'Bulkan'],
  ['Aztec', '阿兹特克', 'Aztec', 'アステカ', 'แอซเท็ก', 'Aztec'],
  ['Mahjong', '麻将', 'Mạt Chược', 'マージャン', 'ไพ่นกกระจอก', 'Mahjong'],
  ['Genie', '神灯', 'Thần Đèn', 'ジーニー', 'ยักษ์จีนี่', 'Genie'],
];

/** Adjectives as templates around a noun; the first keeps the noun alone. */
export const SLOT_ADJECTIVES: Phrase[] = [
  ['{}', '{}', '{}', '{}', '{}', '{}'],
  ['Golden {}', '黄金{}', '{} Vàng', 'ゴールデン・{}', '{}ทองคำ', 'Gintong {}'],
  ['Lucky {}', '幸运{}', '{} May Mắn', 'ラッキー・{}', '{}นำโชค', 'Masuwerteng {}'],
  ['Wild {}', '狂野{}', '{} Hoang Dã', 'ワイルド・{}', '{}ป่าเถื่อน', 'Mabangis na {}'],
  ['Royal {}', '皇家{}', '{} Hoàng Gia', 'ロイヤル・{}', '{}หลวง', 'Maharlikang {}'],
  ['Mystic {}', '神秘{}', '{} Huyền Bí', 'ミスティック・{}', '{}ลึกลับ', 'Mahiwagang {}'],
  ['Mighty {}', '威猛{}', '{} Hùng Mạnh', 'マイティ・{}', '{}ทรงพลัง', 'Makapangyarihang {}'],
  ['Sacred {}', '神圣{}', '{} Linh Thiêng', 'セイクリッド・{}', '{}ศักดิ์สิทธิ์', 'Sagradong {}'],
  ['Crystal {}', '水晶{}', '{} Pha Lê', 'クリスタル・{}', '{}คริสตัล', 'Kristal na {}'],
  ['Blazing {}', '烈焰{}', '{} Rực Lửa', 'ブレイジング・{}', '{}ลุกโชน', 'Nagliliyab na {}'],
  ['Ancient {}', '远古{}', '{} Cổ Đại', 'エンシェント・{}', '{}โบราณ', 'Sinaunang {}'],
  ['Silver {}', '白银{}', '{} Bạc', 'シルバー・{}', '{}เงินยวง', 'Pilak na {}'],
  ['Thunder {}', '雷霆{}', '{} Sấm Sét', 'サンダー・{}', '{}สายฟ้า', '{} ng Kulog'],
  ['Jade {}', '翡翠{}', '{} Ngọc Bích', 'ジェイド・{}', '{}หยก', '{} na Jade'],
  ['Happy {}', '欢乐{}', '{} Vui Vẻ', 'ハッピー・{}', '{}แสนสุข', 'Masayang {}'],
];

/** What follows (or frames) a slot title; the first leaves it as it is. */
export const SLOT_SUFFIXES: Phrase[] = [
  ['{}', '{}', '{}', '{}', '{}', '{}'],
  ['{} Deluxe', '{}豪华版', '{} Cao Cấp', '{} デラックス', '{} ดีลักซ์', '{} Deluxe'],
  ['{} Megaways', '{} Megaways', '{} Megaways', '{} メガウェイズ', '{} เมกะเวย์', '{} Megaways'],
  ['{} Riches', '{}之财', '{} Giàu Sang', '{} リッチ', '{} มั่งคั่ง', 'Yaman ng {}'],
  ['{} Legends', '{}传奇', 'Huyền Thoại {}', '{} レジェンド', 'ตำนาน{}', 'Alamat ng {}'],
  ['{} Bonanza', '{}大丰收', '{} Bội Thu', '{} ボナンザ', '{} โบนันซ่า', '{} Bonanza'],
  ['{}: Hold & Win', '{}：锁定赢', '{}: Giữ & Thắng', '{} ホールド＆ウィン', '{} โฮลด์แอนด์วิน', '{}: Hold & Win'],
  ['{} Blitz', '{}闪电', '{} Chớp Nhoáng', '{} ブリッツ', '{} บลิตซ์', '{} Blitz'],
  ['{} Jackpot', '{}大奖', '{} Jackpot', '{} ジャックポット', '{} แจ็คพอต', '{} Jackpot'],
  ['Rise of the {}', '{}崛起', 'Sự Trỗi Dậy Của {}', 'ライズ・オブ・{}', 'การผงาดของ{}', 'Pag-angat ng {}'],
  ['{} Quest', '{}探险', 'Hành Trình {}', '{} クエスト', 'ภารกิจ{}', 'Paglalakbay ng {}'],
  ['{} 2', '{} 2', '{} 2', '{} 2', '{} 2', '{} 2'],
];

/** Suffixes whose games are jackpot games (classification JP). */
export const JACKPOT_SUFFIXES = new Set([6, 8]);
/** The Megaways suffix: its games count ways, not lines. */
export const MEGAWAYS_SUFFIX = 2;
