export { PunchoutService } from './punchout.service';
export { punchoutRoutes } from './punchout.routes';
export { logDocument } from './punchout.documents';
export { SANDBOX_RETURN_PATH } from './punchout.shared';
export { memberFor } from './punchout.member';
