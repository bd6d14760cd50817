import { z } from 'zod';
import {
  address,
  addressEditBody,
  addressIdBody,
  addressInput,
  invoiceIdBody,
  invoiceTitle,
  invoiceTitleEditBody,
  invoiceTitleInput,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { companyOwner } from '../../../lib/company-owner';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { AddressService } from '../../trade/address';
import type { InvoiceTitleService } from '../../finance/invoice';
import { companyContextOf, requireRole } from '../../identity/company';

const buyerCall = guardedRoutes(requireBuyer, 'company');

/**
 * What a company shares with its members: delivery addresses and invoice titles. Every active member lists
 * and uses them (they also appear, marked `shared`, in the member's own lists and at checkout); 管理员 and
 * 财务 add, edit and delete them. The same address and title services serve, with the company as owner.
 */
export function companySharedRoutes(
  app: App,
  deps: { db: Db; addresses: AddressService; titles: InvoiceTitleService },
) {
  const owner = async (request: Parameters<typeof currentBuyer>[0], manage: boolean) => {
    const ctx = await companyContextOf(deps.db, currentBuyer(request).id);
    const allowed = manage ? requireRole(ctx, '管理员', '财务') : requireRole(ctx);
    return companyOwner(allowed.companyId);
  };

  app.get('/api/company/addresses', buyerCall.noBody('企业共享收货地址', z.array(address)), async (request) =>
    ok(await deps.addresses.list(await owner(request, false))),
  );
  app.post(
    '/api/company/addresses/add',
    buyerCall.withBody('新增企业收货地址（管理员、财务）', addressInput, address),
    async (request) => ok(await deps.addresses.add(await owner(request, true), request.body), '保存成功'),
  );
  app.post(
    '/api/company/addresses/edit',
    buyerCall.withBody('修改企业收货地址（管理员、财务）', addressEditBody, address),
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await deps.addresses.edit(await owner(request, true), id, input), '保存成功');
    },
  );
  app.post(
    '/api/company/addresses/delete',
    buyerCall.withBody('删除企业收货地址（管理员、财务）', addressIdBody, z.null()),
    async (request) => {
      await deps.addresses.remove(await owner(request, true), request.body.id);
      return ok(null, '删除成功');
    },
  );

  app.get(
    '/api/company/invoice-titles',
    buyerCall.noBody('企业共享发票抬头', z.array(invoiceTitle)),
    async (request) => ok(await deps.titles.list(await owner(request, false))),
  );
  app.post(
    '/api/company/invoice-titles/add',
    buyerCall.withBody('新增企业发票抬头（管理员、财务）', invoiceTitleInput, invoiceTitle),
    async (request) => ok(await deps.titles.add(await owner(request, true), request.body), '保存成功'),
  );
  app.post(
    '/api/company/invoice-titles/edit',
    buyerCall.withBody('修改企业发票抬头（管理员、财务）', invoiceTitleEditBody, invoiceTitle),
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await deps.titles.edit(await owner(request, true), id, input), '保存成功');
    },
  );
  app.post(
    '/api/company/invoice-titles/delete',
    buyerCall.withBody(
      '删除企业发票抬头（管理员、财务）',
      invoiceIdBody,
      z.object({ deleted: z.number().int() }),
    ),
    async (request) => ok(await deps.titles.remove(await owner(request, true), request.body.id), '删除成功'),
  );
}
