import type { HelpTexts } from './types.ts';

/** Filipino (TY). */
export const ty: HelpTexts = {
  articles: {
    guide: {
      title: 'Gabay para sa baguhan',
      content: `<h2>Magsimulang maglaro sa apat na hakbang</h2>
<ol>
<li><strong>Magrehistro.</strong> I-tap ang <em>Magrehistro</em>, pumili ng username at password, at kumpirmahing ikaw ay 18 pataas.</li>
<li><strong>Magtakda ng payment password.</strong> Anim na numero na nagbabantay sa bawat withdrawal, itinatakda minsan sa <em>Aking account</em>.</li>
<li><strong>Mag-deposit.</strong> Buksan ang <em>Deposit</em> sa member centre, pumili ng channel at halaga. Ang e-wallet ay pumapasok sa loob ng halos isang minuto; ang bank transfer kapag nakumpirma.</li>
<li><strong>Maglaro.</strong> Pumili ng kategorya sa menu — live casino, slots, sports, fishing, cards o lottery — at buksan ang laro.</li>
</ol>
<h3>Pag-withdraw</h3>
<p>Mag-bind ng payout account, ilagay ang halaga at ang payment password. Masusubaybayan mo ang bawat request sa <em>Account record</em>.</p>
<p>May problema? Sumasagot ang customer service 24 oras sa live chat.</p>`,
    },
    about: {
      title: 'Tungkol sa amin',
      content: `<p>Ang {brand} ay isang online entertainment site na may live casino, slots, sports at e-sports betting, fishing games, card games at lottery — lahat sa iisang wallet.</p>
<h3>Ang aming pangako</h3>
<ul>
<li><strong>Seguridad:</strong> 128-bit encryption sa bawat pahina at dalawang hakbang na pagsusuri para sa bagong device.</li>
<li><strong>Mabilis na pera:</strong> deposit sa halos isang minuto, withdrawal na inaasikaso buong araw at gabi.</li>
<li><strong>Patas na laro:</strong> napapatunayang patas ang aming sariling laro; lisensyado ang aming mga partner.</li>
<li><strong>Serbisyo:</strong> live chat 24 oras, 7 araw sa isang linggo.</li>
</ul>
<p>Maglaro sa web, sa browser ng telepono, o idagdag ang {brand} sa home screen bilang app.</p>`,
    },
    rules: {
      title: 'Mga patakaran at tuntunin',
      content: `<h3>Mga account</h3>
<ul>
<li>Dapat 18 taong gulang pataas at isang account lang bawat tao.</li>
<li>Huwag ibahagi ang password at payment password. Hindi ito hihingin ng staff.</li>
</ul>
<h3>Mga taya</h3>
<ul>
<li>May bisa ang taya kapag tinanggap na ng laro. Pinal ang resulta ayon sa settlement ng laro.</li>
<li>Kung hindi matapos ang isang round, ibabalik ang taya sa wallet.</li>
</ul>
<h3>Mga bonus</h3>
<ul>
<li>Maaaring may turnover requirement ang bonus; maghihintay ang withdrawal hanggang maabot ito.</li>
<li>Ang pang-aabuso sa promo (maraming account, sinabwatang taya) ay nagpapawalang-bisa sa bonus at panalo.</li>
</ul>
<h3>Mga withdrawal</h3>
<p>Sa payout account lang na nakapangalan sa iyo, at maaaring suriin bago bayaran.</p>`,
    },
    privacy: {
      title: 'Patakaran sa privacy',
      content: `<p>Kinokolekta lang namin ang kailangan para patakbuhin ang account: username, contact details, payment details na iyong binind, mga taya at transaksyon, at ang mga device at address na ginamit sa pag-login.</p>
<h3>Paano namin ito ginagamit</h3>
<ul>
<li>Para patakbuhin ang account, bayaran ka at panatilihin itong ligtas (hal. pagsusuri ng login mula sa bagong device).</li>
<li>Para tuparin ang tungkulin ng lisensya, gaya ng age check at pagpigil sa panloloko at money laundering.</li>
<li>Para magpadala ng kinakailangang service message. Marketing lang kung pumayag ka.</li>
</ul>
<h3>Ang iyong mga pagpipilian</h3>
<p>Maaari kang humingi sa customer service ng kopya ng iyong data, itama ito, o isara ang account. Itinatago ang transaction records ayon sa batas.</p>
<p>Ang password mo ay naka-imbak lang bilang one-way hash; walang sinuman sa {brand} ang makakabasa nito.</p>`,
    },
    responsible: {
      title: 'Responsableng paglalaro',
      content: `<p>Ang laro ay libangan, hindi paraan para kumita. Maglaro lang gamit ang perang kaya mong mawala.</p>
<h3>Panatilihing masaya</h3>
<ul>
<li>Magtakda ng budget at oras bago maglaro.</li>
<li>Huwag habulin ang talo.</li>
<li>Magpahinga nang madalas, at huwag maglaro kapag galit o lasing.</li>
</ul>
<h3>Mga babala</h3>
<p>Paggastos nang higit sa plano, pangungutang para maglaro, o pagtatago ng paglalaro ay senyales na dapat huminto.</p>
<h3>Matutulungan ka namin</h3>
<p>Hilingin sa customer service na limitahan ang deposit o pansamantalang isara ang account. Bawal maglaro ang menor de edad: sinusuri namin ang edad at isinasara ang account ng wala pang 18.</p>`,
    },
    faq: {
      title: 'Mga madalas itanong',
      content: `<h3>Gaano katagal ang deposit?</h3>
<p>Ang e-wallet ay pumapasok sa halos isang minuto. Ang bank transfer kapag nakumpirma ng team.</p>
<h3>Bakit naghihintay ang withdrawal ko?</h3>
<p>Sinusuri ng dalawang staff ang malalaking withdrawal, at pinipigil ito ng bonus turnover na hindi pa naaabot. Makikita ang estado sa <em>Account record</em>.</p>
<h3>Nakalimutan ko ang password.</h3>
<p>Gamitin ang <em>Nakalimutan ang password</em> sa login form para makakuha ng reset link sa e-mail o code sa SMS.</p>
<h3>Bakit may hinihinging code sa login?</h3>
<p>Nag-login ka mula sa bagong device o address. Pinapatunayan ng code na ikaw iyon.</p>
<h3>Puwede ba sa telepono?</h3>
<p>Oo. Tingnan ang pahinang <a href="/down">I-download ang app</a> para idagdag ang {brand} sa home screen.</p>`,
    },
    twitter: {
      title: 'Sundan kami sa X (Twitter)',
      content: `<p>Nagpo-post ang aming opisyal na X (Twitter) account ng bagong promo, maintenance notice at pinakamalalaking panalo ng linggo.</p>
<p>Hanapin ang <strong>{brand} Official</strong> at tingnan ang verified badge. Hindi kami nagme-message para humingi ng password o deposit.</p>`,
    },
    douyin: {
      title: 'Panoorin kami sa Douyin',
      content: `<p>Maiikling video ng bagong laro, mga panalo at gabay ang nasa aming opisyal na Douyin channel.</p>
<p>Hanapin ang <strong>{brand} Official</strong>. Totoo lang ang regalo at alok kapag nakalathala rin sa site na ito.</p>`,
    },
    facebook: {
      title: 'I-like kami sa Facebook',
      content: `<p>Sumali sa Facebook page ng {brand} para sa promo, event at sagot mula sa aming community team.</p>
<p>Hanapin ang <strong>{brand} Official</strong>. Para sa account, gamitin ang live chat: hindi kami humihingi ng password sa Facebook.</p>`,
    },
    telegram: {
      title: 'Sumali sa aming Telegram channel',
      content: `<p>Unang inaanunsyo sa aming Telegram channel ang promo at maintenance.</p>
<p>Hanapin ang <strong>{brand} Official</strong> sa Telegram. Hindi ka uunahing i-message ng staff at hindi hihingin ang password o payment password.</p>`,
    },
    join: {
      title: 'Maging agent ng {brand}',
      content: `<p>Bumuo ng sariling team at kumita rito. Bilang agent, nagdadala ka ng players sa {brand} at kumikita ng bahagi sa aktibidad ng iyong team.</p>
<h3>Ang makukuha mo</h3>
<ul>
<li><strong>Sariling invitation code</strong> at link: bawat player na magrehistro gamit ito ay sasali sa team mo.</li>
<li><strong>Mga kontratang kumikita:</strong> dividend, daily, hourly o real-time salary mula sa valid bets ng team.</li>
<li><strong>Agent centre</strong> na may team overview, reports, income at transfer sa downline.</li>
</ul>
<h3>Paano sumali</h3>
<ol>
<li>Magrehistro ng player account (o mag-login).</li>
<li>Kontakin ang customer service at humiling na maging agent.</li>
<li>Kapag naaprubahan, lalabas ang invitation code mo sa agent centre.</li>
</ol>`,
    },
    'ios-install': {
      title: 'I-install sa iPhone at iPad',
      content: `<ol>
<li>Buksan ang pahinang ito sa <strong>Safari</strong> (i-scan ang QR code gamit ang camera).</li>
<li>I-tap ang <strong>Download</strong> sa iOS card. Para sa configuration profile, sasabihin ng iOS na <em>Profile Downloaded</em>.</li>
<li>Buksan ang <strong>Settings</strong>, i-tap ang <em>Profile Downloaded</em>, saka <em>Install</em> at ilagay ang passcode.</li>
<li>Kung walang profile: i-tap ang <strong>Share</strong>, saka <em>Add to Home Screen</em>.</li>
<li>Buksan ang {brand} mula sa home screen at mag-login.</li>
</ol>
<p>Kung sabihin ng iOS na hindi pinagkakatiwalaan ang developer, buksan ang <em>Settings → General → VPN &amp; Device Management</em> at pagkatiwalaan ang {brand}.</p>`,
    },
    'android-install': {
      title: 'I-install sa Android',
      content: `<ol>
<li>I-scan ang QR code gamit ang camera ng telepono at buksan ang link sa <strong>Chrome</strong>.</li>
<li>I-tap ang <strong>Download</strong> sa Android card. Para sa APK, payagan ang browser na mag-install ng unknown apps kapag tinanong.</li>
<li>Kung walang APK: buksan ang menu ng Chrome (⋮) at i-tap ang <em>Add to Home screen</em> o <em>Install app</em>.</li>
<li>Buksan ang {brand} mula sa home screen at mag-login.</li>
</ol>`,
    },
  },
  posts: {
    'news-app': {
      title: 'Nasa home screen mo na ang {brand}',
      summary: 'Idagdag ang site sa telepono sa ilang tap, sa iPhone at Android.',
      content: `<p>Maaari mo nang ilagay ang {brand} sa home screen at buksan ito na parang app, full screen at naka-login na.</p><p>Tingnan ang mga hakbang sa pahinang <a href="/down">I-download ang app</a>.</p>`,
    },
    'news-deposits': {
      title: 'E-wallet deposit sa halos isang minuto',
      summary: 'Ang bagong payment channel ay halos agad nagke-credit ng e-wallet deposit.',
      content: `<p>Pumapasok na ngayon ang e-wallet deposit sa halos isang minuto, araw man o gabi. Kinukumpirma pa rin ng team ang bank transfer sa lalong madaling panahon.</p>`,
    },
    'blog-budget': {
      title: 'Limang gawi ng mga player na nag-eenjoy',
      summary: 'Budget, pahinga at iba pang simpleng gawi para manatiling libangan ang laro.',
      content: `<ol><li>Magpasya ng budget bago magsimula.</li><li>Magtakda ng oras at magpahinga.</li><li>Ituring ang panalo na bonus, hindi kita.</li><li>Huwag habulin ang talo.</li><li>Humiling sa amin ng deposit limit kahit kailan.</li></ol>`,
    },
  },
};
