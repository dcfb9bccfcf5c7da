import type { Browser } from '@playwright/test';
import { PHONE } from './paint';

/**
 * Makes the gardener of a sign-in link a returning one: one visit closes the welcome dialog
 * that a new gardener's launch pad opens (SPEC §2.6), which the server then no longer asks
 * for. A first visit's LCP is that dialog, painted once the app has started; a returning
 * gardener's is the prerendered first screen.
 */
export async function closeWelcomeDialog(browser: Browser, signInUrl: string): Promise<void> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(signInUrl);
    const welcome = page.getByRole('dialog', { name: /^Welcome to/ });
    // The dismissal is saved once its request has answered.
    const saved = page.waitForResponse((response) => response.url().includes('/WelcomePopup'));
    await welcome.getByRole('button', { name: 'Close' }).click();
    await saved;
  } finally {
    await context.close();
  }
}
