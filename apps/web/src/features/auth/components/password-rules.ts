import type { FormRule } from 'antd';
import { AUTH_MSG, MOBILE_RE, passwordProblem, USERNAME_RE } from '@mall/shared';

/** Form rules that mirror the server's schemas (packages/shared/src/schemas/auth.ts). */
export const mobileRules: FormRule[] = [
  { required: true, whitespace: true, message: AUTH_MSG.MOBILE_REQUIRED },
  { pattern: MOBILE_RE, message: AUTH_MSG.MOBILE_INVALID },
];
export const codeRules: FormRule[] = [
  { required: true, whitespace: true, message: AUTH_MSG.CODE_REQUIRED },
  { pattern: /^\d{6}$/, message: AUTH_MSG.CODE_INVALID },
];
export const usernameRules: FormRule[] = [
  { required: true, whitespace: true, message: AUTH_MSG.USERNAME_REQUIRED },
  { pattern: USERNAME_RE, message: AUTH_MSG.USERNAME_INVALID },
];
/** New password: required, strength rules, not the username (when the form has one). */
export const newPasswordRules = (usernameField?: string): FormRule[] => [
  { required: true, message: AUTH_MSG.PASSWORD_REQUIRED },
  ({ getFieldValue }) => ({
    validator(_, value: string | undefined) {
      if (!value) return Promise.resolve();
      const problem = passwordProblem(value, usernameField ? getFieldValue(usernameField) : undefined);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  }),
];
export const confirmRules = (passwordField: string, required: string): FormRule[] => [
  { required: true, message: required },
  ({ getFieldValue }) => ({
    validator(_, value: string | undefined) {
      if (!value || value === getFieldValue(passwordField)) return Promise.resolve();
      return Promise.reject(new Error(AUTH_MSG.PASSWORD_MISMATCH));
    },
  }),
];
