import { test as base, expect } from '@playwright/test';

/**
 * Every page records uncaught errors and console errors; a test fails if any appear,
 * unless it declares the ones it provokes on purpose.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowedConsoleErrors.some((allowed) => allowed.test(text))) errors.push(text);
    });
    await use(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };
