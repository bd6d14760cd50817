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
import type { App } from '../../../lib/types';
import { currentBuyer } from '../../../plugins/auth';
import type { AddressService } from '../../trade/address';
import type { InvoiceTitleService } from '../../finance/invoice';
import { companyCall, companyContextOf, requireRole } from '../../identity/company';

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

  /** One book of shared records: every member lists it, 管理员 and 财务 add, edit and delete. */
  function sharedBook<
    Item extends z.ZodType,
    Input extends z.ZodType,
    Edit extends z.ZodType<{ id: number }>,
  >(
    path: string,
    book: {
      summaries: { list: string; add: string; edit: string; remove: string };
      item: Item;
      input: Input;
      edit: Edit;
      idBody: z.ZodType<{ id: number }>;
      /** What a delete answers. */
      removed: z.ZodType;
    },
    service: {
      list: (owner: number) => Promise<z.infer<Item>[]>;
      add: (owner: number, input: z.infer<Input>) => Promise<z.infer<Item>>;
      edit: (owner: number, id: number, input: Omit<z.infer<Edit>, 'id'>) => Promise<z.infer<Item>>;
      remove: (owner: number, id: number) => Promise<unknown>;
    },
  ) {
    // The handlers are checked against `service` above; Fastify cannot resolve a generic schema's reply.
    const item: z.ZodType = book.item;
    app.get(path, companyCall.noBody(book.summaries.list, z.array(book.item)), async (request) =>
      ok(await service.list(await owner(request, false))),
    );
    app.post(`${path}/add`, companyCall.withBody(book.summaries.add, book.input, item), async (request) =>
      ok(await service.add(await owner(request, true), request.body as z.infer<Input>), '保存成功'),
    );
    app.post(`${path}/edit`, companyCall.withBody(book.summaries.edit, book.edit, item), async (request) => {
      const { id, ...input } = request.body as z.infer<Edit>;
      return ok(await service.edit(await owner(request, true), id, input), '保存成功');
    });
    app.post(
      `${path}/delete`,
      companyCall.withBody(book.summaries.remove, book.idBody, book.removed),
      async (request) => ok(await service.remove(await owner(request, true), request.body.id), '删除成功'),
    );
  }

  sharedBook(
    '/api/company/addresses',
    {
      summaries: {
        list: '企业共享收货地址',
        add: '新增企业收货地址（管理员、财务）',
        edit: '修改企业收货地址（管理员、财务）',
        remove: '删除企业收货地址（管理员、财务）',
      },
      item: address,
      input: addressInput,
      edit: addressEditBody,
      idBody: addressIdBody,
      removed: z.null(),
    },
    {
      list: (ownerId) => deps.addresses.list(ownerId),
      add: (ownerId, input) => deps.addresses.add(ownerId, input),
      edit: (ownerId, id, input) => deps.addresses.edit(ownerId, id, input),
      remove: async (ownerId, id) => {
        await deps.addresses.remove(ownerId, id);
        return null;
      },
    },
  );
  sharedBook(
    '/api/company/invoice-titles',
    {
      summaries: {
        list: '企业共享发票抬头',
        add: '新增企业发票抬头（管理员、财务）',
        edit: '修改企业发票抬头（管理员、财务）',
        remove: '删除企业发票抬头（管理员、财务）',
      },
      item: invoiceTitle,
      input: invoiceTitleInput,
      edit: invoiceTitleEditBody,
      idBody: invoiceIdBody,
      removed: z.object({ deleted: z.number().int() }),
    },
    {
      list: (ownerId) => deps.titles.list(ownerId),
      add: (ownerId, input) => deps.titles.add(ownerId, input),
      edit: (ownerId, id, input) => deps.titles.edit(ownerId, id, input),
      remove: (ownerId, id) => deps.titles.remove(ownerId, id),
    },
  );
}
