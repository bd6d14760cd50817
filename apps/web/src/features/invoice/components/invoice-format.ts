import dayjs from '@/lib/dayjs';

export const formatTime = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';

/** Tag colour of an invoice status (1 申请中, 2 已开票, 3 已驳回, 4 已作废). */
export const INVOICE_STATUS_COLOR: Record<number, string> = {
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'default',
};
