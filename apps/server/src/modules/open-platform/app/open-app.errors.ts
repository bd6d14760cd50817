import { OPEN_CODE } from '@mall/shared';

/** A refusal of `POST /oauth2/token`, answered as RFC 6749 §5.2 says. */
export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error:
      | 'invalid_request'
      | 'invalid_client'
      | 'invalid_grant'
      | 'unsupported_grant_type'
      | 'invalid_scope'
      | 'unauthorized_client',
    readonly description: string,
  ) {
    super(description);
  }
}

const OPEN_CODE_OF_STATUS: Readonly<Record<number, number>> = {
  400: OPEN_CODE.BAD_REQUEST,
  401: OPEN_CODE.TOKEN_INVALID,
  403: OPEN_CODE.SCOPE_MISSING,
  404: OPEN_CODE.NOT_FOUND,
  409: OPEN_CODE.CONFLICT,
  429: OPEN_CODE.RATE_LIMITED,
  503: OPEN_CODE.UNAVAILABLE,
};

/** The stable code of an `/open/v1` refusal with this HTTP status. */
export function openCodeOf(status: number): number {
  return OPEN_CODE_OF_STATUS[status] ?? (status >= 500 ? OPEN_CODE.SERVER : status * 100 + 1);
}
