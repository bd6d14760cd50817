import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fenToYuan, yuanToFen, type PunchoutSim, type PunchoutSimStart } from '@mall/shared';
import type { z } from 'zod';
import type { punchoutSimOrderBody } from '@mall/shared';
import type { Db } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { verifyPassword } from '../../../lib/password';
import type { EphemeralStore } from '../../../lib/store';
import { orderRequest, readOrderMessage, setupRequest } from '../cxml';
import { readOciFields } from '../oci';
import { SANDBOX_RETURN_PATH } from '../session';
import { punchoutConfigs } from '../session/punchout.table';

/** A simulated buyer session lives an hour. */
const SIM_TTL_MS = 60 * 60_000;
const key = (simId: string) => `punchout:sim:${simId}`;

type Answer = (text: string) => Promise<{ status: number; body: string }>;

const statusOf = (body: string) => ({
  code: Number(/<Status code="(\d+)"/.exec(body)?.[1] ?? 0),
  text:
    /<Status[^>]*>([^<]*)<\/Status>/.exec(body)?.[1] ?? /<Status[^>]*text="([^"]*)"/.exec(body)?.[1] ?? '',
});

/**
 * 采购系统模拟: operators test a company's punch-out set-up as the company's procurement system would use it.
 * `start` sends a real PunchOutSetupRequest (cXML, with the shared secret the operator types) or prepares the
 * OCI login form; the member's browser carries the cart back to this site's sandbox address (`receive`),
 * which the console reads (`view`); `order` sends an OrderRequest built from those lines. Every document goes
 * through the same endpoint, checks and log as a real system's.
 */
export class PunchoutSimulator {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      store: Pick<EphemeralStore, 'get' | 'set'>;
      publicOrigin: string;
      now: () => Date;
      answer: Answer;
    },
  ) {}

  private get host() {
    return new URL(this.deps.publicOrigin).host;
  }

  private async config(companyId: number) {
    const [config] = await this.db
      .select()
      .from(punchoutConfigs)
      .where(eq(punchoutConfigs.companyId, companyId));
    if (!config) throw notFound('该企业还没有采购系统对接配置');
    return config;
  }

  async start(companyId: number, protocol: 'cxml' | 'oci', secret: string): Promise<PunchoutSimStart> {
    const config = await this.config(companyId);
    const simId = randomBytes(18).toString('base64url');
    const returnUrl = `${this.deps.publicOrigin}${SANDBOX_RETURN_PATH}${simId}`;
    let open: PunchoutSimStart['open'];
    if (protocol === 'oci') {
      if (!config.ociUsername || !config.ociPasswordHash) throw badRequest('该企业未配置 OCI 用户');
      if (!(await verifyPassword(config.ociPasswordHash, secret))) throw badRequest('OCI 密码不正确');
      open = {
        url: `${this.deps.publicOrigin}/punchout/oci`,
        method: 'POST',
        fields: {
          USERNAME: config.ociUsername,
          PASSWORD: secret,
          HOOK_URL: returnUrl,
          OCI_VERSION: '5.0',
          returntarget: '_top',
        },
      };
    } else {
      const doc = setupRequest(
        {
          from: { domain: config.fromDomain, identity: config.fromIdentity },
          to: { domain: 'NetworkID', identity: config.toIdentity },
          sender: { domain: 'NetworkID', identity: config.senderIdentity, secret },
          buyerCookie: simId,
          browserFormPost: returnUrl,
        },
        { host: this.host, now: this.deps.now() },
      );
      const answer = await this.deps.answer(doc);
      const status = statusOf(answer.body);
      const start = /<StartPage>\s*<URL>([^<]+)<\/URL>/.exec(answer.body)?.[1];
      if (answer.status !== 200 || !start)
        throw badRequest(`对接验证未通过（${status.code}）：${status.text}`);
      open = { url: start, method: 'GET', fields: {} };
    }
    const sim: PunchoutSim = {
      simId,
      companyId,
      protocol,
      received: false,
      receivedAt: null,
      lines: [],
      total: '0.00',
    };
    await this.deps.store.set(key(simId), JSON.stringify(sim), SIM_TTL_MS);
    return { simId, open };
  }

  async view(simId: string): Promise<PunchoutSim> {
    const raw = await this.deps.store.get(key(simId));
    if (!raw) throw notFound('模拟会话不存在或已过期，请重新开始');
    return JSON.parse(raw) as PunchoutSim;
  }

  /** The cart the member's browser carried back to the sandbox address; 410 when the session is gone. */
  async receive(simId: string, fields: Record<string, string>): Promise<PunchoutSim> {
    const sim = await this.view(simId).catch(() => {
      throw new AppError(410, '模拟会话不存在或已过期');
    });
    let lines: PunchoutSim['lines'];
    if (fields['cxml-urlencoded']) {
      lines = readOrderMessage(fields['cxml-urlencoded']).items.map((i) => ({
        supplierPartId: i.supplierPartId,
        auxiliaryId: i.auxiliaryId,
        description: i.description,
        quantity: i.quantity,
        unitPrice: fenToYuan(i.unitPriceFen),
        unit: i.unit,
        classification: i.unspsc,
        manufacturerName: i.manufacturerName,
        manufacturerPartId: i.manufacturerPartId,
      }));
    } else {
      lines = readOciFields(fields).map((l) => ({
        supplierPartId: l.vendorMat,
        auxiliaryId: l.extProductId,
        description: l.description,
        quantity: l.quantity,
        unitPrice: fenToYuan(l.unitPriceFen),
        unit: l.unit,
        classification: l.matGroup,
        manufacturerName: l.manufactCode,
        manufacturerPartId: l.manufactMat,
      }));
    }
    if (!lines.length) throw badRequest('回传的购物车没有商品行');
    const totalFen = lines.reduce((n, l) => n + yuanToFen(l.unitPrice) * l.quantity, 0);
    const next: PunchoutSim = {
      ...sim,
      received: true,
      receivedAt: this.deps.now().toISOString(),
      lines,
      total: fenToYuan(totalFen),
    };
    await this.deps.store.set(key(simId), JSON.stringify(next), SIM_TTL_MS);
    return next;
  }

  /** Sends the carried-back lines as a cXML OrderRequest (type new) with the operator's PO number and ShipTo. */
  async order(body: z.output<typeof punchoutSimOrderBody>) {
    const sim = await this.view(body.simId);
    if (!sim.received) throw badRequest('还没有收到回传的购物车，请先在商城点击「返回采购系统」');
    const config = await this.config(sim.companyId);
    const doc = orderRequest(
      {
        from: { domain: config.fromDomain, identity: config.fromIdentity },
        to: { domain: 'NetworkID', identity: config.toIdentity },
        sender: { domain: 'NetworkID', identity: config.senderIdentity, secret: body.secret },
        orderId: body.orderId,
        type: 'new',
        shipTo: {
          addressId: '',
          name: body.shipTo.deliverTo,
          deliverTo: body.shipTo.deliverTo,
          street: body.shipTo.street,
          city: body.shipTo.city,
          state: body.shipTo.state,
          postalCode: '',
          phone: body.shipTo.phone,
          email: '',
        },
        lines: sim.lines.map((l) => ({
          supplierPartId: l.supplierPartId,
          auxiliaryId: l.auxiliaryId,
          quantity: l.quantity,
          unitPriceFen: yuanToFen(l.unitPrice),
          description: l.description,
          unitOfMeasure: l.unit,
          costCentre: body.costCentre,
        })),
      },
      { host: this.host, now: this.deps.now() },
    );
    const answer = await this.deps.answer(doc);
    const status = statusOf(answer.body);
    return { status: answer.status, statusText: status.text };
  }
}
