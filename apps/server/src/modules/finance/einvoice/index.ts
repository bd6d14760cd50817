// 数电票 (issue 47, slice 1): the provider interface, the sandbox provider, the 诺诺 adapter, sellers' tax
// profiles and the job that issues a blue 数电票 for an invoice application; slice 2: 红字确认单 and 授信额度.
export { adminEinvoiceProfileRoutes, portalEinvoiceProfileRoutes } from './einvoice-profile.routes';
export { SellerTaxProfileService } from './einvoice-profile.service';
export { adminEinvoiceRoutes } from './einvoice.admin.routes';
export { EinvoiceIssuing } from './einvoice.issuing';
export { defineEinvoiceJobs } from './einvoice.jobs';
export { NUONUO_ENDPOINT, NuonuoProvider } from './einvoice.nuonuo';
export { nuonuoBlueLookup } from './einvoice.nuonuo-blue';
export {
  EINVOICE_MAX_LINES,
  type BlueRequest,
  type InvoiceProvider,
  type IssueResult,
} from './einvoice.provider';
export { SandboxProvider } from './einvoice.sandbox';
export { EinvoiceQuotas } from './quota.service';
export { RedInvoicing } from './red-form.issuing';
export { adminRedFormRoutes, buyerRedFormRoutes, portalRedFormRoutes } from './red-form.routes';
export { RedForms } from './red-form.service';
export { EINVOICE_REFUND_JOB } from './einvoice.jobs';
export { buyerFolderRoutes } from './folder.routes';
export { EinvoiceFolder } from './folder.service';
export { EinvoiceDelivering } from './folder.deliver';
export { PLATFORM_PROFILE } from './demo-profile';
export { RED_FORM_WAITING, type RedFormWaitingData } from './red-form.events';
