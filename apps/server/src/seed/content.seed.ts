import { HELP_ARTICLES_INDEX } from '@mall/shared';
import {
  banners,
  helpArticles,
  hotWords,
  notices,
  sitePages,
} from '../modules/content/content/content.table';
import { bannerImagePath } from '../modules/catalogue/media';
import type { Seeder } from '../db/seeder';

/** The four home carousel banners (spec: targets second-cate 16, three-cate 19/1909 and /brand). */
const BANNER_SEED = [
  { title: '五金建材 工程采购节', link: '/cate-menu/second-cate/16' },
  { title: '激光测距仪 精准测量 限时特惠', link: '/cate-menu/three-cate/19/1909' },
  { title: '品牌甄选 大牌正品 一站采购', link: '/brand' },
  { title: '工程五金 满额包邮 企业专享价', link: '/cate-menu/second-cate/16' },
];

const HOT_WORDS = [
  '螺丝刀',
  '安全帽',
  '劳保手套',
  '断路器',
  '电线',
  'PPR水管',
  '复印纸',
  '扳手',
  '万用表',
  '角磨机',
];

const BASE = Date.UTC(2026, 10, 20, 2, 0, 0);
const DAY = 86_400_000;

const NOTICES = [
  {
    title: '关于2026年元旦假期发货安排的通知',
    content:
      '<p>尊敬的客户：</p><p>2026年12月31日至2027年1月2日期间，平台订单正常接收，发货顺延至1月3日起依次安排。急需物资请提前下单。</p><p>感谢您的支持！</p>',
  },
  {
    title: '平台增值税专用发票开具规则调整公告',
    content:
      '<p>自2026年12月1日起，订单确认收货后即可在线申请增值税专用发票（电子/纸质），电子专票将在3个工作日内开具并发送至您的邮箱。</p>',
  },
  {
    title: '安全防护用品品类上新，多款防护手套限时特惠',
    content:
      '<p>代尔塔、霍尼韦尔、3M等品牌防护手套、安全鞋、安全帽全面上新，企业客户批量采购享阶梯价格。</p>',
  },
  {
    title: '系统升级维护预告',
    content:
      '<p>为提供更稳定的服务，平台计划于本周六凌晨 00:00-04:00 进行系统升级，期间部分功能可能无法使用，敬请谅解。</p>',
  },
  {
    title: '关于防范冒充平台客服诈骗的提醒',
    content: '<p>平台客服不会以任何理由要求您向个人账户转账。如有疑问，请拨打平台官方客服电话核实。</p>',
  },
  {
    title: '华东地区仓库扩容，部分商品配送时效提升',
    content: '<p>上海、江苏、浙江、安徽地区现货商品最快次日达，详情以商品详情页的配送说明为准。</p>',
  },
];

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/** Help centre bodies by type key (HELP_ARTICLES_INDEX in @mall/shared lists keys, columns and titles). */
const HELP_BODIES: Record<string, string> = {
  '1-1': p(
    '1. 注册并登录企业账号；',
    '2. 通过分类、品牌或搜索找到商品，选择规格和数量后加入购物车；',
    '3. 在购物车中确认商品，点击“结算”，选择收货地址、发票和支付方式后提交订单；',
    '4. 平台接单后安排发货，您可在“我的订单”中跟踪物流并确认收货。',
  ),
  '1-2': p(
    '在页面顶部搜索框输入商品名称、品牌、型号或拼音首字母即可搜索，例如“螺丝刀”“luosidao”“lsd”。',
    '搜索结果可按品牌、规格属性、价格区间筛选，并按综合、销量、价格、新品排序。',
  ),
  '2-1': p(
    '平台支持支付宝、微信、银联及线下对公转账。部分地区企业客户可申请货到付款，',
    '货到付款订单请在签收时向配送人员确认金额，支持对公转账凭证核验。',
  ),
  '3-1': p(
    '现货商品下单后 1-3 个工作日内发货，偏远地区配送时效以物流公司为准。',
    '大件商品将由物流公司预约送货。',
  ),
  '3-2': p('签收前请检查外包装是否完好，核对商品型号、数量。如有破损或短少，请当场拒收并联系客服。'),
  '3-3': p('退款审核通过后，款项将在 3-7 个工作日内按原支付路径退回；对公转账订单退回至付款账户。'),
  '4-1': p('工业品商城是面向企业客户的一站式工业品采购平台，提供工具、劳保、电工、给排水、办公等品类商品。'),
  '4-2': p('我们重视您的隐私。平台仅为完成交易、开具发票和提供售后服务收集必要信息，不会向无关第三方提供。'),
  '4-3': p('欢迎使用工业品商城。注册即表示您同意遵守平台的交易规则、发票规则与售后规则。'),
  '5-1': p('注册需要手机号验证。一个手机号只能注册一个账号；如手机号已被注册，可通过“忘记密码”找回。'),
  '5-2': p('平台可开具增值税电子专用发票和纸质专用发票。请在个人中心维护开票信息，订单完成后申请开票。'),
  '5-3': p('常见问题：如何修改收货地址？如何申请售后？如何导出报价单？请查看对应帮助或联系客服。'),
};

const COMPANY_INTRO = [
  '<h2>关于工业品商城</h2>',
  '<p>工业品商城是专注于 MRO（维护、维修、运行）工业品的 B2B 采购平台，服务制造业工厂、建筑工程、物业、',
  '学校医院及政府机关等企业客户。</p>',
  '<p>平台汇集世达、史丹利、博世、3M、霍尼韦尔、正泰、德力西、公牛、得力等数十个行业知名品牌，',
  '覆盖工具耗材、安全防护、电工电气、给排水、办公用品等十余个一级品类、数万种商品。</p>',
  '<h3>我们的承诺</h3><ul><li>品牌正品，来源可溯</li><li>阳光采购，价格透明</li>',
  '<li>增值税专用发票，全程可查</li><li>专业客服，售后无忧</li></ul>',
].join('');

/** Notices, hot words, banners, help articles and the company introduction. */
export const contentSeeder: Seeder = {
  name: 'content',
  async run({ db }) {
    await db
      .insert(banners)
      .values(BANNER_SEED.map((b, i) => ({ ...b, imageUrl: bannerImagePath(i + 1), sort: i })));
    await db.insert(hotWords).values(HOT_WORDS.map((hotWord, sort) => ({ hotWord, sort })));
    await db.insert(notices).values(
      NOTICES.map((n, i) => ({
        title: n.title,
        contentHtml: n.content,
        createdAt: new Date(BASE - i * 3 * DAY),
      })),
    );
    await db.insert(helpArticles).values(
      HELP_ARTICLES_INDEX.flatMap((group) =>
        group.items.map((item, sort) => ({
          type: item.type,
          groupTitle: group.title,
          title: item.title,
          contentHtml: HELP_BODIES[item.type] ?? p(item.title),
          sort,
        })),
      ),
    );
    await db
      .insert(sitePages)
      .values({ key: 'company-introduction', title: '公司介绍', contentHtml: COMPANY_INTRO });
  },
};
