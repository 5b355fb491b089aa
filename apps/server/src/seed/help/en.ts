import type { HelpTexts } from './types.ts';

/** English: complete, and what every other language falls back to. */
export const en: HelpTexts = {
  articles: {
    guide: {
      title: 'Beginner guide',
      content: `<h2>Start playing in four steps</h2>
<ol>
<li><strong>Register.</strong> Tap <em>Register</em>, choose a username and password, and confirm that you are 18 or older.</li>
<li><strong>Set a payment password.</strong> Six digits that protect every withdrawal, set once in <em>My account</em>.</li>
<li><strong>Deposit.</strong> Open <em>Deposit</em> in the member centre, pick a channel and an amount. E-wallet deposits arrive within a minute; bank transfers once confirmed.</li>
<li><strong>Play.</strong> Choose a category from the menu — live casino, slots, sports, fishing, cards or lottery — and open a game.</li>
</ol>
<h3>Withdrawing</h3>
<p>Bind a payout account, enter the amount and your payment password. You can follow every request in <em>Account record</em>.</p>
<p>Stuck? Our customer service answers 24 hours a day through live chat.</p>`,
    },
    about: {
      title: 'About us',
      content: `<p>{brand} is an online entertainment site offering live casino, slots, sports and e-sports betting, fishing games, card games and lottery — all from one wallet.</p>
<h3>What we stand for</h3>
<ul>
<li><strong>Security:</strong> 128-bit encryption on every page and two-step checks for new devices.</li>
<li><strong>Fast money:</strong> deposits in about a minute, withdrawals handled around the clock.</li>
<li><strong>Fair games:</strong> our own games are provably fair; our partners are licensed studios.</li>
<li><strong>Service:</strong> customer service by live chat 24 hours a day, 7 days a week.</li>
</ul>
<p>Play on the web, on your phone's browser, or add {brand} to your home screen as an app.</p>`,
    },
    rules: {
      title: 'Rules and terms',
      content: `<h3>Accounts</h3>
<ul>
<li>You must be 18 or older and may hold one account only.</li>
<li>Keep your password and payment password to yourself. Staff will never ask for them.</li>
</ul>
<h3>Bets</h3>
<ul>
<li>A bet stands once the game has accepted it. Results are final as the game settles them.</li>
<li>If a round cannot finish, the stake is returned to your wallet.</li>
</ul>
<h3>Bonuses</h3>
<ul>
<li>A bonus may carry a turnover requirement; withdrawals wait until it is met.</li>
<li>Abuse of promotions (several accounts, arranged bets) voids the bonus and its winnings.</li>
</ul>
<h3>Withdrawals</h3>
<p>Withdrawals go only to payout accounts in your own name and may be checked before payment.</p>`,
    },
    privacy: {
      title: 'Privacy policy',
      content: `<p>We collect what we need to run your account: your username, contact details, payment details you bind, your bets and transactions, and the devices and addresses you sign in from.</p>
<h3>How we use it</h3>
<ul>
<li>To run your account, pay you and keep it secure (for example, checking a sign-in from a new device).</li>
<li>To meet our licence duties, such as age checks and preventing fraud and money laundering.</li>
<li>To send service messages you cannot do without. Marketing only with your consent.</li>
</ul>
<h3>Your choices</h3>
<p>You may ask customer service for a copy of your data, to correct it, or to close your account. We keep transaction records as long as the law requires.</p>
<p>Your password is stored only as a one-way hash; nobody at {brand} can read it.</p>`,
    },
    responsible: {
      title: 'Responsible gaming',
      content: `<p>Gaming should be entertainment, never a way to make money. Play only with money you can afford to lose.</p>
<h3>Keep it fun</h3>
<ul>
<li>Set a budget and a time limit before you play.</li>
<li>Never chase losses.</li>
<li>Take regular breaks, and do not play when upset or under the influence.</li>
</ul>
<h3>Warning signs</h3>
<p>Spending more than planned, borrowing to play, or hiding your play from others are signs to stop.</p>
<h3>We can help</h3>
<p>Ask customer service to limit your deposits or to close your account for a cooling-off period. Minors may not play: we check ages and close accounts of anyone under 18.</p>`,
    },
    faq: {
      title: 'FAQ',
      content: `<h3>How long does a deposit take?</h3>
<p>E-wallet deposits are credited within about a minute. Bank transfers are credited once our team confirms them.</p>
<h3>Why is my withdrawal waiting?</h3>
<p>Large withdrawals are reviewed by two team members, and a bonus turnover that is not yet met holds withdrawals. <em>Account record</em> shows where it stands.</p>
<h3>I forgot my password.</h3>
<p>Use <em>Forgot password</em> on the login form to get a reset link by e-mail or a code by SMS.</p>
<h3>Why am I asked for a code at login?</h3>
<p>You signed in from a new device or address. The code proves it is you.</p>
<h3>Can I play on my phone?</h3>
<p>Yes. See the <a href="/down">App download</a> page to add {brand} to your home screen.</p>`,
    },
    twitter: {
      title: 'Follow us on X (Twitter)',
      content: `<p>Our official X (Twitter) account posts new promotions, maintenance notices and the week's biggest wins.</p>
<p>Search for <strong>{brand} Official</strong> and look for the verified badge. We never send direct messages asking for your password or a deposit.</p>`,
    },
    douyin: {
      title: 'Watch us on Douyin',
      content: `<p>Short videos of new games, winning moments and how-to guides are on our official Douyin channel.</p>
<p>Search for <strong>{brand} Official</strong>. Gifts and offers are only real when they also appear on this site.</p>`,
    },
    facebook: {
      title: 'Like us on Facebook',
      content: `<p>Join the {brand} Facebook page for promotions, events and answers from our community team.</p>
<p>Search for <strong>{brand} Official</strong>. For anything about your account, use live chat: we never ask for passwords on Facebook.</p>`,
    },
    telegram: {
      title: 'Join our Telegram channel',
      content: `<p>Our Telegram channel announces promotions and maintenance first.</p>
<p>Search for <strong>{brand} Official</strong> in Telegram. Staff never write to you first and never ask for your password or payment password.</p>`,
    },
    join: {
      title: 'Become an agent with {brand}',
      content: `<p>Build your own team and earn from it. As an agent you bring players to {brand} and earn a share of your team's activity.</p>
<h3>What you get</h3>
<ul>
<li><strong>Your own invitation code</strong> and link: every player who registers with it joins your team.</li>
<li><strong>Contracts that pay:</strong> dividends, daily, hourly or real-time salary on your team's valid bets.</li>
<li><strong>An agent centre</strong> with team overview, reports, income and transfers to your downline.</li>
</ul>
<h3>How to join</h3>
<ol>
<li>Register a player account (or log in).</li>
<li>Contact customer service and ask to become an agent.</li>
<li>Once approved, your invitation code appears in the agent centre.</li>
</ol>`,
    },
    'ios-install': {
      title: 'Install on iPhone and iPad',
      content: `<ol>
<li>Open this page in <strong>Safari</strong> (scan the QR code with the camera).</li>
<li>Tap <strong>Download</strong> on the iOS card. For the configuration profile, iOS says <em>Profile Downloaded</em>.</li>
<li>Open <strong>Settings</strong>, tap <em>Profile Downloaded</em>, then <em>Install</em> and enter your passcode.</li>
<li>Without a profile: tap the <strong>Share</strong> button, then <em>Add to Home Screen</em>.</li>
<li>Open {brand} from your home screen and log in.</li>
</ol>
<p>If iOS says the developer is not trusted, open <em>Settings → General → VPN &amp; Device Management</em> and trust {brand}.</p>`,
    },
    'android-install': {
      title: 'Install on Android',
      content: `<ol>
<li>Scan the QR code with your phone's camera and open the link in <strong>Chrome</strong>.</li>
<li>Tap <strong>Download</strong> on the Android card. For an APK, allow your browser to install unknown apps when asked.</li>
<li>Without an APK: open Chrome's menu (⋮) and tap <em>Add to Home screen</em> or <em>Install app</em>.</li>
<li>Open {brand} from your home screen and log in.</li>
</ol>`,
    },
  },
  posts: {
    'news-app': {
      title: '{brand} now on your home screen',
      summary: 'Add the site to your phone in a few taps, on iPhone and Android.',
      content: `<p>You can now keep {brand} on your phone's home screen and open it like an app, full screen and already logged in.</p><p>See the <a href="/down">App download</a> page for the steps.</p>`,
    },
    'news-deposits': {
      title: 'E-wallet deposits in about a minute',
      summary: 'Our new payment channel credits e-wallet deposits almost at once.',
      content: `<p>E-wallet deposits now arrive in about a minute, day and night. Bank transfers are still confirmed by our team as quickly as we can.</p>`,
    },
    'blog-budget': {
      title: 'Five habits of players who keep it fun',
      summary: 'Budgets, breaks and other simple habits that keep gaming entertaining.',
      content: `<ol><li>Decide your budget before you start.</li><li>Set a time limit and take breaks.</li><li>Treat winnings as a bonus, not income.</li><li>Never chase losses.</li><li>Ask us for a deposit limit whenever you want one.</li></ol>`,
    },
  },
};
