/** The least a production configuration needs: NODE_ENV=production, secrets of its own and SMS through Aliyun. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  WEB_CLIENT_SECRET: 'prod-web-secret-1234',
  JWT_SECRET: 'p'.repeat(40),
  ALIYUN_ACCESS_KEY_ID: 'id',
  ALIYUN_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};
