import { operatorInfo } from '@mall/shared';
import { notFound } from '../../../lib/app-error';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { currentOperator } from '../../../plugins/auth';
import type { OperatorRepository } from './operator.repository';
import { toOperatorInfo } from './operator.repository';

/** The signed-in operator (console). Login, refresh and logout live in the auth module. */
export function operatorRoutes(app: App, deps: { operators: OperatorRepository }) {
  app.get(
    '/api/admin/auth/me',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: '当前运营账号',
        response: okSchema(operatorInfo),
      },
    },
    async (request) => {
      const row = await deps.operators.byId(currentOperator(request).id);
      if (!row) throw notFound('账号不存在');
      return ok(toOperatorInfo(row));
    },
  );
}
