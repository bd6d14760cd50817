export {
  orderMessage,
  parseCxmlRequest,
  readOrderMessage,
  setupRequest,
  setupResponse,
  statusDocument,
  type OrderMessageLine,
  type SetupRequest,
} from './cxml.codec';
export {
  confirmationRequest,
  orderRequest,
  shipNoticeRequest,
  type CxmlAddress,
  type OrderLine,
  type OrderRequest,
} from './cxml.order';
export { CXML_MAX_BYTES, CxmlRefusal, readStatus, type Credential } from './cxml.xml';

export { DEFAULT_UNSPSC, unitCode } from './cxml.units';
