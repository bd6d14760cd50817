import { bulkReport, type BulkReportRow } from '@mall/shared';
import { RequestError } from '@/lib/request';

export type BulkRefusal = { message: string; rows: BulkReportRow[] };

/**
 * Runs a batch call (bulk accept, bulk ship). A refused batch hands its per-row report, when the server gave
 * one, to `show`; the failure goes on to the action's one error path.
 */
export async function withBulkReport<T>(
  call: () => Promise<T>,
  show: (report: BulkRefusal) => void,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RequestError) {
      const parsed = bulkReport.safeParse(error.data);
      if (parsed.success) show({ message: error.message, rows: parsed.data.rows });
    }
    throw error;
  }
}
