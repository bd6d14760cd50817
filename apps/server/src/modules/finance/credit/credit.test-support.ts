import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { ok } from '../../../lib/reply';
import type { App } from '../../../lib/types';

const ageBody = z.object({
  statementNo: z.string().min(1).max(40),
  days: z.number().int().min(1).max(366),
});

/**
 * Test support (TEST_SUPPORT=1 only, never in production): lets a browser journey see a statement fall
 * overdue without waiting for its due date — its due date moves back by `days`, as if they had passed.
 * Everything that follows (the checkout refusal, the overdue list, the reminders) is the real code.
 */
export function creditTestSupportRoutes(app: App, deps: { db: Db }) {
  app.post(
    '/api/test-support/credit/age-statement',
    { schema: { hide: true, body: ageBody } },
    async (request) => {
      const { statementNo, days } = request.body;
      const [row] = await queryRows<{ due_date: string }>(
        deps.db,
        sql`update credit_statements set due_date = due_date - ${days}::int, updated_at = now()
            where statement_no = ${statementNo} returning due_date::text`,
      );
      if (!row) throw notFound('对账单不存在');
      return ok({ dueDate: row.due_date });
    },
  );
}
