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
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { AddressService } from '../../trade/address';
import type { InvoiceTitleService } from '../../finance/invoice';
import { companyContextOf, requireRole } from '../../identity/company';

const tags = ['company'];
const security = [{ bearer: [] }];
const buyer = { onRequest: requireBuyer };

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

  app.get(
    '/api/company/addresses',
    {
      ...buyer,
      schema: { tags, security, summary: '企业共享收货地址', response: okSchema(z.array(address)) },
    },
    async (request) => ok(await deps.addresses.list(await owner(request, false))),
  );
  app.post(
    '/api/company/addresses/add',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '新增企业收货地址（管理员、财务）',
        body: addressInput,
        response: okSchema(address),
      },
    },
    async (request) => ok(await deps.addresses.add(await owner(request, true), request.body), '保存成功'),
  );
  app.post(
    '/api/company/addresses/edit',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '修改企业收货地址（管理员、财务）',
        body: addressEditBody,
        response: okSchema(address),
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await deps.addresses.edit(await owner(request, true), id, input), '保存成功');
    },
  );
  app.post(
    '/api/company/addresses/delete',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '删除企业收货地址（管理员、财务）',
        body: addressIdBody,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await deps.addresses.remove(await owner(request, true), request.body.id);
      return ok(null, '删除成功');
    },
  );

  app.get(
    '/api/company/invoice-titles',
    {
      ...buyer,
      schema: { tags, security, summary: '企业共享发票抬头', response: okSchema(z.array(invoiceTitle)) },
    },
    async (request) => ok(await deps.titles.list(await owner(request, false))),
  );
  app.post(
    '/api/company/invoice-titles/add',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '新增企业发票抬头（管理员、财务）',
        body: invoiceTitleInput,
        response: okSchema(invoiceTitle),
      },
    },
    async (request) => ok(await deps.titles.add(await owner(request, true), request.body), '保存成功'),
  );
  app.post(
    '/api/company/invoice-titles/edit',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '修改企业发票抬头（管理员、财务）',
        body: invoiceTitleEditBody,
        response: okSchema(invoiceTitle),
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await deps.titles.edit(await owner(request, true), id, input), '保存成功');
    },
  );
  app.post(
    '/api/company/invoice-titles/delete',
    {
      ...buyer,
      schema: {
        tags,
        security,
        summary: '删除企业发票抬头（管理员、财务）',
        body: invoiceIdBody,
        response: okSchema(z.object({ deleted: z.number().int() })),
      },
    },
    async (request) => ok(await deps.titles.remove(await owner(request, true), request.body.id), '删除成功'),
  );
}
