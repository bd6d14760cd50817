import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  MERCHANT_STATUS,
  MERCHANT_STATUS_LABEL,
  MERCHANT_UPLOAD_MAX_BYTES,
  type MerchantApplication,
  type MerchantPage,
  type MerchantStatus,
  type UploadResult,
  type adminMerchantListBody,
  type merchantDraftBody,
  type merchantReviewBody,
  type merchantSubmitBody,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { tablePage } from '../../../lib/newest-page';
import { AppError, badRequest, notFound, unauthorized } from '../../../lib/app-error';
import { recordMove, statusGraph } from '../../../lib/document';
import type { EphemeralStore } from '../../../lib/store';
import { recordAudit, snapshot, type AuditActor } from '../../platform/audit';
import type { SmsService } from '../../identity/sms';
import type { ObjectStore, UploadService } from '../../content/upload';
import { merchants } from '../shop/shop.table';
import { merchantApplications, type MerchantApplicationRow } from './merchant.table';

/** Fields of an application the audit log keeps before and after a review. */
const MERCHANT_AUDIT_FIELDS = [
  'applicationNo',
  'companyName',
  'status',
  'rejectReason',
  'reviewedAt',
] as const satisfies readonly (keyof MerchantApplicationRow)[];

const MERCHANT_TOKEN_TTL_MS = 2 * 3600_000;
const tokenKey = (token: string) => `merchant:token:${token}`;
export const PDF_NAME = /^[0-9a-f]{32}\.pdf$/;
/**
 * The application's graph: the applicant edits a 草稿 or 驳回 one (待审核 and 通过 are locked); an operator
 * approves or rejects a 待审核 one. A refusal reads “入驻申请<label>，不能<action>”.
 */
const applicationGraph = statusGraph({
  noun: '入驻申请',
  labels: MERCHANT_STATUS_LABEL,
  refusal: (label, action) => `入驻申请${label}，不能${action}`,
  moves: {
    edit: { from: [MERCHANT_STATUS.DRAFT, MERCHANT_STATUS.REJECTED], action: '修改' },
    approve: { from: [MERCHANT_STATUS.PENDING], to: MERCHANT_STATUS.APPROVED, action: '审核' },
    reject: { from: [MERCHANT_STATUS.PENDING], to: MERCHANT_STATUS.REJECTED, action: '审核' },
  },
});

function toView(row: MerchantApplicationRow, shopId: number | null = null): MerchantApplication {
  return {
    shopId,
    id: row.id,
    applicationNo: row.applicationNo,
    mobile: row.mobile,
    status: row.status,
    statusLabel: MERCHANT_STATUS_LABEL[row.status as MerchantStatus] ?? '',
    companyName: row.companyName,
    creditCode: row.creditCode,
    legalPerson: row.legalPerson,
    registeredCapital: row.registeredCapital,
    address: row.address,
    contactName: row.contactName,
    email: row.email,
    categories: row.categories,
    brands: row.brands,
    licenseFile: row.licenseFile,
    brandAuthFiles: row.brandAuthFiles,
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Merchant applications: the applicant proves the mobile by SMS code and gets a short-lived token for that
 * mobile's application (draft, submit, status); operators approve or reject, and the applicant gets an SMS.
 */
export class MerchantService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      store: EphemeralStore;
      sms: SmsService;
      /** Sends an SMS notice in the background (a job). */
      notice: (mobile: string, content: string) => Promise<void>;
      /** The captcha pass for the mobile (as for the other not-logged-in SMS). */
      captcha: { consumePass(userInfo: string): Promise<void> };
      uploads: UploadService;
      /** Where licence PDFs are kept (`uploads/merchant/…`, DATA_DIR or the S3 bucket). */
      files: ObjectStore;
      logError: (err: unknown, msg: string) => void;
      /** Opens the shop of an approved application inside the review's transaction. */
      openShop?: (
        tx: Tx,
        application: MerchantApplicationRow,
        grants: z.output<typeof merchantReviewBody>,
      ) => Promise<{ shopId: number; code: string }>;
    },
  ) {}

  private async viewOf(row: MerchantApplicationRow): Promise<MerchantApplication> {
    return toView(row, (await this.shopIds([row.id])).get(row.id) ?? null);
  }

  /** Shop ids of applications (approved ones have one). */
  private async shopIds(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: merchants.id, applicationId: merchants.applicationId })
      .from(merchants)
      .where(inArray(merchants.applicationId, ids));
    return new Map(rows.map((r) => [r.applicationId, r.id]));
  }

  async sendCode(mobile: string, ip: string): Promise<void> {
    await this.deps.captcha.consumePass(mobile);
    await this.deps.sms.send(mobile, 'MERCHANT_JOIN', ip);
  }

  /** Checks the SMS code; returns a token for the mobile and its application (null when none yet). */
  async verify(mobile: string, code: string) {
    await this.deps.sms.consume(mobile, 'MERCHANT_JOIN', code);
    const token = randomBytes(24).toString('hex');
    await this.deps.store.set(tokenKey(token), mobile, MERCHANT_TOKEN_TTL_MS);
    const row = await this.byMobile(mobile);
    return { token, application: row ? await this.viewOf(row) : null };
  }

  /** The mobile a token stands for; 401 when missing or expired. */
  async mobileOf(token: string | undefined): Promise<string> {
    const mobile = token && /^[0-9a-f]{48}$/.test(token) ? await this.deps.store.get(tokenKey(token)) : null;
    if (!mobile) throw unauthorized('手机验证已过期，请重新获取验证码');
    return mobile;
  }

  private async byMobile(mobile: string): Promise<MerchantApplicationRow | null> {
    const [row] = await this.db
      .select()
      .from(merchantApplications)
      .where(eq(merchantApplications.mobile, mobile));
    return row ?? null;
  }

  async current(mobile: string): Promise<MerchantApplication | null> {
    const row = await this.byMobile(mobile);
    return row ? this.viewOf(row) : null;
  }

  private async save(
    mobile: string,
    values: Partial<typeof merchantApplications.$inferInsert>,
    status: MerchantStatus,
  ): Promise<MerchantApplication> {
    const before = await this.byMobile(mobile);
    if (before) applicationGraph.assertMove(before.status, 'edit');
    const now = new Date();
    const set = {
      ...values,
      status,
      rejectReason: '',
      updatedAt: now,
      ...(status === MERCHANT_STATUS.PENDING ? { submittedAt: now } : {}),
    };
    const [row] = await this.db
      .insert(merchantApplications)
      .values({ mobile, ...set })
      .onConflictDoUpdate({ target: merchantApplications.mobile, set })
      .returning();
    return toView(row!);
  }

  saveDraft(mobile: string, body: z.output<typeof merchantDraftBody>) {
    const values = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    return this.save(mobile, values, MERCHANT_STATUS.DRAFT);
  }

  submit(mobile: string, body: z.output<typeof merchantSubmitBody>) {
    const { agree: _agree, ...values } = body;
    return this.save(mobile, values, MERCHANT_STATUS.PENDING);
  }

  /** Stores an image (through the upload module) or a PDF licence (checked by its first bytes). */
  async upload(file: { mimetype: string; data: Buffer }): Promise<UploadResult> {
    if (file.mimetype !== 'application/pdf') {
      if (!file.mimetype.startsWith('image/')) throw badRequest('仅支持 PDF、PNG、JPG、GIF、WEBP 格式的文件');
      return this.deps.uploads.saveImage(file);
    }
    if (file.data.length === 0) throw badRequest('文件内容为空');
    if (file.data.length > MERCHANT_UPLOAD_MAX_BYTES) throw new AppError(413, '文件不能超过 5 MB');
    if (file.data.subarray(0, 5).toString('latin1') !== '%PDF-') throw badRequest('文件内容不是有效的 PDF');
    const name = `${randomBytes(16).toString('hex')}.pdf`;
    await this.deps.files.put(`uploads/merchant/${name}`, file.data, 'application/pdf');
    return { url: `/api/merchant/files/${name}`, size: file.data.length, contentType: 'application/pdf' };
  }

  async readPdf(name: string): Promise<Buffer> {
    if (!PDF_NAME.test(name)) throw notFound('文件不存在');
    const file = await this.deps.files.get(`uploads/merchant/${name}`);
    if (!file) throw notFound('文件不存在');
    return file.data;
  }

  async list(body: z.output<typeof adminMerchantListBody>): Promise<MerchantPage> {
    const where: SQL[] = [];
    if (body.status >= 0) where.push(eq(merchantApplications.status, body.status));
    else where.push(inArray(merchantApplications.status, [1, 2, 3]));
    const cond = and(...where);
    const { rows, total } = await tablePage(this.db, merchantApplications, cond, body, [
      desc(merchantApplications.updatedAt),
      desc(merchantApplications.id),
    ]);
    const shops = await this.shopIds(rows.map((r) => r.id));
    return {
      list: rows.map((r) => toView(r, shops.get(r.id) ?? null)),
      total,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    };
  }

  /** Approves or rejects a 待审核 application, then tells the applicant by SMS (a failed SMS is logged). */
  async review(op: AuditActor, body: z.output<typeof merchantReviewBody>): Promise<MerchantApplication> {
    const move = body.approve ? 'approve' : 'reject';
    const { row, opened } = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(merchantApplications)
        .where(eq(merchantApplications.id, body.id))
        .for('update');
      if (!before) throw notFound('入驻申请不存在');
      const after = await recordMove(
        tx,
        {
          table: merchantApplications,
          graph: applicationGraph,
          move,
          id: before.id,
          from: before.status,
          to: applicationGraph.moves[move].to,
          set: {
            rejectReason: body.approve ? '' : body.reason,
            reviewedAt: new Date(),
            reviewedBy: op.operatorId,
          },
        },
        null,
      );
      await recordAudit(tx, op, {
        action: body.approve ? 'merchant.approve' : 'merchant.reject',
        targetType: 'merchant',
        targetId: before.applicationNo,
        summary: body.approve
          ? `入驻申请通过 ${before.applicationNo}（${before.companyName}）`
          : `入驻申请驳回 ${before.applicationNo}（${before.companyName}）：${body.reason}`,
        before: snapshot(before, MERCHANT_AUDIT_FIELDS),
        after: snapshot(after, MERCHANT_AUDIT_FIELDS),
      });
      const opened = body.approve && this.deps.openShop ? await this.deps.openShop(tx, before, body) : null;
      return { row: after!, opened };
    });
    const text = opened
      ? `【工业品商城】您的商家入驻申请 ${row.applicationNo}（${row.companyName}）已审核通过，店铺已开通。商家后台开通码 ${opened.code}（72 小时内有效），请在商家后台（/merchant/）选择“首次开通”，用本手机号和开通码设置登录密码。`
      : body.approve
        ? `【工业品商城】您的商家入驻申请 ${row.applicationNo}（${row.companyName}）已审核通过，平台招商经理将尽快与您联系。`
        : `【工业品商城】您的商家入驻申请 ${row.applicationNo}（${row.companyName}）未通过审核，原因：${body.reason}。您可修改后重新提交。`;
    try {
      await this.deps.notice(row.mobile, text);
    } catch (err) {
      this.deps.logError(err, 'merchant review SMS not queued');
    }
    return toView(row, opened?.shopId ?? null);
  }
}
