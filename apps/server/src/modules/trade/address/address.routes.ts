import { z } from 'zod';
import { address, addressEditBody, addressIdBody, addressInput } from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { AddressService } from './address.service';

const buyerCall = guardedRoutes(requireBuyer, 'address');

/** Delivery address calls (/api/address/…); every one is the signed-in buyer's own. */
export function addressRoutes(app: App, deps: { addresses: AddressService }) {
  const { addresses } = deps;

  app.get(
    '/api/address/list',
    buyerCall.noBody('收货地址列表（默认地址在前）', z.array(address)),
    async (request) => ok(await addresses.list(currentBuyer(request).id)),
  );

  app.post('/api/address/add', buyerCall.withBody('新增收货地址', addressInput, address), async (request) =>
    ok(await addresses.add(currentBuyer(request).id, request.body), '保存成功'),
  );

  app.post(
    '/api/address/edit',
    buyerCall.withBody('修改收货地址', addressEditBody, address),
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await addresses.edit(currentBuyer(request).id, id, input), '保存成功');
    },
  );

  /** A call on one of the buyer's addresses by id: it answers null and `done`. */
  const onAddress = (
    path: string,
    summary: string,
    act: (userId: number, id: number) => Promise<unknown>,
    done: string,
  ) =>
    app.post(path, buyerCall.withBody(summary, addressIdBody, z.null()), async (request) => {
      await act(currentBuyer(request).id, request.body.id);
      return ok(null, done);
    });
  onAddress('/api/address/delete', '删除收货地址', (userId, id) => addresses.remove(userId, id), '删除成功');
  onAddress(
    '/api/address/setDefault',
    '设为默认地址',
    (userId, id) => addresses.setDefault(userId, id),
    '已设为默认地址',
  );
}
