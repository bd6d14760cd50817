/**
 * The one-query baseline of issue 51: Fastify + pg reading one product row by its SKU's id, nothing else (no
 * seller, area stock, tiers or related parts). `npm run bench -- --only traffic --baseline` drives it beside
 * ours with the same drawn product-detail calls, in the same sitting, so the pair can be repeated on any host.
 *
 *   DATABASE_URL=postgres://… PORT=3301 tsx bench/baseline-server.ts
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get<{ Params: { skuId: string } }>('/api/product/detail/:skuId', async (request, reply) => {
  const skuId = Number(request.params.skuId);
  if (!Number.isInteger(skuId) || skuId <= 0)
    return reply.code(400).send({ code: 400, msg: '参数错误', data: null });
  const { rows } = await pool.query({
    name: 'baseline-product',
    text: `select p.id, p.title, p.brand_id, p.category_id, p.unit, p.model_no, p.images, p.attrs, k.id as sku_id,
             k.code, k.spec, k.price_fen, k.stock
           from skus k join products p on p.id = k.product_id where k.id = $1`,
    values: [skuId],
  });
  if (!rows[0]) return reply.code(404).send({ code: 404, msg: '商品不存在', data: null });
  return { code: 200, msg: '', data: rows[0] };
});

app.get('/api/health', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT ?? 3301), host: '127.0.0.1' });
