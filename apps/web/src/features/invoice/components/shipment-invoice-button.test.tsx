import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ShipmentView } from '@mall/shared';
import { componentTestHooks, shipmentSample } from '@mall/client-kit/testing';
import { ShipmentInvoiceButton } from './shipment-invoice-button';

const post = vi.fn();
vi.mock('@/lib/request', () => ({
  http: { post: (url: string, body: unknown) => post(url, body) },
  request: vi.fn(),
}));

componentTestHooks();

const shipment = shipmentSample();
const title = { id: 7, companyName: '星湖精密制造有限公司', taxNo: '91320594MA1XYZ1234', isDefault: 1 };

function renderButton(s: ShipmentView) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ShipmentInvoiceButton orderNo="202611300000000001" shipment={s} n={2} />
    </QueryClientProvider>,
  );
}

describe('按包裹开票 beside a shipment', () => {
  it('applies for the shipment with the default title in one step', async () => {
    post.mockImplementation(async (url: string) => (url === '/api/invoice/title/list' ? [title] : { id: 1 }));
    renderButton(shipment);
    fireEvent.click(screen.getByRole('button', { name: '按包裹开票' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('按包裹开票（包裹 2）')).toBeTruthy();
    expect(within(dialog).getByText('202611300000000001（包裹 2）')).toBeTruthy();
    await within(dialog).findByText(/星湖精密制造有限公司/);
    fireEvent.click(within(dialog).getByRole('button', { name: /确认提交/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/order/shipments/invoice', {
        orderNo: '202611300000000001',
        shipmentId: 11,
        type: 2,
        titleId: 7,
        remark: '',
      }),
    );
  });

  it('shows the application over an invoiced shipment, and nothing for a replacement or a 收货人', () => {
    const { container, unmount } = renderButton({
      ...shipment,
      invoice: { id: 3, applyNo: 'KP00000003', status: 1, statusLabel: '申请中' },
    });
    expect(screen.getByText('发票 KP00000003 申请中')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    expect(container.textContent).toBe('');
    renderButton({ ...shipment, afsNo: 'SH2026113000000001' });
    expect(screen.queryByRole('button')).toBeNull();
    renderButton({ ...shipment, invoice: undefined });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
