import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { OPEN_CODE, OPEN_MESSAGE_TYPES, OPEN_SCOPE_LABELS } from '@mall/shared';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open platform's own OpenAPI 3.1 document (`/open/docs/json`). */
    openSwagger: () => unknown;
  }
}

const CODES: [number, string][] = [
  [OPEN_CODE.BAD_REQUEST, '参数错误（msg 指明字段）、游标不正确'],
  [OPEN_CODE.BATCH_TOO_LARGE, '一次批量查询超过 100 个 SKU'],
  [OPEN_CODE.TOKEN_MISSING, '缺少访问令牌'],
  [OPEN_CODE.TOKEN_INVALID, '访问令牌无效、已过期或因应用变更失效'],
  [OPEN_CODE.SCOPE_MISSING, '令牌缺少该接口的权限，或代理账号缺少所需的企业角色（对账单：管理员或财务）'],
  [OPEN_CODE.IP_REFUSED, '调用来源 IP 不在白名单内'],
  [OPEN_CODE.APP_SUSPENDED, '应用已停用，或代理账号已离开企业'],
  [OPEN_CODE.NOT_FOUND, '不存在（如不在贵公司商品池内的 SKU，他人的订单、售后单、发票或对账单）'],
  [
    OPEN_CODE.CONFLICT,
    '状态冲突（如幂等键已用于另一笔订单、已发货订单不能取消、纸质或尚未开具的发票没有文件、超过售后期限或可申请数量）',
  ],
  [OPEN_CODE.RATE_LIMITED, '调用过于频繁，按 Retry-After 秒数后重试'],
  [OPEN_CODE.SERVER, '服务内部错误（不含内部细节）；可稍后重试，仍失败请提供 x-request-id 反馈'],
  [OPEN_CODE.UNAVAILABLE, '服务暂不可用，按 Retry-After 重试'],
];

const SIGNATURE_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

function verify(secret: string, header: string, rawBody: string, now = Date.now() / 1000): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(now - t) > 300 || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}`;

const SAMPLE_MESSAGE = {
  id: 1024,
  type: 'order.shipped',
  createdAt: '2026-11-29T08:00:00.000Z',
  data: {
    orderId: 5001,
    orderNo: '2611290000012345',
    poNumber: 'PO-2026-0001',
    event: 'shipped',
    fromStatus: 2,
    toStatus: 4,
    statusText: '待收货',
    carrier: '顺丰速运',
    trackingNo: 'SF1234567890',
  },
};

/** The document's introduction: authentication, the envelope, error codes, messages and signatures. */
function description(): string {
  const scopes = Object.entries(OPEN_SCOPE_LABELS)
    .map(([scope, label]) => `\`${scope}\`（${label}）`)
    .join('、');
  return [
    '工业品商城开放平台：企业的 ERP、电商化采购平台以程序调用商城，使用企业的协议价、采购商品池与所在省份库存。',
    '',
    '## 认证',
    '企业管理员在「企业采购 → 开放接口」登记应用，得到 client_id 与 client_secret（只显示一次）。以 OAuth 2.0 客户端凭证模式换取访问令牌（2 小时有效）：',
    '',
    '```',
    'POST /oauth2/token',
    'Content-Type: application/x-www-form-urlencoded',
    '',
    'grant_type=client_credentials&client_id=…&client_secret=…',
    '```',
    '',
    '也可用 HTTP Basic（client_secret_basic）。之后每个请求带 `Authorization: Bearer <access_token>`。',
    `权限（scope）：${scopes}。`,
    '',
    '商家的店铺管理员在商家后台「开放接口」登记店铺应用（权限：products、stock、orders、shipping、afs），以同样方式换取令牌，调用 `/open/v1/merchant/…` 的商家接口：本店订单（按时间列出、详情、接单、发货）、售后（审核通过、驳回、确认收到退货）、SKU 库存与价格批量更新（每次最多 100 个）、上下架与提交审核。商家应用不能调用采购方接口，企业应用也不能调用商家接口（40301）；店铺被平台停用时应答 40303。',
    '',
    '## 沙箱与正式',
    '沙箱应用（mode `sandbox`）读取真实的商品池、价格与库存；它提交的订单是**测试订单**（`test: true`，商家订单号以 T 开头）：按正式订单的规则计价与校验（无货、价格变动、预算与授信不足同样拒绝），但不占用库存、预算与授信，商家看不到，不结算、不开票，也不能申请售后。确认后以 `POST /open/v1/sandbox/orders/{id}/ship` 模拟发货（沙箱快递）、`POST /open/v1/sandbox/orders/{id}/deliver` 模拟签收；超时未确认同样自动取消。测试订单只有下单的应用看得到，每一步的消息也只发给它，数据带 `test: true` 与 `openOrderId`。正式应用（mode `live`）的订单是真实订单，推送地址须为 https 的公网地址。',
    '',
    '## 应答与错误码',
    '所有应答为 `{code, msg, data}`，code 200 表示成功，msg 为中文说明；每个应答带请求编号 `x-request-id`，反馈问题时请提供。',
    '',
    '| code | HTTP | 含义 |',
    '| --- | --- | --- |',
    ...CODES.map(([code, text]) => `| ${code} | ${String(code).slice(0, 3)} | ${text} |`),
    '',
    '限流：每个应用每秒 50 次调用，其中批量价格、库存查询每秒 10 次；超出时应答 429 并带 `Retry-After`。',
    '',
    '## 售后、发票与对账单',
    '以应用的代理账号身份办理：售后申请与进度（`orders` 权限）、发票列表与 PDF / XML 下载（`invoices`）、账期对账单与明细（`statements`）。只涉及贵公司的订单，他人的单据与不存在的一样应答 404；金额以分为单位；列表按 `page`、`size`（最多 50）翻页，`more` 表示还有下一页。',
    '',
    '## 消息',
    '订单、售后、发票、对账单与商品的变化以消息告知应用（需 `messages` 权限及消息所属的权限）：拉取 `GET /open/v1/messages` 后 `POST /open/v1/messages/ack` 确认，或登记推送地址由平台推送。店铺的应用只收到本店的消息：含本店商品的订单及其售后、本店商品的上下架与库存、本店的结算单。',
    '',
    '| 类型 | 企业应用所需权限 | 店铺应用所需权限 | 说明 |',
    '| --- | --- | --- | --- |',
    ...Object.entries(OPEN_MESSAGE_TYPES).map(
      ([type, { label, scope, shopScope }]) =>
        `| \`${type}\` | ${scope ? `\`${scope}\`` : '—'} | ${shopScope ? `\`${shopScope}\`` : '—'} | ${label} |`,
    ),
    '',
    '消息示例：',
    '',
    '```json',
    JSON.stringify(SAMPLE_MESSAGE, null, 2),
    '```',
    '',
    '## 推送签名',
    '推送以 POST JSON 发送，请求头 `x-mall-signature: t=<unix 秒>,v1=<hex>`，其中 v1 为以推送地址的签名密钥（`whsec_…`）对「时间戳 + `.` + 原始请求体」计算的 HMAC-SHA256。请在 2xx 应答前校验签名并拒绝超过 5 分钟的时间戳；非 2xx 或超时（10 秒）会按指数退避重试约 25 小时，同一消息可能重复到达，请按消息编号去重。',
    '',
    '```ts',
    SIGNATURE_SNIPPET,
    '```',
  ].join('\n');
}

const PAGE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <title>开放平台 API 文档 · 工业品商城</title>
    <link rel="stylesheet" href="/api/docs/static/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/static/swagger-ui-bundle.js"></script>
    <script src="/open/docs/init.js"></script>
  </body>
</html>
`;
const INIT = `window.ui = SwaggerUIBundle({ url: '/open/docs/json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/**
 * The open platform's own OpenAPI 3.1 document: every route registered on `scope` after this (the token
 * endpoint and `/open/v1`), with an introduction in Chinese (authentication, error codes, message types with
 * a sample, the signature check), at `/open/docs/json` and rendered at `/open/docs` with the Swagger UI the
 * API's own document (`/api/docs`) serves.
 */
export async function registerOpenDocs(scope: FastifyInstance): Promise<void> {
  await scope.register(swagger, {
    decorator: 'openSwagger',
    openapi: {
      openapi: '3.1.0',
      info: { title: '工业品商城开放平台 API', version: '1.0.0', description: description() },
      components: {
        securitySchemes: {
          openBearer: { type: 'http', scheme: 'bearer', description: 'POST /oauth2/token 换取的访问令牌' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  const hide = { schema: { hide: true } };
  scope.get('/open/docs/json', hide, async () => scope.openSwagger());
  scope.get('/open/docs', hide, async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  scope.get('/open/docs/init.js', hide, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(INIT),
  );
}
