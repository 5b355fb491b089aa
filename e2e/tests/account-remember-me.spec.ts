import type { Page } from '@playwright/test';
import { closeWelcome, expect, header, logInFromHeader, logOut, registerByUsername, test } from '../accounts.ts';

/** Every key and value in localStorage and sessionStorage, as a script on the page could read them. */
const storedText = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`))
      .join('\n'),
  );

/** Nothing readable of the password: neither as typed nor in base64. */
async function expectNoPasswordStored(page: Page, password: string) {
  const stored = await storedText(page);
  expect(stored).not.toContain(password);
  expect(stored).not.toContain(Buffer.from(password).toString('base64'));
  expect(stored).not.toContain(Buffer.from(password).toString('base64url'));
}

/** The sealed copy in IndexedDB, if any: whether its key can be read out, and its bytes as text. */
const sealedCopy = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ extractable: boolean; algorithm: string; text: string } | null>((resolve, reject) => {
        const open = indexedDB.open('arcadia', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('vault');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('vault').objectStore('vault').get('login');
          read.onsuccess = () => {
            const found = read.result as { key: CryptoKey; data: ArrayBuffer } | undefined;
            open.result.close();
            resolve(
              found
                ? {
                    extractable: found.key.extractable,
                    algorithm: found.key.algorithm.name,
                    text: new TextDecoder().decode(found.data),
                  }
                : null,
            );
          };
        };
      }),
  );

/** Registers, logs out, then logs in again from the header with Remember me as asked. */
async function logInAgain(page: Page, remember: boolean) {
  await page.goto('/');
  const account = await registerByUsername(page);
  await logOut(page);
  const bar = header(page);
  const box = bar.getByRole('checkbox', { name: 'Remember me' });
  if (remember) await box.check();
  else await box.uncheck();
  await logInFromHeader(page, account.username, account.password);
  await closeWelcome(page);
  return account;
}

test.describe('Remember me', () => {
  // Registration and logins, each hashing a password: slow on a loaded machine.
  test.slow();

  test('keeps the password in the browser password manager, never in storage', async ({ page, context }) => {
    // Headless Chromium keeps no passwords, so the password manager behind the Credential
    // Management API is played here, outside the page, as the browser's own would be.
    const kept: { id: string; password: string }[] = [];
    await context.exposeBinding('__passwordManager', (_source, action: string, id?: string, password?: string) => {
      if (action === 'store' && id && password) kept.splice(0, kept.length, { id, password });
      return kept[0] ?? null;
    });
    await context.addInitScript(() => {
      const manager = (window as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)
        .__passwordManager as (action: string, id?: string, password?: string) => Promise<unknown>;
      const credentials = navigator.credentials;
      credentials.store = async (credential: Credential) => {
        const { id, password } = credential as Credential & { password: string };
        await manager('store', id, password);
        return undefined as never;
      };
      credentials.get = async () => {
        const found = (await manager('get')) as { id: string; password: string } | null;
        const PasswordCredential = (window as unknown as { PasswordCredential: new (data: object) => Credential })
          .PasswordCredential;
        return found ? new PasswordCredential(found) : null;
      };
    });

    const { username, password } = await logInAgain(page, true);
    await expect.poll(() => kept).toEqual([{ id: username, password }]);
    await expectNoPasswordStored(page, password);
    await logOut(page);

    await page.reload();
    const bar = header(page);
    await expect(bar.getByRole('textbox', { name: 'Username' })).toHaveValue(username);
    await expect(bar.getByRole('textbox', { name: 'Password' })).toHaveValue(password);
    await expect(bar.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expectNoPasswordStored(page, password);
    expect(await sealedCopy(page)).toBeNull();
  });

  test('elsewhere keeps a copy sealed under a key no script can read out', async ({ page, context }) => {
    // A browser without the Credential Management API (Firefox, Safari).
    await context.addInitScript(() => {
      delete (window as { PasswordCredential?: unknown }).PasswordCredential;
    });
    const { username, password } = await logInAgain(page, true);
    await expectNoPasswordStored(page, password);
    await logOut(page);

    await page.reload();
    const bar = header(page);
    await expect(bar.getByRole('textbox', { name: 'Username' })).toHaveValue(username);
    await expect(bar.getByRole('textbox', { name: 'Password' })).toHaveValue(password);
    await expect(bar.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expectNoPasswordStored(page, password);
    const sealed = await sealedCopy(page);
    expect(sealed).toMatchObject({ extractable: false, algorithm: 'AES-GCM' });
    expect(sealed?.text).not.toContain(password);
  });

  test('keeps nothing after a login without it', async ({ page, context }) => {
    await context.addInitScript(() => {
      delete (window as { PasswordCredential?: unknown }).PasswordCredential;
    });
    const { password } = await logInAgain(page, false);
    await logOut(page);
    await page.reload();
    const bar = header(page);
    await expect(bar.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    await expect(bar.getByRole('textbox', { name: 'Password' })).toHaveValue('');
    await expect(bar.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('rememberedLogin'))).toBeNull();
    expect(await sealedCopy(page)).toBeNull();
    await expectNoPasswordStored(page, password);
  });

  test('deletes the plain-text password an older version left in localStorage', async ({ page }) => {
    await page.goto('/');
    const old = { username: 'olduser', password: 'old-secret-1', expiresAt: Date.now() + 3_600_000 };
    await page.evaluate((value) => localStorage.setItem('rememberedLogin', JSON.stringify(value)), old);
    await page.reload();
    await expect(header(page).getByRole('textbox', { name: 'Username' })).toHaveValue('olduser');
    await expect(header(page).getByRole('textbox', { name: 'Password' })).toHaveValue('');
    await expectNoPasswordStored(page, old.password);
  });
});
