import { expect, type Locator, type Page } from '@playwright/test';
import { opened } from './forms';
import { openSignedIn } from './sessions';

/** Helpers of the operator console journeys: login, side menu, antd pickers. */

export const ROLE_ACCOUNTS = {
  超级管理员: { username: 'admin', password: 'Admin@123456' },
  运营: { username: 'yunying', password: 'Yunying@123456' },
  财务: { username: 'caiwu', password: 'Caiwu@123456' },
  商品: { username: 'shangpin', password: 'Shangpin@123456' },
} as const;
export type Role = keyof typeof ROLE_ACCOUNTS;

/**
 * Opens the console (at `redirect`, a path under /admin) signed in as a seeded role account, without the
 * form (support/sessions.ts), and waits for the role in the header.
 */
export async function consoleLogin(page: Page, role: Role, redirect?: string): Promise<void> {
  const { username, password } = ROLE_ACCOUNTS[role];
  await openSignedIn(page, 'admin', username, password, `/admin${redirect ?? ''}`);
  await expect(page.getByTestId('operator-role')).toHaveText(role);
}

/** Signs in on the /admin/login form with a seeded role account and waits for the role in the header. */
export async function consoleLoginByForm(page: Page, role: Role, redirect?: string): Promise<void> {
  const { username, password } = ROLE_ACCOUNTS[role];
  await submitConsoleLogin(page, username, password, redirect);
  await expect(page.getByTestId('operator-role')).toHaveText(role);
}

/** Fills and submits the /admin/login form (for any operator account; the caller checks the outcome). */
export async function submitConsoleLogin(
  page: Page,
  username: string,
  password: string,
  redirect?: string,
): Promise<void> {
  await page.goto(redirect ? `/admin/login?redirect=${encodeURIComponent(redirect)}` : '/admin/login');
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** The side menu. */
export const sideMenu = (page: Page): Locator => page.getByRole('navigation', { name: '运营后台' });

/**
 * Opens a page under a group of the side menu, as a person does: opens the group unless its item shows, clicks
 * the item, and clicks again if the page did not change. An item clicked while its group still unfolds can
 * miss (the flaky 采购系统模拟 journey of 2026-11-29 stayed on /admin).
 */
export async function openFromMenu(page: Page, group: string, item: string, url: RegExp): Promise<void> {
  const menu = sideMenu(page);
  const entry = menu.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (!(await entry.isVisible())) await menu.getByRole('menuitem', { name: group }).click();
    await entry.click({ timeout: 3000 });
    await expect(page).toHaveURL(url, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Opens an antd Select (its combobox input) and picks the option with this text; retried until the select
 * shows it (options may re-render while the dropdown animates in). On a loaded host (load 16 on 2 cores,
 * 2026-11-30) one click on an option took over 2 s and ten seconds of tries were not enough: 5 s and 30 s.
 * `search` is typed first into a select that asks the server (filterOption off): a click on an option of the
 * list before the answer can land as the list is replaced and pick nothing (CI of stop 75, 2026-12-05: the
 * 商品池 company picker stayed empty and the journey waited 148 s for the pool's code field).
 */
export async function pickOption(page: Page, field: Locator, option: string, search?: string): Promise<void> {
  const select = field.locator(
    'xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    await field.click();
    if (search !== undefined) await field.fill(search);
    const dropdown = page.locator('.ant-select-dropdown:visible');
    const item = dropdown.locator('.ant-select-item-option', { hasText: option }).first();
    // A long list is virtual: only the rows in view exist, and a second select of a form may open scrolled
    // down (CI, 2026-12-03: 工具耗材 above the rows shown for 30 s). Scroll from the top until it is there.
    const holder = dropdown.locator('.rc-virtual-list-holder').first();
    if (!(await item.count()) && (await holder.count())) {
      await holder.evaluate((el) => el.scrollTo({ top: 0 }));
      for (let i = 0; i < 30 && !(await item.isVisible()); i++) {
        await page.waitForTimeout(50);
        if (!(await item.isVisible()))
          await holder.evaluate((el) => el.scrollBy({ top: el.clientHeight / 2 }));
      }
    }
    await item.click({ timeout: 5000 });
    await expect(select).toContainText(option, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/** Confirms the antd Modal.confirm that is open. */
export async function confirmModal(page: Page): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm');
  await opened(dialog);
  await dialog.getByRole('button', { name: '确定' }).click();
}

/** Confirms the antd Popconfirm that is open. */
export async function confirmPopover(page: Page, button = '确定'): Promise<void> {
  const popover = page.locator('.ant-popconfirm:visible');
  await opened(popover);
  await popover.getByRole('button', { name: button }).click();
}
