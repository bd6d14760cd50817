import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { PLATFORM_PROFILE as PROFILE } from '../../apps/server/src/modules/finance/einvoice/demo-profile';
import { expect, test } from './support/fixtures';
import { adminToken, buyerWithAddress, callAs, completedOrder } from './support/orders';

/**
 * 发票夹 (issue 47): a buyer applies for a 数电专票 on a completed order in the personal centre; 自营 issues it
 * through the sandbox provider; the buyer finds it in 发票夹 with its 查验 facts, downloads the selected
 * invoices as one zip and finds the XML (its SHA-256 the stored one) and the PDF in it. With SCREENSHOTS=1 it
 * writes docs/screenshots/invoice-folder.png.
 */

const shot = path.resolve(import.meta.dirname, '../../docs/screenshots/invoice-folder.png');
const TITLE = {
  companyName: '杭州精工五金机电有限公司',
  taxNo: '91330106MA2B3C4D5D',
  regAddress: '浙江省杭州市西湖区文三路 90 号',
  regPhone: '0571-88886666',
  bankName: '中国工商银行杭州文三路支行',
  bankAccount: '1202020209900012345',
  email: 'caiwu@example.com',
};
const CODE = '1080422000000000000';

type Issue = { invoiceId: number; status: string; number: string | null; xmlSha256: string };
type Row = { id: string; number: string; total: string; xmlSha256: string; checkCode: string | null };

test('数电专票 in 发票夹: apply, issue through the sandbox, the 查验 facts, the zip of XML and PDF', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const s = await buyerWithAddress(page, request, context, baseURL!);
  const admin = await adminToken(request);
  await callAs(request, s.token, '/api/invoice/title/add', { ...TITLE, isDefault: 1 });
  const orderNo = await completedOrder(request, s, admin);

  // The buyer applies for a 专票 (数电专票, type 81 once issued) on the completed order.
  await page.goto('/unappliedInvoice/list');
  await page.getByRole('checkbox', { name: orderNo }).check();
  await page.getByRole('button', { name: '申请开票' }).click();
  const apply = page.getByRole('dialog', { name: '申请开具发票' });
  await expect(apply).toContainText(TITLE.companyName);
  await apply.getByRole('button', { name: '下一步' }).click();
  const confirm = page.getByRole('dialog', { name: '请确认开票信息' });
  await expect(confirm).toContainText(TITLE.taxNo);
  await confirm.getByRole('button', { name: '确认提交' }).click();
  await expect(page.getByText('开票申请已提交')).toBeVisible();

  // 自营 issues it through the sandbox provider (its tax profile and the product's 税收分类编码 first).
  const mine = await callAs<{ list: { id: number; orderNos: string[] }[] }>(
    request,
    s.token,
    '/api/invoice/list',
    {},
  );
  const invoiceId = mine.list.find((i) => i.orderNos.includes(orderNo))!.id;
  await callAs(request, admin, '/api/admin/invoice/einvoice/profile', PROFILE);
  await callAs(request, admin, '/api/admin/catalogue/tax-code/save', {
    code: CODE,
    name: '工具',
    shortName: '金属制品',
    rate: '13',
  });
  await callAs(request, admin, '/api/admin/catalogue/tax-code/product/save', {
    productId: s.pick.productId,
    code: CODE,
  });
  await callAs(request, admin, '/api/admin/invoice/einvoice/issue', { invoiceId });
  let issued: Issue | undefined;
  await expect
    .poll(
      async () => {
        const list = await callAs<Issue[]>(request, admin, '/api/admin/invoice/einvoice/issue/list', {});
        issued = list.find((i) => i.invoiceId === invoiceId);
        return issued?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('issued');
  const number = issued!.number!;
  expect(number).toMatch(/^\d{20}$/);

  // 发票夹: from the centre's menu, next to 待开票.
  await page.goto('/user-info');
  await page.getByRole('link', { name: '发票夹' }).click();
  await expect(page).toHaveURL(/\/invoice-folder$/);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('蓝字');
  await expect(row).toContainText('专票');
  const folder = await callAs<{ list: Row[] }>(request, s.token, '/api/invoice/einvoice/folder', {});
  const facts = folder.list.find((r) => r.number === number)!;
  expect(facts.checkCode).toBeNull();
  await expect(row).toContainText(facts.total);

  // The 查验 facts in their popover.
  await row.getByRole('button', { name: '查验信息' }).click();
  const popover = page.locator('.ant-popover').filter({ hasText: '查验信息' });
  await expect(popover).toContainText(number);
  await expect(popover).toContainText('无（数电票无校验码）');
  await expect(popover).toContainText(PROFILE.taxpayerId);
  await expect(popover).toContainText(TITLE.taxNo);
  // The popover's zoom-in has ended (a screenshot mid-motion shows it half transparent).
  await expect(popover).not.toHaveClass(/ant-zoom/);
  if (process.env.SCREENSHOTS) await page.screenshot({ path: shot });
  await page.getByRole('heading', { name: '发票夹' }).click();
  await expect(popover).toBeHidden();

  // The filters find it by number; another number finds none.
  await page.getByLabel('发票号码').fill(number.slice(-8));
  await page.getByRole('button', { name: '查询' }).click();
  await expect(row).toBeVisible();
  await page.getByLabel('发票号码').fill('00000000000000000000');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('暂无数电票')).toBeVisible();
  await page.getByRole('button', { name: '重置' }).click();
  await expect(row).toBeVisible();

  // Select it and download the zip: the XML (the stored SHA-256) and the PDF, named by number.
  await row.getByRole('checkbox', { name: number }).check();
  await expect(page.getByText('已选 1 张')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载所选（zip）' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await JSZip.loadAsync(readFileSync(await download.path()));
  expect(Object.keys(zip.files).sort()).toEqual([`${number}.pdf`, `${number}.xml`]);
  const xml = await zip.file(`${number}.xml`)!.async('nodebuffer');
  expect(createHash('sha256').update(xml).digest('hex')).toBe(issued!.xmlSha256);
  expect(xml.toString('utf8')).toContain(TITLE.taxNo);
  const pdf = await zip.file(`${number}.pdf`)!.async('nodebuffer');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
