import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { PLATFORM_PROFILE as PROFILE } from '../../apps/server/src/modules/finance/einvoice/demo-profile';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { adminToken, buyerWithAddress, callAs, completedOrder, refundedReturn } from './support/orders';
import { dialogNamed, opened } from './support/forms';
import { pdfPageShot } from './support/pdf-shot';

/**
 * 发票夹 (issue 47's journey): a buyer applies for a 数电专票 on a completed order in the personal centre; 自营
 * issues it through the sandbox provider; the buyer finds it in 发票夹 with its 查验 facts, downloads the
 * selected invoices as one zip and finds the XML (its SHA-256 the stored one) and the PDF in it. A return
 * (退货退款, refunded) opens a 红字确认单; the invoice's detail (我的发票 → 查看详情) shows the 数电票 with its
 * XML and PDF and the form waiting for the buyer, whose link leads to 红字确认单, where the buyer (a person: he
 * answers for his own invoices) confirms it; the sandbox issues the red invoice, which 发票夹 and the detail
 * show linked to the blue one. With SCREENSHOTS=1 it writes docs/screenshots/invoice-folder.png,
 * invoice-detail-einvoice.png and einvoice-pdf.png (the 数电票 PDF's page).
 */

const shot = path.resolve(import.meta.dirname, '../../docs/screenshots/invoice-folder.png');
const detailShot = path.resolve(import.meta.dirname, '../../docs/screenshots/invoice-detail-einvoice.png');
const pdfShot = path.resolve(import.meta.dirname, '../../docs/screenshots/einvoice-pdf.png');
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
type Row = {
  id: string;
  number: string;
  issueDate: string;
  total: string;
  xmlSha256: string;
  checkCode: string | null;
};
type Form = {
  id: number;
  afsNo: string;
  formNumber: string;
  serial: string;
  status: string;
  redStatus: string;
  redNumber: string | null;
};

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** 我的发票 → 查看详情 of the invoice over the order, once its dialog stands. */
async function invoiceDetail(page: Page, orderNo: string) {
  await page.goto('/unappliedInvoice/list');
  await page.getByRole('tab', { name: '我的发票' }).click();
  await page
    .getByRole('row', { name: new RegExp(orderNo) })
    .getByRole('button', { name: '查看详情' })
    .click();
  return dialogNamed(page, '发票详情');
}

/** Saves what the button downloads and answers its name and bytes. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await click();
  const file = await downloading;
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

test('数电专票: apply, issue through the sandbox, 发票夹 and its zip, the detail; a return’s 红字确认单 confirmed, the red invoice linked', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const s = await buyerWithAddress(page, request, context, baseURL!);
  const admin = await adminToken(request);
  await callAs(request, s.token, '/api/invoice/title/add', { ...TITLE, isDefault: 1 });
  const orderNo = await completedOrder(request, s, admin);

  // The buyer applies for a 专票 (数电专票, type 81 once issued) on the completed order.
  await page.goto('/unappliedInvoice/list');
  await page.getByRole('checkbox', { name: orderNo }).check();
  await page.getByRole('button', { name: '申请开票' }).click();
  const apply = await dialogNamed(page, '申请开具发票');
  await expect(apply).toContainText(TITLE.companyName);
  await apply.getByRole('button', { name: '下一步' }).click();
  const confirm = await dialogNamed(page, '请确认开票信息');
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
  expect(sha256(xml)).toBe(issued!.xmlSha256);
  expect(xml.toString('utf8')).toContain(TITLE.taxNo);
  const pdf = await zip.file(`${number}.pdf`)!.async('nodebuffer');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // A return of one step, refunded: the server opens a 红字确认单 for the returned line (销货退回).
  const afsNo = await refundedReturn(request, s.token, admin, orderNo, s.pick.step);
  const myForms = () => callAs<Form[]>(request, s.token, '/api/invoice/einvoice/red-forms', {});
  let form: Form | undefined;
  await expect
    .poll(
      async () => {
        form = (await myForms()).find((f) => f.afsNo === afsNo);
        return form?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('pending');
  const formNo = form!.formNumber || form!.serial;

  // The invoice's detail: its 数电票 (number, 数电专票, date) with the XML and PDF, and the form waiting.
  let detail = await invoiceDetail(page, orderNo);
  const einvoice = detail.getByRole('region', { name: '数电票' });
  const blueFacts = einvoice.locator('.ant-descriptions');
  await expect(blueFacts).toContainText(number);
  await expect(blueFacts).toContainText('数电专票');
  await expect(blueFacts).toContainText(facts.issueDate);
  await expect(blueFacts).toContainText(facts.total);
  const xmlFile = await downloaded(page, () => blueFacts.getByRole('button', { name: '下载 XML' }).click());
  expect(xmlFile.name).toBe(`${number}.xml`);
  expect(sha256(xmlFile.bytes)).toBe(issued!.xmlSha256);
  const pdfFile = await downloaded(page, () => blueFacts.getByRole('button', { name: '下载 PDF' }).click());
  expect(pdfFile.name).toBe(`${number}.pdf`);
  expect(pdfFile.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  if (process.env.SCREENSHOTS) {
    // The 数电票 PDF page as the buyer downloads it.
    const file = path.join(os.tmpdir(), `${number}.pdf`);
    writeFileSync(file, pdfFile.bytes);
    pdfPageShot(file, pdfShot);
  }
  const waiting = detail
    .getByRole('region', { name: '红字确认单' })
    .getByRole('row', { name: new RegExp(formNo) });
  await expect(waiting).toContainText('待您确认');
  await expect(waiting).toContainText('销货退回');
  await expect(waiting).toContainText(afsNo);

  // Its link leads to 红字确认单, where the buyer confirms it (the popconfirm clicked once it stands).
  await waiting.getByRole('link', { name: '去确认' }).click();
  await expect(page).toHaveURL(/\/red-forms$/);
  const card = page.locator('article.mall-red-form').filter({ hasText: formNo });
  await expect(card).toContainText('待您确认');
  await expect(card).toContainText(number);
  await card.getByRole('button', { name: '确认' }).click();
  const ask = page.locator('.ant-popover').filter({ hasText: '红字发票' });
  await opened(ask);
  await ask.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('红字确认单已确认')).toBeVisible();

  // The sandbox issues the red invoice.
  let redNumber = '';
  await expect
    .poll(
      async () => {
        const f = (await myForms()).find((x) => x.id === form!.id);
        redNumber = f?.redNumber ?? '';
        return f?.redStatus;
      },
      { timeout: 60_000 },
    )
    .toBe('issued');
  expect(redNumber).toMatch(/^\d{20}$/);

  // 发票夹: the red invoice, linked to the blue one.
  await page.goto('/invoice-folder');
  const redRow = page.getByRole('row', { name: new RegExp(redNumber) });
  await expect(redRow).toContainText('红字');
  await expect(redRow).toContainText(`对应蓝字发票号码：${number}`);

  // The detail: the red invoice under the blue one, and the form confirmed with the red number.
  detail = await invoiceDetail(page, orderNo);
  const red = detail
    .getByRole('region', { name: '数电票' })
    .getByRole('row', { name: new RegExp(redNumber) });
  await expect(red).toContainText(`冲销蓝字发票 ${number}`);
  await expect(red).toContainText(/-\d+\.\d{2}/);
  const done = detail
    .getByRole('region', { name: '红字确认单' })
    .getByRole('row', { name: new RegExp(formNo) });
  await expect(done).toContainText('已确认');
  await expect(done).toContainText(redNumber);
  await expect(done).toContainText(`冲销蓝字发票 ${number}`);
  await expect(done.getByRole('link')).toHaveCount(0);
  if (process.env.SCREENSHOTS) {
    // Tall enough for the whole dialog: an element screenshot leaves what lies below the viewport blank.
    await page.setViewportSize({ width: 1440, height: 1500 });
    await page.waitForLoadState('networkidle');
    await detail.screenshot({ path: detailShot });
  }
});
