import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until a form's validation message has gone after the field was corrected. antd lets the message
 * leave with a height motion that moves the buttons below it: a click aimed while it collapses can land
 * beside the button, and the dialog seems to ignore it (the flaky 开票 and 驳回 dialogs, 2026-11-28). A person
 * clicks after the form has settled; so does the journey.
 */
export async function settled(message: Locator): Promise<void> {
  await expect(message).toBeHidden();
}

/**
 * Waits until an antd dialog has finished zooming in. A click aimed at one of its buttons while it still
 * grows can land beside the button (the flaky 新增品牌 dialog, 2026-11-28); a person clicks once it stands.
 */
export async function opened(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(appear|enter)(\s|$|-)/);
}

/**
 * The dialog of that name, once it stands (`opened`): every journey that opens a dialog takes it through here,
 * so no click lands in one still zooming in (the flaky 取消订单, 退款 and 加入常购清单 dialogs, 2026-11-30).
 */
export async function dialogNamed(scope: Page, name: string): Promise<Locator> {
  const dialog = scope.getByRole('dialog', { name });
  await opened(dialog);
  return dialog;
}

/**
 * Clicks a dialog's submit button until `done` holds (at most three clicks, each outcome waited 5 s). While the
 * button spins (its call is still on its way: 开票 and 作废 render a PDF first, which took 7 s on a loaded host
 * on 2026-11-29) it is not clicked again: the journey waits for that call's outcome, as a person does. Two
 * finance dialogs (开票, 作废) once showed no outcome in CI because the console gave up on the call after 3 s
 * and the next click met the finished invoice; those calls now wait 20 s and a repeat answers with the first
 * one's result. When no click succeeds, the error says what the page showed after each one (toasts, the
 * form's messages, the button's state), so a CI log tells a refusal from a lost click; failed journeys also
 * print every write and its answer (fixtures.ts).
 */
export async function submitUntil(button: Locator, done: () => Promise<void>): Promise<void> {
  const seen: string[] = [];
  let tries = 0;
  try {
    await expect(async () => {
      const state = await button
        .evaluate((el) => (el.classList.contains('ant-btn-loading') ? 'loading' : 'idle'), undefined, {
          timeout: 1000,
        })
        .catch(() => 'gone');
      if (state !== 'idle') {
        await done();
        return;
      }
      tries += 1;
      if (tries > 3) throw new Error('three clicks showed no outcome');
      await button.click({ timeout: 3000 });
      try {
        await done();
      } catch (error) {
        seen.push(`click ${tries}: ${await whatShows(button)}`);
        throw error;
      }
    }).toPass({ timeout: 45_000, intervals: [500] });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${seen.join('\n')}`, { cause: error });
  }
}

/** Toasts, form messages and the button's own state, as a person sees them after a click. */
async function whatShows(button: Locator): Promise<string> {
  const page = button.page();
  const texts = async (selector: string) =>
    (
      await page
        .locator(selector)
        .allInnerTexts()
        .catch(() => [])
    )
      .map((t) => t.trim())
      .filter(Boolean);
  const state = await button
    .evaluate((el) => `class="${el.className}" disabled=${(el as HTMLButtonElement).disabled}`)
    .catch((e: unknown) => `button gone (${String(e).slice(0, 80)})`);
  return JSON.stringify({
    toasts: await texts('.ant-message-notice'),
    formErrors: await texts('.ant-form-item-explain-error'),
    button: state,
  });
}

/**
 * Picks a path (省, 市, 区) in the open antd Cascader, one column at a time. A click on 浙江省 sometimes left it
 * unselected, with no city column, in fresh-clone CI runs on 2026-11-29 (the personal centre's 收货地址 and the
 * checkout's new address; the page had made no call in between, and the screenshot showed the province list
 * open with nothing active; cause not found). A person clicks it again; so does this, until the next column
 * holds the next name.
 */
export async function pickCascader(page: Page, path: readonly string[]): Promise<void> {
  const item = (column: number, name: string) =>
    page
      .locator('.ant-cascader-menu')
      .nth(column)
      .locator('.ant-cascader-menu-item', { hasText: name })
      .first();
  for (const [i, name] of path.entries()) {
    const next = path[i + 1];
    if (next === undefined) {
      await item(i, name).click();
      return;
    }
    await expect(async () => {
      await item(i, name).click();
      await expect(item(i + 1, next)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  }
}

/** The confirm popover now showing (Popconfirm), once it stands: its buttons, like a dialog's, move while it zooms. */
export async function popconfirmOpen(page: Page): Promise<Locator> {
  const popover = page.locator('.ant-popover:visible');
  await opened(popover);
  return popover;
}
