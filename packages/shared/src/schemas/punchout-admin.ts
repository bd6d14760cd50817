import { z } from 'zod';
import { pageOf } from '../envelope';
import { chosenId as idField, companyRef, deliveryAttempts } from './fields';
import { cxmlIdentityFields } from './punchout';
import { dbId, isoTime, isoTimeOrNull, yuan } from './scalars';

/**
 * Operators' punch-out calls (运营后台 → 采购系统对接, area buyers):
 *   GET  /api/admin/punchout/configs                      → AdminPunchoutConfig[]
 *   POST /api/admin/punchout/config/save  PunchoutConfigBody → AdminPunchoutConfig (secrets: write-only)
 *   POST /api/admin/punchout/documents    {companyId?, direction?, pageNum, pageSize} → page of documents
 *   GET  /api/admin/punchout/document?id  → the document with its body
 *   POST /api/admin/punchout/replay       {id} → what answering it again gave (inbound cXML only)
 *   GET  /api/admin/punchout/outbound?companyId → the documents owed to the buyer's system and their state
 *   POST /api/admin/punchout/outbound/resend {ids}
 * The buyer simulator (采购系统模拟): start a session as the company's system would, read the cart it
 * carried back, send an OrderRequest from it.
 *   POST /api/admin/punchout/simulator/start  {companyId, protocol, secret} → PunchoutSimStart
 *   GET  /api/admin/punchout/simulator?simId  → PunchoutSim
 *   POST /api/admin/punchout/simulator/order  PunchoutSimOrderBody → PunchoutSimOrder
 */

const identity = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(100, `${label}最多 100 个字符`)
    .regex(/^[\w.@:-]+$/, `${label}只能包含字母、数字和 . @ : - _`);
const host = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
    '主机名格式不正确（如 buyer.example.com）',
  );

export const punchoutConfigBody = z.object({
  companyId: idField('企业'),
  fromDomain: z.string().trim().min(1, '请输入 From 域').max(40).default('NetworkID'),
  fromIdentity: identity('From 身份'),
  senderIdentity: identity('Sender 身份'),
  /** Required for a new set-up; empty keeps the stored one. */
  senderSecret: z.string().max(200, '共享密钥最多 200 个字符').optional().default(''),
  toIdentity: identity('To 身份'),
  /** OCI user (empty: no OCI). */
  ociUsername: z
    .string()
    .trim()
    .max(60)
    .regex(/^[\w.-]*$/, 'OCI 用户名只能包含字母、数字和 . - _')
    .optional()
    .default(''),
  /** Required when an OCI user is new; empty keeps the stored one. */
  ociPassword: z.string().max(100).optional().default(''),
  returnHosts: z.array(host).min(1, '请至少填写一个允许的回传主机').max(20, '最多 20 个主机'),
  /** The company member every session acts as (user name or mobile). */
  memberUsername: z.string().trim().min(1, '请填写对接成员').max(60),
  /**
   * technical: every session acts as that member; email: as the member whose e-mail the document names;
   * create: the same, and a new person (with a mobile number) becomes the company's sub-account.
   */
  memberMapping: z
    .enum(['technical', 'email', 'create'], { error: '成员映射方式不正确' })
    .optional()
    .default('technical'),
  /** UNSPSC code by level-one category id. */
  unspsc: z
    .record(
      z.string().regex(/^\d{1,9}$/, '类目编号不正确'),
      z.string().regex(/^\d{8}$/, 'UNSPSC 编码应为 8 位数字'),
    )
    .optional()
    .default({}),
  /** UN/CEFACT codes by the catalogue's unit (个=EA), ahead of the built-in table. */
  units: z
    .record(
      z.string().trim().min(1).max(10, '单位最多 10 个字'),
      z.string().regex(/^[A-Z0-9]{2,3}$/, '单位编码应为 2 到 3 位大写字母或数字（UN/CEFACT）'),
    )
    .optional()
    .default({}),
  orderBypassApproval: z.boolean().optional().default(true),
  orderPayMethod: z
    .union([z.literal(4), z.literal(5)], { error: '付款方式只能是对公转账或账期支付' })
    .optional()
    .default(4),
  outboundUrl: z
    .string()
    .trim()
    .max(1000)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), '回传地址应为 http(s) 地址')
    .optional()
    .default(''),
  /** Empty keeps the stored one. */
  outboundSecret: z.string().max(200).optional().default(''),
  enabled: z.boolean().optional().default(true),
});
export type PunchoutConfigBody = z.input<typeof punchoutConfigBody>;

export const adminPunchoutConfig = z.object({
  ...companyRef,
  ...cxmlIdentityFields,
  ociUsername: z.string(),
  returnHosts: z.array(z.string()),
  memberUsername: z.string(),
  memberMapping: z.enum(['technical', 'email', 'create']),
  unspsc: z.record(z.string(), z.string()),
  units: z.record(z.string(), z.string()),
  orderBypassApproval: z.boolean(),
  orderPayMethod: z.number().int(),
  outboundUrl: z.string(),
  hasOutboundSecret: z.boolean(),
  enabled: z.boolean(),
  updatedAt: isoTime,
});
export type AdminPunchoutConfig = z.infer<typeof adminPunchoutConfig>;

export const adminPunchoutDocumentsBody = z.object({
  companyId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  direction: z.enum(['in', 'out']).optional(),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50, '每页最多 50 条').default(20),
});

export const adminPunchoutDocument = z.object({
  id: dbId,
  at: isoTime,
  companyId: dbId.nullable(),
  companyName: z.string(),
  direction: z.enum(['in', 'out']),
  kind: z.string(),
  payloadId: z.string().nullable(),
  status: z.number().int(),
  statusText: z.string(),
  /** Whether operators may answer it again (inbound cXML requests). */
  replayable: z.boolean(),
});
export type AdminPunchoutDocument = z.infer<typeof adminPunchoutDocument>;
export const adminPunchoutDocumentPage = pageOf(adminPunchoutDocument);
export const adminPunchoutDocumentDetail = adminPunchoutDocument.extend({ body: z.string() });
export type AdminPunchoutDocumentDetail = z.infer<typeof adminPunchoutDocumentDetail>;

export const punchoutIdBody = z.object({ id: idField('文档') });
export const punchoutReplay = z.object({ status: z.number().int(), statusText: z.string() });

export const adminPunchoutOutbound = z.object({
  id: dbId,
  kind: z.string(),
  orderNo: z.string(),
  poNumber: z.string(),
  state: z.enum(['pending', 'sent', 'failed']),
  ...deliveryAttempts,
});
export type AdminPunchoutOutbound = z.infer<typeof adminPunchoutOutbound>;
export const punchoutCompanyQuery = z.object({ companyId: idField('企业') });
export const punchoutResendBody = z.object({
  ids: z.array(idField('文档')).min(1, '请选择要重发的文档').max(100),
});

export const punchoutSimStartBody = z.object({
  companyId: idField('企业'),
  protocol: z.enum(['cxml', 'oci'], { error: '协议只能是 cXML 或 OCI' }),
  /** The Sender's shared secret (cXML) or the OCI password, as the company's system holds it. */
  secret: z.string({ error: '请输入共享密钥或 OCI 密码' }).min(1, '请输入共享密钥或 OCI 密码').max(200),
});
export const punchoutSimStart = z.object({
  simId: z.string(),
  /** What the browser opens in a new window: a GET link (cXML start page) or a posted form (OCI login). */
  open: z.object({
    url: z.string(),
    method: z.enum(['GET', 'POST']),
    fields: z.record(z.string(), z.string()),
  }),
});
export type PunchoutSimStart = z.infer<typeof punchoutSimStart>;

export const punchoutSimLine = z.object({
  supplierPartId: z.string(),
  auxiliaryId: z.string(),
  description: z.string(),
  quantity: z.number(),
  unitPrice: yuan,
  unit: z.string(),
  classification: z.string(),
  manufacturerName: z.string(),
  manufacturerPartId: z.string(),
});
export const punchoutSim = z.object({
  simId: z.string(),
  companyId: dbId,
  protocol: z.enum(['cxml', 'oci']),
  received: z.boolean(),
  receivedAt: isoTimeOrNull,
  lines: z.array(punchoutSimLine),
  total: yuan,
});
export type PunchoutSim = z.infer<typeof punchoutSim>;
export const punchoutSimQuery = z.object({ simId: z.string().regex(/^[\w-]{10,64}$/, '模拟会话不存在') });

export const punchoutSimOrderBody = z.object({
  simId: z.string().regex(/^[\w-]{10,64}$/, '模拟会话不存在'),
  /** The company's cXML shared secret (an OrderRequest is cXML whatever the session's protocol). */
  secret: z.string().min(1, '请输入共享密钥').max(200),
  orderId: z
    .string()
    .trim()
    .min(1, '请输入采购订单号')
    .max(40, '采购订单号最多 40 个字符')
    .regex(/^[\w\-/.#()]+$/, '采购订单号只能包含字母、数字和 - _ / . # ( )'),
  shipTo: z.object({
    deliverTo: z.string().trim().min(1, '请输入收货人').max(30),
    phone: z
      .string()
      .trim()
      .regex(/^1[3-9]\d{9}$/, '请输入收货人的 11 位手机号'),
    state: z.string().trim().max(20),
    city: z.string().trim().max(20),
    street: z.string().trim().min(1, '请输入详细地址').max(120),
  }),
  costCentre: z.string().trim().max(30).optional().default(''),
});
export type PunchoutSimOrderBody = z.input<typeof punchoutSimOrderBody>;
export const punchoutSimOrder = z.object({ status: z.number().int(), statusText: z.string() });
export type PunchoutSimOrder = z.infer<typeof punchoutSimOrder>;
