import { expect, type Locator } from '@playwright/test';

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
 * Clicks a dialog's submit button until `done` holds (at most three tries, each waited 5 s). Two finance
 * dialogs (开票, 作废) sometimes showed no outcome after a click on a valid form in CI (2026-11-28/29) while the
 * button was neither loading nor disabled; a person clicks again. A click made while the first call is still
 * on its way lands on the loading button and does nothing, so nothing is sent twice. Failed journeys report
 * every write and its answer (fixtures.ts), to find the cause.
 */
export async function submitUntil(button: Locator, done: () => Promise<void>): Promise<void> {
  let tries = 0;
  await expect(async () => {
    tries += 1;
    if (tries > 3) throw new Error('three clicks showed no outcome');
    await button.click({ timeout: 3000 });
    await done();
  }).toPass({ timeout: 30_000, intervals: [500] });
}
