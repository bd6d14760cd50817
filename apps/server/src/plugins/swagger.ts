import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document at /api/docs/json, built from the same zod schemas that validate requests. */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '工业品商城 API',
        version: '0.1.0',
        description:
          '所有响应体为 `{code, msg, data}`，code 200 表示成功；维护期间 code 3110。' +
          '受保护接口使用 `Authorization: Bearer <accessToken>`；`GET /api/oauth/getOauthToken` 使用 Web 客户端的 Basic 凭证 ' +
          '(`Basic base64(web:<secret>)`，该凭证随前端构建下发，与浏览器端 OAuth 客户端一样)。',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          webClient: { type: 'http', scheme: 'basic' },
          // /open/v1: an app's access token from POST /oauth2/token (client credentials).
          openBearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
