import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorScreen } from './layouts/error-screen';
import { MainLayout } from './layouts/main-layout';
import { NotFound } from './routes/not-found';

/**
 * The deliberate-error route exists in development, and in a built app only after the browser opted in
 * with localStorage 'mall:error-test' = '1' (the e2e suite does this); see docs/decisions.
 */
function errorTestEnabled(): boolean {
  if (import.meta.env.DEV) return true;
  try {
    return window.localStorage.getItem('mall:error-test') === '1';
  } catch {
    return false;
  }
}

/** Every route of spec section 2. Pages load lazily, which drives the route-change overlay. */
export const routes: RouteObject[] = [
  {
    path: paths.repair.path,
    lazy: async () => ({ Component: (await import('./routes/repair')).default }),
    errorElement: <ErrorScreen />,
  },
  {
    element: <MainLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/home')).default }) },
      {
        path: paths.login.path,
        lazy: async () => ({ Component: (await import('@/features/auth/components/login-page')).default }),
      },
      {
        path: paths.register.path,
        lazy: async () => ({ Component: (await import('@/features/auth/components/register-page')).default }),
      },
      {
        path: paths.resetPassword.path,
        lazy: async () => ({
          Component: (await import('@/features/auth/components/reset-password-page')).default,
        }),
      },
      { path: paths.brand.path, lazy: async () => ({ Component: (await import('./routes/brand')).default }) },
      {
        path: paths.notice.path,
        lazy: async () => ({ Component: (await import('./routes/notice')).default }),
      },
      {
        path: paths.noticeDetail.path,
        lazy: async () => ({ Component: (await import('./routes/notice-detail')).default }),
      },
      {
        path: paths.merchantJoin.path,
        lazy: async () => ({ Component: (await import('./routes/merchant-join')).default }),
      },
      {
        path: paths.websiteIntroduction.path,
        lazy: async () => ({ Component: (await import('./routes/website-introduction')).default }),
      },
      { path: paths.help.path, lazy: async () => ({ Component: (await import('./routes/help')).default }) },
      {
        path: paths.orderList.path,
        lazy: async () => ({ Component: (await import('./routes/order-list')).default }),
      },
      {
        path: paths.orderDetail.path,
        lazy: async () => ({ Component: (await import('./routes/order-detail')).default }),
      },
      {
        path: paths.commentPosting.path,
        lazy: async () => ({ Component: (await import('./routes/comment-posting')).default }),
      },
      {
        path: paths.userInfo.path,
        lazy: async () => ({ Component: (await import('./routes/user-info')).default }),
      },
      {
        path: paths.systemMessages.path,
        lazy: async () => ({ Component: (await import('./routes/system-messages')).default }),
      },
      {
        path: paths.cart.path,
        lazy: async () => ({ Component: (await import('./routes/cart')).default }),
      },
      {
        path: paths.quickOrder.path,
        lazy: async () => ({ Component: (await import('./routes/quick-order')).default }),
      },
      {
        path: paths.compare.path,
        lazy: async () => ({ Component: (await import('./routes/compare')).default }),
      },
      {
        path: paths.purchaseLists.path,
        lazy: async () => ({ Component: (await import('./routes/purchase-lists')).default }),
      },
      {
        path: paths.purchaseListDetail.path,
        lazy: async () => ({ Component: (await import('./routes/purchase-list-detail')).default }),
      },
      {
        path: paths.browsingHistory.path,
        lazy: async () => ({ Component: (await import('./routes/browsing-history')).default }),
      },
      {
        path: paths.search.path,
        lazy: async () => ({ Component: (await import('./routes/search')).default }),
      },
      {
        path: paths.sceneCategory.path,
        lazy: async () => ({ Component: (await import('./routes/scene-category')).default }),
      },
      {
        path: paths.secondCate.path,
        lazy: async () => ({ Component: (await import('./routes/second-cate')).default }),
      },
      {
        path: paths.threeCate.path,
        lazy: async () => ({ Component: (await import('./routes/three-cate')).default }),
      },
      {
        path: paths.shopScreen.path,
        lazy: async () => ({ Component: (await import('./routes/shop-screen')).default }),
      },
      { path: paths.goods.path, lazy: async () => ({ Component: (await import('./routes/goods')).default }) },
      {
        path: paths.settlement.path,
        lazy: async () => ({ Component: (await import('./routes/settlement')).default }),
      },
      {
        path: paths.payment.path,
        lazy: async () => ({ Component: (await import('./routes/payment')).default }),
      },
      {
        path: paths.unappliedInvoice.path,
        lazy: async () => ({ Component: (await import('./routes/unapplied-invoice')).default }),
      },
      { path: paths.afs.path, lazy: async () => ({ Component: (await import('./routes/afs')).default }) },
      {
        path: paths.productBiddingPublish.path,
        lazy: async () => ({ Component: (await import('./routes/bidding-publish')).default }),
      },
      {
        path: paths.stockAlerts.path,
        lazy: async () => ({ Component: (await import('./routes/stock-alerts')).default }),
      },
      {
        path: paths.biddingMine.path,
        lazy: async () => ({ Component: (await import('./routes/bidding-mine')).default }),
      },
      {
        path: paths.biddingDetail.path,
        lazy: async () => ({ Component: (await import('./routes/bidding-detail')).default }),
      },
      {
        path: paths.company.path,
        lazy: async () => ({ Component: (await import('./routes/company/info')).default }),
      },
      {
        path: paths.companyMembers.path,
        lazy: async () => ({ Component: (await import('./routes/company/members')).default }),
      },
      {
        path: paths.companyApprovalRules.path,
        lazy: async () => ({ Component: (await import('./routes/company/approval-rules')).default }),
      },
      {
        path: paths.companyRequests.path,
        lazy: async () => ({ Component: (await import('./routes/company/requests')).default }),
      },
      {
        path: paths.companyApprovals.path,
        lazy: async () => ({ Component: (await import('./routes/company/approvals')).default }),
      },
      {
        path: paths.companyRequestDetail.path,
        lazy: async () => ({ Component: (await import('./routes/company/request-detail')).default }),
      },
      {
        path: paths.companyBudgets.path,
        lazy: async () => ({ Component: (await import('./routes/company/budgets')).default }),
      },
      {
        path: paths.companyOverview.path,
        lazy: async () => ({ Component: (await import('./routes/company/overview')).default }),
      },
      {
        path: paths.companyCredit.path,
        lazy: async () => ({ Component: (await import('./routes/company/credit')).default }),
      },
      {
        path: paths.companyShared.path,
        lazy: async () => ({ Component: (await import('./routes/company/shared')).default }),
      },
      ...(errorTestEnabled()
        ? [
            {
              path: '/__error-test',
              lazy: async () => ({ Component: (await import('./routes/error-test')).default }),
            },
          ]
        : []),
      { path: '*', Component: NotFound },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
