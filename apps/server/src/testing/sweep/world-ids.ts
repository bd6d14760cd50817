/** What a buyer owns, by the names the route table asks for. */
export type BuyerIds = {
  marker: string;
  username: string;
  addressId: number;
  spareAddressId: number;
  titleId: number;
  spareTitleId: number;
  /** 待接单, unpaid, offline transfer: cancellable, payable. */
  openOrderNo: string;
  /** 待接单, unpaid, online payment (sandbox): its trade number. */
  onlineOrderNo: string;
  tradeNo: string;
  /** 已完成 and paid: invoice, after-sales and comment. */
  doneOrderNo: string;
  doneLineId: number;
  /** 待收货: confirmReceipt. */
  shippedOrderNo: string;
  cartLineId: number;
  /** A quotation (报价单) of the cart line. */
  quotationId: number;
  quotationNo: string;
  messageId: number;
  historyId: number;
  searchHistoryId: number;
  biddingId: number;
  quoteId: number;
  /** A waiting back-in-stock alert on the world's sold-out SKU. */
  stockAlertId: number;
  invoiceId: number;
  /** A 红字确认单 over the invoice's blue 数电票 (issued through the sandbox), applied by 自营, waiting for the buyer. */
  redFormId: number;
  afsNo: string;
  returnAfsNo: string;
  /** The buyer is 管理员 of a verified company with these. */
  companyId: number;
  departmentId: number;
  spareDepartmentId: number;
  memberUserId: number;
  ruleId: number;
  spareRuleId: number;
  budgetId: number;
  /** A pending purchase request of the member, waiting for the buyer (管理员) at level 1. */
  requestNo: string;
  spareRequestNo: string;
  /** A delivery address and an invoice title the company shares with its members. */
  companyAddressId: number;
  companyTitleId: number;
  /** A purchase list of the buyer's own (with a line), and one shared with the buyer's company. */
  purchaseListId: number;
  purchaseLineId: number;
  sharedListId: number;
  /** A material code (物料编码) of the company, its description the marker. */
  materialCodeId: number;
  /** A credit statement of the company (the buyer is also its 财务). */
  statementId: number;
  /** An open-platform app of the company (开放接口), named with the marker. */
  openAppId: number;
  /** An order the app submitted through /open/v1 (待确认). */
  openOrderId: number;
  /** The app's webhook endpoint, one of its messages (the order's placement) and a delivery of it. */
  openWebhookId: number;
  openMessageId: number;
  openDeliveryId: number;
  /** A group robot of the company (消息通知), named with the marker. */
  notificationRobotId: number;
};
