import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test as fixtures } from './fixtures.ts';

/**
 * What the account specs share: a test of its own IP, fresh names, and the
 * development back doors a person would not need (the captcha answer a person
 * reads off the image, the SMS and e-mail a person receives).
 */

let seq = 0;

/**
 * Each test comes from its own address (X-Forwarded-For; the server trusts
 * loopback), so the per-IP budgets — ten accounts an hour, thirty logins in ten
 * minutes, twenty SMS an hour — hold for any number of tests. The address stays
 * the same for the whole test, so a login there is never a "new device".
 */
export const test = fixtures.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    seq += 1;
    const ip = `10.${testInfo.workerIndex & 255}.${(seq >> 8) & 255}.${seq & 255 || 1}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': ip });
  },
});

export { expect };

let names = 0;
const stamp = () => Date.now().toString(36).slice(-6);

/** A username the demo brand accepts (a letter first, then letters and digits, 4–16) and no test has used. */
export function uniqueName(): string {
  names += 1;
  return `e${test.info().workerIndex}${stamp()}${names}`.slice(0, 16);
}

/** A Philippine mobile number (ten digits, 9 first) no test has used; the recipient is +63 and it. */
export function uniqueMobile(): string {
  names += 1;
  const worker = test.info().workerIndex % 10;
  return `9${worker}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(names % 100).padStart(2, '0')}`;
}

export const PASSWORD = 'abc12345';
export const PAYMENT_PASSWORD = '246810';

/** The site header (the page's banner with the main navigation; a modal's own header is a banner too). */
export const header = (page: Page): Locator =>
  page.getByRole('banner').filter({ has: page.getByRole('navigation', { name: 'Main' }) });

/**
 * The header's balance figure. Found by its test id rather than through the banner:
 * while the member centre is open the page behind the modal is hidden from
 * assistive technology, yet the figure stays on screen and must update.
 */
export const headerBalance = (page: Page): Locator => page.getByTestId('balance');

/** The logged-in strip's way to the member centre: avatar and name. */
export const accountButton = (page: Page): Locator => header(page).getByRole('button', { name: /Member centre/ });

/** Logged in: the strip shows the name and the login form is gone. */
export async function expectLoggedIn(page: Page, name: string | RegExp): Promise<void> {
  await expect(accountButton(page)).toContainText(name);
  await expect(header(page).getByRole('textbox', { name: 'Username' })).toHaveCount(0);
}

/** The welcome after a login: checks the greeting, then Start playing. */
export async function closeWelcome(page: Page, greeting?: string | RegExp): Promise<void> {
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  // A login costs an argon2 check and a few round trips; a loaded 2-core machine needs longer than the default.
  if (greeting) await expect(welcome).toContainText(greeting, { timeout: 30_000 });
  await welcome.getByRole('button', { name: 'Start playing' }).click();
  await expect(welcome).toBeHidden();
}

/** Log out from the strip and confirm; the header's login form is back. */
export async function logOut(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Prompt' });
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(header(page).getByRole('textbox', { name: 'Username' })).toBeVisible();
}

/**
 * The answer of the captcha the form in `scope` shows, as a person reads it off
 * the image: from /dev/captcha for this browser's client id (localStorage clientId).
 */
export async function captchaAnswer(page: Page, scope: Locator): Promise<string> {
  await expect(scope.getByRole('img', { name: 'Captcha' })).toBeVisible();
  const clientId = await page.evaluate(() => localStorage.getItem('clientId'));
  expect(clientId, 'the browser has a client id').toBeTruthy();
  let answer = '';
  // A new image may still be on its way (the old answer is spent): wait for the live one.
  await expect
    .poll(async () => {
      const response = await page.request.get('/dev/captcha', { params: { clientId: clientId ?? '' } });
      if (!response.ok()) return null;
      answer = ((await response.json()) as { value: string }).value;
      return answer;
    })
    .toMatch(/^[A-Z2-9]{4}$/);
  return answer;
}

export interface Message {
  channel: 'sms' | 'email';
  recipient: string;
  body: string;
}

/**
 * A recipient's inbox in the development outbox (`+639171234567` or an
 * e-mail address). `next()` waits for a message newer than any seen before.
 */
export async function inbox(request: APIRequestContext, recipient: string) {
  const read = async (): Promise<Message[]> => {
    const response = await request.get('/dev/outbox', { params: { recipient } });
    expect(response.ok(), `GET /dev/outbox: ${response.status()}`).toBe(true);
    return ((await response.json()) as { value: Message[] }).value;
  };
  let seen = (await read()).length;
  return {
    /** The body of the next message to arrive (the outbox lists newest first). */
    async next(): Promise<string> {
      let messages: Message[] = [];
      await expect
        .poll(async () => {
          messages = await read();
          return messages.length;
        }, `a new message to ${recipient}`)
        .toBeGreaterThan(seen);
      seen = messages.length;
      return messages[0]?.body ?? '';
    },
    /** The six-digit code of the next message. */
    async nextCode(): Promise<string> {
      const body = await this.next();
      const code = body.match(/verification code is (\d{6})/)?.[1];
      expect(code, `a code in "${body}"`).toBeTruthy();
      return code ?? '';
    },
  };
}

export interface NewAccount {
  username: string;
  password: string;
  /** National number (recipient +63 and it), when given. */
  mobile?: string;
  email?: string;
}

/**
 * Registers by username through the header's Register button, filling what
 * the demo brand asks for (and a mobile number with its SMS code, or an
 * e-mail, when given; an agent's invitation code puts the account in that
 * agent's downline); ends logged in with the welcome closed.
 */
export async function registerByUsername(
  page: Page,
  /** formOpen: the register form is already open (an invitation link opened it). */
  options: { mobile?: boolean; email?: boolean; affiliateCode?: string; formOpen?: boolean } = {},
): Promise<NewAccount> {
  const username = uniqueName();
  const account: NewAccount = { username, password: PASSWORD };
  if (!options.formOpen) await header(page).getByRole('button', { name: 'Register' }).click();
  const form = page.getByRole('dialog', { name: 'Register' });
  await expect(form.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  if (options.mobile) {
    const mobile = uniqueMobile();
    account.mobile = mobile;
    await expect(form.getByRole('button', { name: /Country code/ })).toHaveText(/\+63/);
    await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    const sms = await inbox(page.request, `+63${mobile}`);
    await form.getByRole('button', { name: 'Get code' }).click();
    await form.getByRole('textbox', { name: 'Verification code' }).fill(await sms.nextCode());
  }
  if (options.email) {
    account.email = `${username}@example.com`;
    await form.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  }
  if (options.affiliateCode) await form.getByRole('textbox', { name: 'Invitation code' }).fill(options.affiliateCode);
  await form.getByRole('textbox', { name: 'Payment password' }).fill(PAYMENT_PASSWORD);
  await form.getByRole('textbox', { name: 'Captcha' }).fill(await captchaAnswer(page, form));
  await expect(form.getByRole('checkbox', { name: /I have read and agree to the/ })).toBeChecked();
  await form.getByRole('checkbox', { name: /18 years of age or older/ }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form).toBeHidden();
  await closeWelcome(page, `Welcome aboard, ${username}!`);
  await expectLoggedIn(page, username);
  return account;
}

/** Logs in with the header's form (no captcha due); the welcome is left open. */
export async function logInFromHeader(page: Page, username: string, password: string): Promise<void> {
  const bar = header(page);
  await bar.getByRole('textbox', { name: 'Username' }).fill(username);
  await bar.getByRole('textbox', { name: 'Password' }).fill(password);
  await bar.getByRole('button', { name: 'Log in' }).click();
}
