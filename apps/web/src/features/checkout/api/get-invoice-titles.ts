import { useQuery } from '@tanstack/react-query';
import type { InvoiceTitle } from '@mall/shared';
import { http } from '@/lib/request';

/** The buyer's saved invoice titles (发票抬头), default first (POST /api/invoice/title/list). */
export const useInvoiceTitles = () =>
  useQuery({
    queryKey: ['invoice', 'titles', 'checkout'],
    queryFn: () => http.post<InvoiceTitle[]>('/api/invoice/title/list', {}, { silent: true }),
    staleTime: 0,
  });
