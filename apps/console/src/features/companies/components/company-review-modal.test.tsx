import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubAntdMeasurements } from '@mall/client-kit/testing';
import { COMPANY_STATUS, type AdminCompany } from '@mall/shared';
import { CompanyReviewModal } from './company-review-modal';

const reviewCompany = vi.fn((body: unknown) => Promise.resolve(body));
vi.mock('../api/companies', () => ({
  companyKeys: { all: ['companies'] },
  reviewCompany: (body: unknown) => reviewCompany(body),
}));

const success = vi.fn();
vi.mock('@/lib/toast', () => ({ toast: { success: (text: string) => success(text) } }));

afterEach(() => {
  cleanup();
  reviewCompany.mockClear();
  success.mockClear();
});

beforeAll(stubAntdMeasurements);

const company: AdminCompany = {
  id: 7,
  name: '苏州精工机电有限公司',
  creditCode: '91320500MA1XXXXX0X',
  licenseImage: '/api/files/uploads/0123456789abcdef0123456789abcdef.png',
  contactName: '王强',
  contactMobile: '13800000001',
  status: COMPANY_STATUS.PENDING,
  statusLabel: '待审核',
  rejectReason: '',
  poRequired: false,
  createdAt: '2026-11-20T02:00:00.000Z',
  verifiedAt: null,
  adminName: '王强',
  adminMobile: '13800000001',
  memberCount: 1,
};

function renderModal(onClose = vi.fn()) {
  render(
    // Button texts as the console shows them (no space between two characters); no animation.
    <QueryClientProvider client={new QueryClient()}>
      <ConfigProvider button={{ autoInsertSpace: false }} theme={{ token: { motion: false } }}>
        <CompanyReviewModal company={company} onClose={onClose} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

// antd's first render in jsdom is slow (styles); a busy machine needs more than the default 5 s.
describe('company review dialog', { timeout: 30_000 }, () => {
  it('shows the company and its licence image', () => {
    renderModal();
    expect(screen.getByText('审核企业：苏州精工机电有限公司')).toBeTruthy();
    expect(screen.getByText('91320500MA1XXXXX0X')).toBeTruthy();
    const licence = screen.getByAltText('营业执照') as HTMLImageElement;
    expect(licence.getAttribute('src')).toBe(company.licenseImage);
  });

  it('refuses 驳回 without a reason, in Chinese, and sends nothing', async () => {
    const onClose = renderModal();
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('请填写驳回原因')).toBeTruthy();
    // Blanks are no reason either.
    fireEvent.change(screen.getByLabelText('驳回原因（驳回时必填）'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(screen.getByText('请填写驳回原因')).toBeTruthy());
    expect(reviewCompany).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends 驳回 with the trimmed reason and closes', async () => {
    const onClose = renderModal();
    fireEvent.change(screen.getByLabelText('驳回原因（驳回时必填）'), {
      target: { value: '  营业执照图片模糊  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(reviewCompany).toHaveBeenCalledWith({ id: 7, approve: false, reason: '营业执照图片模糊' });
    expect(success).toHaveBeenCalledWith('已驳回');
  });

  it('sends 通过 without asking for a reason', async () => {
    const onClose = renderModal();
    fireEvent.click(screen.getByRole('button', { name: '通过' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(reviewCompany).toHaveBeenCalledWith({ id: 7, approve: true });
    expect(success).toHaveBeenCalledWith('已通过审核');
    expect(screen.queryByText('请填写驳回原因')).toBeNull();
  });
});
