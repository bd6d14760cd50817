import { z } from 'zod';
import { address, addressEditBody, addressIdBody, addressInput } from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { AddressService } from './address.service';

const security = [{ bearer: [] }];
const tags = ['address'];

/** Delivery address calls (/api/address/…); every one is the signed-in buyer's own. */
export function addressRoutes(app: App, deps: { addresses: AddressService }) {
  const { addresses } = deps;

  app.get(
    '/api/address/list',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        security,
        summary: '收货地址列表（默认地址在前）',
        response: okSchema(z.array(address)),
      },
    },
    async (request) => ok(await addresses.list(currentBuyer(request).id)),
  );

  app.post(
    '/api/address/add',
    {
      onRequest: requireBuyer,
      schema: { tags, security, summary: '新增收货地址', body: addressInput, response: okSchema(address) },
    },
    async (request) => ok(await addresses.add(currentBuyer(request).id, request.body), '保存成功'),
  );

  app.post(
    '/api/address/edit',
    {
      onRequest: requireBuyer,
      schema: { tags, security, summary: '修改收货地址', body: addressEditBody, response: okSchema(address) },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await addresses.edit(currentBuyer(request).id, id, input), '保存成功');
    },
  );

  app.post(
    '/api/address/delete',
    {
      onRequest: requireBuyer,
      schema: { tags, security, summary: '删除收货地址', body: addressIdBody, response: okSchema(z.null()) },
    },
    async (request) => {
      await addresses.remove(currentBuyer(request).id, request.body.id);
      return ok(null, '删除成功');
    },
  );

  app.post(
    '/api/address/setDefault',
    {
      onRequest: requireBuyer,
      schema: { tags, security, summary: '设为默认地址', body: addressIdBody, response: okSchema(z.null()) },
    },
    async (request) => {
      await addresses.setDefault(currentBuyer(request).id, request.body.id);
      return ok(null, '已设为默认地址');
    },
  );
}
