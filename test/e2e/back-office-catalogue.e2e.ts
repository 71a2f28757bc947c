import { describe, expect, inject, it } from 'vitest';
import { seriousA11yViolations } from './look';
import { useBrowser, watch } from './browser';
import { signInAsStaff } from './staff';

/**
 * The back office's coupon page in the browser at 1280 and 390 px: the admin identity signs in
 * through the sandbox wallet, is refused a coupon the rules do not allow (with the server's
 * reason), creates one with a code of this test's own and sees it listed, then ends it. Each width
 * uses its own code, so nothing depends on another file's data. Screenshots go to
 * /tmp/shots-admin/ (looked at, not compared).
 */
const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/shots-admin';
const chromium = useBrowser();

describe.each([1280, 390] as const)('the coupon page at %i px', (width) => {
  it('an admin is told why a coupon is refused, creates one, sees it listed, and ends it', async () => {
    const code = `E2E${width}-${Date.now().toString(36).toUpperCase()}`;
    const page = await chromium.page(width);
    await signInAsStaff(page, baseUrl, 'admin', '/admin/coupons');
    await page.getByTestId('admin-coupons').waitFor();

    await page.getByLabel('Code').fill(code);
    await page.getByLabel('Percent off').fill('150');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    expect(await page.getByTestId('admin-coupon-refusal').textContent()).toMatch(/at most 100/);
    // The refusal is the 400 above; from here on the browser should see no failed call or console error.
    const problems = watch(page);

    await page.getByLabel('Percent off').fill('12.5');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    const row = page.locator(`tr[data-coupon="${code}"]:visible`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Running');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/coupons-${width}.png`, fullPage: true });

    await row.getByRole('button', { name: `End now: ${code}` }).click();
    await expect.poll(() => row.textContent()).toContain('Ended');
    expect(problems).toEqual([]);
  });
});
