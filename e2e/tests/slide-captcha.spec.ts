import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withArea } from './support/storefront';
import { loginDialog } from './support/auth';
import { dialogNamed } from './support/forms';

/**
 * Finds the gap the way an image-analysing client would: the gap is the piece's picture darkened, so the
 * column where the background best matches the darkened piece is the answer. Runs in the page on the
 * images the popup shows.
 */
async function solveGap(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const load = (src: string) =>
      new Promise<HTMLImageElement>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img);
        img.src = src;
      });
    const pixels = (img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      return ctx.getImageData(0, 0, canvas.width, canvas.height);
    };
    const bgEl = document.querySelector<HTMLImageElement>('img[alt="拼图背景"]')!;
    const pieceEl = document.querySelector<HTMLImageElement>('img[alt="拼图块"]')!;
    const bg = pixels(await load(bgEl.src));
    const pc = pixels(await load(pieceEl.src));
    const pieceY = parseFloat(pieceEl.style.top);
    let best = { x: -1, err: Infinity };
    for (let gx = 0; gx <= bg.width - pc.width; gx++) {
      let err = 0;
      for (let y = 0; y < pc.height; y += 2)
        for (let x = 0; x < pc.width; x += 2) {
          const pi = (y * pc.width + x) * 4;
          if (pc.data[pi + 3] !== 255) continue;
          const bi = ((pieceY + y) * bg.width + gx + x) * 4;
          for (let c = 0; c < 3; c++)
            err += Math.abs(bg.data[bi + c]! - ((pc.data[pi + c]! - 6) / 1.05) * 0.45);
        }
      if (err < best.err) best = { x: gx, err };
    }
    return best.x;
  });
}

/** Drags the handle like a hand: uneven steps, some vertical wobble, pauses. `pieceX` is the piece offset. */
async function dragTo(page: Page, pieceX: number) {
  const handle = page.getByTestId('slide-captcha-handle');
  const box = (await handle.boundingBox())!;
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;
  const distance = (pieceX * (360 - 40)) / (360 - 60); // handle travel 320 px ↔ piece travel 300 px
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  const fractions = [0.08, 0.2, 0.37, 0.55, 0.7, 0.82, 0.9, 0.95, 0.98, 1];
  for (const [i, f] of fractions.entries()) {
    await page.mouse.move(startX + distance * f, startY + (i % 3) - 1, { steps: 3 });
    await page.waitForTimeout(40 + (i % 4) * 15);
  }
  await page.mouse.up();
}

async function openCaptcha(page: Page) {
  await page.goto('/');
  await page.locator('.mall-topbar').getByRole('button', { name: '登录' }).click();
  const dialog = loginDialog(page);
  await dialog.getByLabel('用户名 / 手机号').fill('demo');
  await dialog.getByLabel('登录密码').fill('Demo@123456');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  const captcha = await dialogNamed(page, '安全验证');
  await expect(captcha).toBeVisible();
  await expect(captcha.getByText('向右拖动滑块完成拼图')).toBeVisible();
  await expect(captcha.locator('img[alt="拼图背景"]')).toBeVisible();
  // The dialog opens with a zoom animation: wait until the bar has its full 360x40 size on screen, which
  // also keeps the drag coordinates below true.
  const bar = page.locator('.slide-captcha-bar');
  await expect
    .poll(async () => Math.round((await bar.boundingBox())?.width ?? 0))
    .toBeGreaterThanOrEqual(360);
  await expect
    .poll(async () => Math.round((await bar.boundingBox())?.height ?? 0))
    .toBeGreaterThanOrEqual(40);
  return captcha;
}

test.beforeEach(async ({ context, baseURL }) => {
  await withArea(context, baseURL!);
});

test('a drag to a wrong offset fails with 业务验证不通过！', async ({ page }) => {
  const captcha = await openCaptcha(page);
  const gap = await solveGap(page);
  await dragTo(page, gap > 150 ? gap - 80 : gap + 80);
  await expect(page.getByText('业务验证不通过！')).toBeVisible();
  await expect(captcha).toBeVisible(); // a new picture to try again
});

test('a drag to the right offset passes and the login completes', async ({ page }) => {
  const captcha = await openCaptcha(page);
  const gap = await solveGap(page);
  await dragTo(page, gap);
  await expect(captcha).toBeHidden();
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.locator('.mall-topbar').getByText('您好，demo')).toBeVisible();
});
