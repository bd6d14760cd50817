import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { RedForm } from '@mall/shared';
import { componentTestHooks, renderAtRoute } from '@mall/client-kit/testing';
import { RedFormsOfInvoice } from './red-forms-of-invoice';
import { redForm } from '../testing/red-form';
import { http } from '@/lib/request';

vi.mock('@/lib/request');
vi.mock('@/lib/toast');
const post = vi.mocked(http.post) as Mock;

componentTestHooks();

const BLUE = '26352000000000000123';
const form = (over: Partial<RedForm> = {}) =>
  redForm({ afsNo: 'SH2026113000001', confirmBy: new Date(Date.now() + 3600_000).toISOString(), ...over });

function show(invoiceId: number) {
  renderAtRoute(
    <div data-testid="detail">
      <RedFormsOfInvoice invoiceId={invoiceId} />
    </div>,
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('红字确认单 in the invoice detail', () => {
  it('lists the forms over this invoice only, with status, a link to confirm, and the red invoice', async () => {
    post.mockResolvedValue([
      form(),
      form({
        id: 6,
        formNumber: '35011126113000000002',
        afsNo: '',
        reason: '开票有误',
        totalFen: -22600,
        status: 'confirmed',
        statusLabel: '已确认',
        redStatus: 'issued',
        redNumber: '26352000000000000456',
      }),
      form({ id: 7, formNumber: '35011126113000000003', applicant: 'buyer', applicantLabel: '购买方' }),
      form({ id: 8, invoiceId: 10, formNumber: '35011126113000000099', blueNumber: '26352000000000000789' }),
    ]);
    show(9);
    const section = await screen.findByRole('region', { name: '红字确认单' });
    // The buyer's list call takes no invoice filter: every form is asked for, this invoice's are shown.
    expect(post).toHaveBeenCalledWith('/api/invoice/einvoice/red-forms', {});
    expect(within(section).queryByText('35011126113000000099')).toBeNull();

    const waiting = rowOf('35011126113000000001');
    expect(within(waiting).getByText('待您确认')).toBeTruthy();
    expect(within(waiting).getByText('售后单 SH2026113000001')).toBeTruthy();
    expect(within(waiting).getByText('-125.00')).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: '去确认' }).getAttribute('href')).toBe('/red-forms');

    const reversed = rowOf('35011126113000000002');
    expect(within(reversed).getByText('已确认')).toBeTruthy();
    expect(within(reversed).getByText('26352000000000000456')).toBeTruthy();
    expect(within(reversed).getByText(`冲销蓝字发票 ${BLUE}`)).toBeTruthy();
    expect(within(reversed).queryByRole('link')).toBeNull();

    // The buyer's own form waits for the seller: nothing for him to confirm.
    const own = rowOf('35011126113000000003');
    expect(within(own).getByText('待销售方确认')).toBeTruthy();
    expect(within(own).queryByRole('link')).toBeNull();
  });

  it('shows nothing when no form concerns the invoice', async () => {
    post.mockResolvedValue([form({ invoiceId: 10 })]);
    show(9);
    await waitFor(() => expect(post).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId('detail').textContent).toBe('');
  });
});
