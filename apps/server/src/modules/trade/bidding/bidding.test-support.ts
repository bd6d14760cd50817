import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { ok } from '../../../lib/reply';
import type { App } from '../../../lib/types';

/**
 * Test support (TEST_SUPPORT=1 only, never in production): lets a browser journey reach a sealed request's
 * deadline without waiting — the deadline moves to one second ago. Everything after (prices unsealed, quotes
 * refused, the comparison and the award) is the real code.
 */
export function biddingTestSupportRoutes(app: App, deps: { db: Db }) {
  app.post(
    '/api/test-support/bidding/close',
    { schema: { hide: true, body: z.object({ biddingNo: z.string().min(1).max(24) }) } },
    async (request) => {
      const [row] = await queryRows<{ id: number }>(
        deps.db,
        sql`update bidding_requests set deadline = now() - interval '1 second', updated_at = now()
            where bidding_no = ${request.body.biddingNo} returning id`,
      );
      if (!row) throw notFound('竞价单不存在');
      return ok({ id: Number(row.id) });
    },
  );
}
