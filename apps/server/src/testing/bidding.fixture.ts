// Test fixture of the 竞价 (bidding) tests: a request body as the buyer's publish form sends it.

type RequestLine = {
  productName: string;
  spec: string;
  quantity: number;
  unit: string;
  brand?: string;
  categoryId?: number;
};

/**
 * A sealed 竞价 request named `title` buying `lines`: delivered to 苏州工业园区, open for 48 hours from now,
 * 普票, 李工 to contact; `over` changes any field (`openBidding: true` for 公开竞价).
 */
export const biddingBody = (title: string, lines: RequestLine[], over: object = {}) => ({
  title,
  openBidding: false,
  lines,
  areaCode: '320505',
  deadline: new Date(Date.now() + 48 * 3600_000).toISOString(),
  invoiceType: 1,
  contactName: '李工',
  contactMobile: '13900139000',
  ...over,
});
