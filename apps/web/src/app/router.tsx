import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { useReleaseFirstView } from '@/lib/first-view';
import { MainLayout } from './layouts/main-layout';

/**
 * A page loaded on demand: `{ path: paths.x.path, lazy: page(() => import('./routes/x')) }` — the module's
 * default export is the page. Every page is one of these, so its code (and the antd components only it
 * uses) is fetched when the buyer goes there, never with the shell; see
 * docs/decisions/2026-11-25-lean-storefront.md.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The error page is rarely needed: its code (antd Result) loads when it is. */
const LazyErrorScreen = lazy(async () => ({ default: (await import('./layouts/error-screen')).ErrorScreen }));
const ErrorScreen = () => {
  useReleaseFirstView(true);
  return (
    <Suspense fallback={null}>
      <LazyErrorScreen />
    </Suspense>
  );
};

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

/** Every storefront route. Pages load lazily, which drives the route-change overlay. */
const routes: RouteObject[] = [
  {
    path: paths.repair.path,
    lazy: page(() => import('./routes/repair')),
    errorElement: <ErrorScreen />,
  },
  {
    element: <MainLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, lazy: page(() => import('./routes/home')) },
      { path: paths.login.path, lazy: page(() => import('@/features/auth/components/login-page')) },
      { path: paths.register.path, lazy: page(() => import('@/features/auth/components/register-page')) },
      {
        path: paths.resetPassword.path,
        lazy: page(() => import('@/features/auth/components/reset-password-page')),
      },
      { path: paths.brand.path, lazy: page(() => import('./routes/brand')) },
      { path: paths.notice.path, lazy: page(() => import('./routes/notice')) },
      { path: paths.noticeDetail.path, lazy: page(() => import('./routes/notice-detail')) },
      { path: paths.merchantJoin.path, lazy: page(() => import('./routes/merchant-join')) },
      { path: paths.websiteIntroduction.path, lazy: page(() => import('./routes/website-introduction')) },
      { path: paths.help.path, lazy: page(() => import('./routes/help')) },
      { path: paths.orderList.path, lazy: page(() => import('./routes/order-list')) },
      { path: paths.orderDetail.path, lazy: page(() => import('./routes/order-detail')) },
      { path: paths.commentPosting.path, lazy: page(() => import('./routes/comment-posting')) },
      { path: paths.userInfo.path, lazy: page(() => import('./routes/user-info')) },
      { path: paths.systemMessages.path, lazy: page(() => import('./routes/system-messages')) },
      { path: paths.cart.path, lazy: page(() => import('./routes/cart')) },
      { path: paths.quickOrder.path, lazy: page(() => import('./routes/quick-order')) },
      { path: paths.compare.path, lazy: page(() => import('./routes/compare')) },
      { path: paths.purchaseLists.path, lazy: page(() => import('./routes/purchase-lists')) },
      { path: paths.purchaseListDetail.path, lazy: page(() => import('./routes/purchase-list-detail')) },
      { path: paths.quotations.path, lazy: page(() => import('./routes/quotations')) },
      { path: paths.quotationDetail.path, lazy: page(() => import('./routes/quotation-detail')) },
      { path: paths.browsingHistory.path, lazy: page(() => import('./routes/browsing-history')) },
      { path: paths.search.path, lazy: page(() => import('./routes/search')) },
      { path: paths.sceneCategory.path, lazy: page(() => import('./routes/scene-category')) },
      { path: paths.secondCate.path, lazy: page(() => import('./routes/second-cate')) },
      { path: paths.threeCate.path, lazy: page(() => import('./routes/three-cate')) },
      { path: paths.shopScreen.path, lazy: page(() => import('./routes/shop-screen')) },
      { path: paths.goods.path, lazy: page(() => import('./routes/goods')) },
      { path: paths.shop.path, lazy: page(() => import('./routes/shop')) },
      { path: paths.settlement.path, lazy: page(() => import('./routes/settlement')) },
      { path: paths.payment.path, lazy: page(() => import('./routes/payment')) },
      { path: paths.unappliedInvoice.path, lazy: page(() => import('./routes/unapplied-invoice')) },
      { path: paths.redForms.path, lazy: page(() => import('./routes/red-forms')) },
      { path: paths.invoiceFolder.path, lazy: page(() => import('./routes/invoice-folder')) },
      { path: paths.afs.path, lazy: page(() => import('./routes/afs')) },
      { path: paths.productBiddingPublish.path, lazy: page(() => import('./routes/bidding-publish')) },
      { path: paths.stockAlerts.path, lazy: page(() => import('./routes/stock-alerts')) },
      { path: paths.biddingMine.path, lazy: page(() => import('./routes/bidding-mine')) },
      { path: paths.biddingDetail.path, lazy: page(() => import('./routes/bidding-detail')) },
      { path: paths.company.path, lazy: page(() => import('./routes/company/info')) },
      { path: paths.companyMembers.path, lazy: page(() => import('./routes/company/members')) },
      { path: paths.companyApprovalRules.path, lazy: page(() => import('./routes/company/approval-rules')) },
      { path: paths.companyRequests.path, lazy: page(() => import('./routes/company/requests')) },
      { path: paths.companyApprovals.path, lazy: page(() => import('./routes/company/approvals')) },
      { path: paths.companyRequestDetail.path, lazy: page(() => import('./routes/company/request-detail')) },
      { path: paths.companyBudgets.path, lazy: page(() => import('./routes/company/budgets')) },
      { path: paths.companyOverview.path, lazy: page(() => import('./routes/company/overview')) },
      { path: paths.companyCredit.path, lazy: page(() => import('./routes/company/credit')) },
      { path: paths.companyShared.path, lazy: page(() => import('./routes/company/shared')) },
      { path: paths.companyPunchout.path, lazy: page(() => import('./routes/company/punchout')) },
      { path: paths.companyOpenApps.path, lazy: page(() => import('./routes/company/open-apps')) },
      { path: paths.companyNotifications.path, lazy: page(() => import('./routes/company/notifications')) },
      { path: paths.approvalLink.path, lazy: page(() => import('./routes/approval-link')) },
      ...(errorTestEnabled()
        ? [{ path: '/__error-test', lazy: page(() => import('./routes/error-test')) }]
        : []),
      { path: '*', lazy: page(async () => ({ default: (await import('./routes/not-found')).NotFound })) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
