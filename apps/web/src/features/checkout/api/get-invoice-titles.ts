import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/request';

/** A saved invoice title (发票抬头) as the checkout needs it. */
export type InvoiceTitleOption = { id: number; companyName: string; taxNo: string };

/**
 * The buyer's saved invoice titles. The title calls arrive with the invoice issue; until the server has
 * them the list is empty and the checkout says so (the call answers 404, silently).
 */
export const useInvoiceTitles = () =>
  useQuery({
    queryKey: ['invoice', 'titles'],
    queryFn: () =>
      http
        .get<InvoiceTitleOption[] | { list: InvoiceTitleOption[] }>('/api/invoice/title/list', undefined, {
          silent: true,
        })
        .then((data) => (Array.isArray(data) ? data : (data?.list ?? [])))
        .catch(() => [] as InvoiceTitleOption[]),
    staleTime: 60_000,
    retry: false,
  });
