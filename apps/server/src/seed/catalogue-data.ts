/**
 * The dictionary behind the demo catalogue: category tree, product profiles (attributes, units, price
 * ranges, illustration), brands and scene zones. Ids follow from the order of these lists, so keep it.
 *
 * Id scheme: level-one ids are 1..16 in list order; level-two ids count on from 17 in list order
 * (so 19 is 测量工具 under 工具耗材); level-three ids are parentId*100 + position (1909 = 激光测距仪).
 */

/** Illustration drawn by the generated product image (modules/catalogue/media). */
export type ArtKind =
  | 'wrench'
  | 'drill'
  | 'ruler'
  | 'toolbox'
  | 'disc'
  | 'bit'
  | 'helmet'
  | 'glove'
  | 'goggles'
  | 'mask'
  | 'shoe'
  | 'harness'
  | 'suit'
  | 'breaker'
  | 'cable'
  | 'socket'
  | 'tape'
  | 'relay'
  | 'pipe'
  | 'valve'
  | 'pump'
  | 'faucet'
  | 'filter'
  | 'pen'
  | 'paper'
  | 'folder'
  | 'printer'
  | 'stapler'
  | 'lamp'
  | 'bulb'
  | 'bolt'
  | 'nut'
  | 'cart'
  | 'shelf'
  | 'bin'
  | 'hook'
  | 'cabinet'
  | 'welder'
  | 'bearing'
  | 'gear'
  | 'cylinder'
  | 'meter'
  | 'gauge'
  | 'broom'
  | 'bottle'
  | 'fan'
  | 'roll'
  | 'hinge'
  | 'beam'
  | 'can';

export type Profile = {
  /** Attributes with one value per product (shared by its SKUs). */
  attrs: Record<string, string[]>;
  /** The attribute whose value differs between a product's SKUs, and its values (ascending price). */
  vary: [string, string[]];
  units: string[];
  /** Base price range in yuan. */
  price: [number, number];
  art: ArtKind;
  /** Minimum order quantity and step (default 1/1). */
  moq?: [number, number];
};

const P = (
  art: ArtKind,
  units: string,
  price: [number, number],
  vary: [string, string],
  attrs: Record<string, string> = {},
  moq?: [number, number],
): Profile => ({
  art,
  units: units.split(' '),
  price,
  vary: [vary[0], vary[1].split(' ')],
  attrs: Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, v.split(' ')])),
  moq,
});

export const PROFILES = {
  handtool: P('wrench', '把', [8, 180], ['规格', '6mm 8mm 10mm 12mm 14mm 17mm 19mm 24mm'], {
    材质: '铬钒钢 S2合金钢 碳钢 铬钼钢',
    表面处理: '镀铬 发黑 磨砂镍',
  }),
  screwdriver: P(
    'wrench',
    '把',
    [6, 60],
    ['规格', 'PH0×75mm PH1×75mm PH1×100mm PH2×100mm PH2×150mm PH3×200mm'],
    {
      材质: 'S2合金钢 铬钒钢',
      颜色: '红黑 黄黑 蓝黑',
    },
  ),
  powertool: P('drill', '台', [180, 2600], ['功率', '350W 500W 650W 800W 1050W 1500W'], {
    电压: '220V 18V锂电 20V锂电 12V锂电',
    颜色: '蓝色 绿色 黄色 红色',
  }),
  measure: P('ruler', '把', [10, 900], ['量程', '0-25mm 0-150mm 0-200mm 0-300mm 0-500mm'], {
    精度: '±0.02mm ±0.01mm ±0.03mm',
    材质: '不锈钢 碳钢 硬质合金',
  }),
  tapemeasure: P('ruler', '把', [8, 120], ['长度', '3m 5m 7.5m 10m'], {
    材质: '碳钢尺带 不锈钢尺带',
    颜色: '黄色 红色 黑色',
  }),
  rangefinder: P('meter', '台', [120, 2600], ['量程', '40m 60m 80m 100m 120m'], {
    精度: '±1.5mm ±2mm ±3mm',
    防护等级: 'IP54 IP65',
  }),
  toolset: P('toolbox', '套', [60, 1500], ['件数', '12件套 24件套 46件套 61件套 120件套'], {
    材质: '铬钒钢 S2合金钢',
    包装: '吹塑盒 金属工具箱 帆布包',
  }),
  abrasive: P(
    'disc',
    '片',
    [2, 60],
    ['规格', '100×16mm 105×1.2×16mm 125×22mm 180×22mm 230×22mm'],
    { 材质: '白刚玉 棕刚玉 碳化硅 金刚石' },
    [10, 10],
  ),
  drillbit: P('bit', '支', [3, 120], ['直径', '3mm 4mm 5mm 6mm 8mm 10mm 12mm'], {
    材质: '高速钢 含钴高速钢 硬质合金',
    柄型: '直柄 六角柄 四坑柄',
  }),
  helmet: P('helmet', '顶', [15, 180], ['款式', 'V型 一字型 欧式透气 带护目镜'], {
    材质: 'ABS HDPE 玻璃钢 PE',
    颜色: '白色 黄色 红色 蓝色',
  }),
  glove: P(
    'glove',
    '副',
    [3, 80],
    ['尺码', 'S M L XL'],
    { 材质: '丁腈 乳胶 PU涂层 牛皮 芳纶', 防护等级: 'EN388-4121 EN388-4131 EN388-4543 防切割5级' },
    [12, 12],
  ),
  eyewear: P('goggles', '副', [8, 260], ['款式', '防冲击 防雾 防紫外线 电焊专用'], {
    镜片材质: 'PC 钢化玻璃',
    颜色: '透明 灰色 黄色',
  }),
  respirator: P('mask', '盒', [5, 480], ['包装', '单只装 10只/盒 20只/盒 240只/箱'], {
    防护等级: 'KN95 KN90 KP95 P100',
    颜色: '白色 灰色',
  }),
  shoe: P('shoe', '双', [80, 680], ['尺码', '38 39 40 41 42 43 44 45'], {
    防护等级: '保护足趾 防刺穿 防静电 电绝缘6kV',
    材质: '牛皮 超纤 飞织',
  }),
  harness: P('harness', '套', [60, 900], ['规格', '单钩 双钩 五点式全身 1.8m缓冲绳'], {
    材质: '涤纶 锦纶',
    防护等级: 'GB6095-2021',
  }),
  suit: P('suit', '套', [30, 600], ['尺码', '165/M 170/L 175/XL 180/2XL 185/3XL'], {
    材质: '纯棉 涤棉 阻燃面料 无纺布',
    颜色: '藏青 橙色 灰色 白色',
  }),
  breaker: P('breaker', '个', [12, 1200], ['额定电流', '6A 10A 16A 20A 25A 32A 40A 63A'], {
    额定电压: '230V 400V 230/400V',
    极数: '1P 2P 3P 4P 1P+N',
  }),
  cable: P('cable', '卷', [80, 1800], ['规格', '1.5mm² 2.5mm² 4mm² 6mm² 10mm²'], {
    材质: '无氧铜 铜芯',
    颜色: '红色 蓝色 黄绿双色 黑色 白色',
    长度: '100米/卷',
  }),
  socket: P('socket', '个', [6, 120], ['款式', '五孔 一开单控 二开双控 带USB 三孔16A'], {
    颜色: '白色 香槟金 灰色 黑色',
    额定电流: '10A 16A',
  }),
  elecaux: P(
    'tape',
    '包',
    [2, 80],
    ['规格', '小号 中号 大号 加长型'],
    { 材质: 'PVC 尼龙66 紫铜 聚烯烃', 颜色: '黑色 白色 红色' },
    [5, 5],
  ),
  control: P('relay', '个', [30, 5000], ['规格', '9A 12A 18A 25A 32A 50A'], {
    线圈电压: 'AC220V AC380V DC24V',
    防护等级: 'IP20 IP40',
  }),
  pipe: P('pipe', '根', [3, 200], ['规格', 'dn20 dn25 dn32 dn40 dn50 dn63 dn110'], {
    材质: 'PPR PVC-U PE 镀锌钢',
    颜色: '白色 灰色 绿色',
    长度: '4米/根',
  }),
  fitting: P(
    'pipe',
    '个',
    [1, 60],
    ['规格', 'dn20 dn25 dn32 dn40 dn50'],
    { 材质: 'PPR PVC-U 黄铜 304不锈钢' },
    [10, 10],
  ),
  valve: P('valve', '个', [15, 3000], ['规格', 'DN15 DN20 DN25 DN32 DN50 DN80 DN100'], {
    材质: '黄铜 球墨铸铁 304不锈钢 碳钢',
    公称压力: 'PN10 PN16 PN25',
  }),
  pump: P('pump', '台', [300, 9000], ['功率', '370W 750W 1.1kW 2.2kW 4kW'], {
    电压: '220V 380V',
    材质: '铸铁 304不锈钢',
  }),
  sanitary: P('faucet', '个', [20, 600], ['款式', '单冷 冷热 加长 感应式'], {
    材质: '304不锈钢 黄铜 锌合金',
    颜色: '镀铬 拉丝 哑光黑',
  }),
  watertreat: P('filter', '个', [30, 3000], ['规格', '10英寸 20英寸 400G 600G'], {
    过滤精度: '1微米 5微米 0.01微米',
  }),
  pen: P('pen', '盒', [6, 120], ['包装', '单支 12支/盒 24支/盒'], {
    颜色: '黑色 蓝色 红色',
    笔尖: '0.38mm 0.5mm 0.7mm',
  }),
  paper: P('paper', '包', [12, 260], ['规格', 'A4-500张 A4-5包/箱 A3-500张 B5-500张'], {
    克重: '70g 80g',
    颜色: '白色',
  }),
  filing: P(
    'folder',
    '个',
    [2, 90],
    ['规格', 'A4 A5 F4'],
    { 材质: 'PP 纸质 金属', 颜色: '蓝色 黑色 透明' },
    [5, 5],
  ),
  officeconsumable: P('printer', '个', [30, 1500], ['型号', '标准容量 大容量 超大容量'], {
    颜色: '黑色 彩色',
  }),
  stationery: P('stapler', '个', [3, 120], ['规格', '小号 中号 大号'], { 颜色: '黑色 蓝色 灰色 白色' }),
  lamp: P('lamp', '套', [20, 1800], ['功率', '9W 18W 36W 50W 100W 150W 200W'], {
    色温: '3000K 4000K 6500K',
    防护等级: 'IP20 IP54 IP65 IP66',
  }),
  bulb: P(
    'bulb',
    '个',
    [3, 80],
    ['功率', '5W 9W 13W 18W 24W 36W'],
    { 色温: '3000K 4000K 6500K', 灯头: 'E27 E14 GU10 T8' },
    [10, 10],
  ),
  bolt: P('bolt', '盒', [8, 260], ['规格', 'M6×20 M8×30 M8×40 M10×40 M12×50 M16×60 M20×80'], {
    材质: '304不锈钢 316不锈钢 碳钢镀锌 8.8级碳钢 12.9级合金钢',
    包装: '50只/盒 100只/盒 200只/盒',
  }),
  nut: P('nut', '盒', [5, 160], ['规格', 'M4 M5 M6 M8 M10 M12 M16'], {
    材质: '304不锈钢 碳钢镀锌 8级碳钢',
    包装: '100只/盒 500只/盒 1000只/盒',
  }),
  trolley: P('cart', '台', [150, 6000], ['规格', '150kg 300kg 500kg 2吨 3吨'], {
    材质: '钢制 铝合金 工程塑料',
    颜色: '蓝色 黄色 灰色',
  }),
  shelf: P('shelf', '组', [180, 3000], ['规格', '1500×500×2000mm 1800×600×2000mm 2000×600×2500mm'], {
    材质: '冷轧钢',
    层数: '4层 5层',
    颜色: '灰白 蓝橙',
  }),
  bin: P('bin', '个', [8, 180], ['规格', '300×200×120mm 400×300×150mm 600×400×280mm 800×600×400mm'], {
    材质: 'PP HDPE',
    颜色: '蓝色 红色 黄色 灰色',
  }),
  sling: P('hook', '条', [20, 3000], ['长度', '1m 2m 3m 5m 6m'], {
    承重: '1吨 2吨 3吨 5吨',
    材质: '涤纶 合金钢',
  }),
  cabinet: P('cabinet', '台', [300, 5000], ['规格', '5抽 7抽 9抽'], {
    材质: '冷轧钢',
    颜色: '蓝色 红色 灰色',
  }),
  welder: P('welder', '台', [500, 12000], ['型号', 'ZX7-200 ZX7-250 ZX7-315 ZX7-400 NBC-270'], {
    电压: '220V 380V 220/380V双电压',
  }),
  weldmat: P('roll', '包', [20, 600], ['直径', '2.5mm 3.2mm 4.0mm 0.8mm 1.0mm 1.2mm'], {
    材质: 'J422碳钢 J507碳钢 A102不锈钢 ER50-6',
    包装: '5公斤/包 20公斤/箱',
  }),
  weldsafety: P('helmet', '个', [15, 600], ['款式', '手持式 头戴式 自动变光'], { 颜色: '黑色 红色 蓝色' }),
  cutting: P('disc', '台', [200, 8000], ['规格', '355mm 400mm LGK-60 LGK-100'], { 电压: '220V 380V' }),
  bearing: P('bearing', '个', [6, 800], ['型号', '6201 6202 6203 6204 6205 6305 6308'], {
    材质: 'GCr15轴承钢 不锈钢',
    密封形式: '开式 ZZ铁盖 2RS胶盖',
  }),
  transmission: P('gear', '条', [10, 1500], ['型号', 'A型 B型 C型 08B 10A 12A'], {
    材质: '橡胶 合金钢 不锈钢',
  }),
  pneumatic: P('cylinder', '个', [20, 2000], ['规格', '缸径16mm 缸径25mm 缸径32mm 缸径50mm 缸径63mm'], {
    材质: '铝合金 304不锈钢 黄铜',
    使用压力: '0.1-0.9MPa 0.15-1.0MPa',
  }),
  pneufitting: P(
    'pipe',
    '个',
    [2, 120],
    ['规格', '4mm 6mm 8mm 10mm 12mm'],
    { 材质: '黄铜镀镍 PU 尼龙' },
    [10, 10],
  ),
  hydraulic: P('cylinder', '个', [200, 9000], ['规格', '10MPa 16MPa 21MPa 31.5MPa'], { 材质: '合金钢 铸铁' }),
  compressor: P('pump', '台', [600, 18000], ['规格', '0.12m³/min 0.36m³/min 0.9m³/min 1.7m³/min'], {
    电压: '220V 380V',
  }),
  elecmeter: P('meter', '台', [40, 9000], ['型号', '基础款 真有效值 高精度 钳形款'], {
    显示: '数显 指针',
    精度等级: '0.5级 1.0级 1.5级',
  }),
  thermometer: P('meter', '台', [30, 3000], ['量程', '-50~300℃ -30~550℃ -20~1000℃'], { 显示: '数显 指针' }),
  detector: P('meter', '台', [80, 12000], ['规格', '单一气体 四合一 泵吸式'], { 防护等级: 'IP54 IP65 IP67' }),
  pressure: P('gauge', '个', [20, 800], ['量程', '0-0.6MPa 0-1.6MPa 0-2.5MPa 0-10MPa'], {
    表盘直径: '60mm 100mm 150mm',
    材质: '不锈钢 碳钢',
  }),
  cleantool: P('broom', '把', [5, 120], ['规格', '标准款 加长款 加宽款'], {
    材质: 'PP 不锈钢 棉纱',
    颜色: '蓝色 灰色 红色',
  }),
  cleaner: P('bottle', '瓶', [6, 260], ['规格', '500ml 1L 4L 20L'], { 适用: '通用 油污 玻璃 地面' }),
  trashbin: P('bin', '个', [15, 900], ['规格', '20L 50L 120L 240L'], {
    材质: 'PP HDPE 不锈钢',
    颜色: '绿色 灰色 蓝色 红色',
  }),
  tissue: P('paper', '箱', [30, 300], ['规格', '200抽×20包 3层×48卷 大盘纸12卷'], { 材质: '原生木浆' }),
  lubricant: P('can', '桶', [20, 2000], ['规格', '400ml 1L 4L 18L 200L'], {
    类型: '锂基润滑脂 液压油 齿轮油 导轨油 防锈油',
  }),
  adhesive: P(
    'bottle',
    '支',
    [8, 600],
    ['规格', '10g 50ml 250ml 300ml'],
    { 颜色: '透明 黑色 白色 灰色' },
    [5, 5],
  ),
  fan: P('fan', '台', [120, 6000], ['规格', '300mm 400mm 500mm 600mm 1000mm'], {
    电压: '220V 380V',
    材质: '钢制 玻璃钢 不锈钢',
  }),
  hvacpart: P('gauge', '个', [10, 1500], ['规格', '1/4英寸 3/8英寸 1/2英寸 5/8英寸'], {
    材质: '紫铜 铝 黄铜',
  }),
  insulation: P('roll', '卷', [20, 600], ['规格', '10mm 20mm 30mm 50mm'], { 材质: '橡塑 玻璃棉 岩棉 铝箔' }),
  doorhw: P(
    'hinge',
    '个',
    [5, 600],
    ['规格', '3英寸 4英寸 5英寸'],
    { 材质: '304不锈钢 锌合金 铁镀锌', 颜色: '拉丝 黑色 金色' },
    [2, 2],
  ),
  building: P('roll', '包', [15, 500], ['规格', '5kg 20kg 25kg 50kg'], { 类型: '防水 找平 瓷砖胶 石膏' }),
  steel: P('beam', '根', [30, 2000], ['规格', '25×25mm 40×40mm 50×50mm 100×50mm'], {
    材质: 'Q235 Q355 304不锈钢 6063铝合金',
    长度: '6米/根',
  }),
  paint: P('can', '桶', [30, 1500], ['规格', '1kg 5kg 20kg'], {
    颜色: '白色 灰色 红色 黄色 绿色',
    类型: '醇酸漆 环氧地坪漆 防锈漆 丙烯酸漆',
  }),
} satisfies Record<string, Profile>;

export type ProfileKey = keyof typeof PROFILES;

/** `items` are level-three titles; 'title:profile' gives one item its own profile. */
export type Level2Def = { title: string; profile: ProfileKey; items: string[] };
export type Level1Def = { title: string; color: string; children: Level2Def[] };

const L2 = (title: string, profile: ProfileKey, items: string): Level2Def => ({
  title,
  profile,
  items: items.split(' '),
});

/** The category tree, in id order (see the id scheme above). */
export const CATEGORY_TREE: Level1Def[] = [
  {
    title: '工具耗材',
    color: '#1677ff',
    children: [
      L2('手动工具', 'handtool', '扳手 套筒 钳子 锤子 美工刀 内六角扳手 管子钳'),
      L2('电动工具', 'powertool', '电钻 冲击钻 电锤 角磨机 电圆锯 曲线锯 充电式扳手'),
      L2(
        '测量工具',
        'measure',
        '卷尺:tapemeasure 钢直尺 游标卡尺 数显卡尺 千分尺 水平仪 直角尺 塞尺 激光测距仪:rangefinder 高度尺',
      ),
      L2('螺丝刀', 'screwdriver', '十字螺丝刀 一字螺丝刀 精密螺丝刀 绝缘螺丝刀 棘轮螺丝刀'),
      L2('工具套装', 'toolset', '综合工具套装 电工工具套装 汽修工具套装 套筒扳手套装 家用工具箱'),
      L2('切割打磨', 'abrasive', '切割片 磨光片 百叶片 砂纸 砂轮'),
      L2('钻头刀具', 'drillbit', '麻花钻头 冲击钻头 开孔器 丝锥 铣刀'),
    ],
  },
  {
    title: '安全防护',
    color: '#fa8c16',
    children: [
      L2('头部防护', 'helmet', '安全帽 防撞帽 安全帽配件 电工安全帽 矿用安全帽'),
      L2('手部防护', 'glove', '丁腈手套 防割手套 绝缘手套 耐高温手套 劳保手套 一次性手套'),
      L2('眼面部防护', 'eyewear', '防护眼镜 护目镜 防护面屏 焊接面罩'),
      L2('呼吸防护', 'respirator', '防尘口罩 防毒面具 滤毒盒 过滤棉 一次性口罩'),
      L2('足部防护', 'shoe', '安全鞋 绝缘鞋 防砸鞋 安全雨靴 防静电鞋'),
      L2('坠落防护', 'harness', '安全带 安全绳 防坠器 安全网'),
      L2('防护服装', 'suit', '工作服 反光背心 防化服 阻燃服 雨衣'),
    ],
  },
  {
    title: '电工电气',
    color: '#faad14',
    children: [
      L2('低压配电', 'breaker', '小型断路器 漏电保护器 塑壳断路器 隔离开关 配电箱 浪涌保护器'),
      L2('电线电缆', 'cable', 'BV电线 BVR软线 RVV护套线 电力电缆 网线 控制电缆'),
      L2('开关插座', 'socket', '墙壁开关 墙壁插座 排插 工业插座 地插'),
      L2('电工辅料', 'elecaux', '电工胶带 尼龙扎带 接线端子 热缩管 PVC线槽 线管'),
      L2('工业控制', 'control', '交流接触器 中间继电器 按钮开关 指示灯 变频器 时间继电器'),
    ],
  },
  {
    title: '给排水',
    color: '#13c2c2',
    children: [
      L2('管材', 'pipe', 'PPR给水管 PVC排水管 PE给水管 镀锌钢管 不锈钢水管'),
      L2('管件', 'fitting', 'PPR弯头 PPR三通 PVC直接 内丝接头 活接 管卡'),
      L2('阀门', 'valve', '球阀 闸阀 截止阀 止回阀 蝶阀 减压阀 角阀'),
      L2('水泵', 'pump', '自吸泵 管道泵 潜水泵 增压泵 污水泵'),
      L2('卫浴五金', 'sanitary', '水龙头 地漏 软管 花洒 拖把池龙头'),
      L2('水处理', 'watertreat', '前置过滤器 净水器 滤芯 软水机'),
    ],
  },
  {
    title: '办公用品',
    color: '#52c41a',
    children: [
      L2('书写工具', 'pen', '中性笔 圆珠笔 记号笔 白板笔 荧光笔 铅笔'),
      L2('纸张本册', 'paper', '复印纸 笔记本 便利贴 打印纸 信封'),
      L2('文件管理', 'filing', '文件夹 档案盒 文件袋 资料册 票据夹'),
      L2('办公耗材', 'officeconsumable', '硒鼓 墨盒 色带 碳粉 标签纸'),
      L2('桌面文具', 'stationery', '订书机 计算器 剪刀 胶水 长尾夹 笔筒'),
    ],
  },
  {
    title: '照明灯具',
    color: '#fadb14',
    children: [
      L2('室内照明', 'lamp', 'LED平板灯 LED筒灯 LED灯管支架 吸顶灯 格栅灯'),
      L2('工业照明', 'lamp', '工矿灯 三防灯 防爆灯 线条灯'),
      L2('户外照明', 'lamp', 'LED投光灯 路灯 太阳能灯 庭院灯'),
      L2('应急照明', 'lamp', '应急灯 安全出口指示灯 手电筒 头灯'),
      L2('光源', 'bulb', 'LED球泡灯 LED灯管 LED灯带 射灯灯杯'),
    ],
  },
  {
    title: '紧固件',
    color: '#8c8c8c',
    children: [
      L2('螺栓', 'bolt', '外六角螺栓 内六角螺栓 马车螺栓 双头螺栓 法兰螺栓'),
      L2('螺母', 'nut', '六角螺母 尼龙锁紧螺母 法兰螺母 蝶形螺母 盖形螺母'),
      L2('螺钉', 'bolt', '十字盘头螺钉 自攻螺钉 沉头螺钉 钻尾螺钉 紧定螺钉'),
      L2('垫圈', 'nut', '平垫圈 弹簧垫圈 防松垫圈 密封垫圈'),
      L2('铆钉', 'nut', '抽芯铆钉 拉铆螺母 实心铆钉 封闭型铆钉'),
      L2('锚栓', 'bolt', '膨胀螺栓 化学锚栓 重型锚栓 塑料膨胀管'),
    ],
  },
  {
    title: '搬运存储',
    color: '#2f54eb',
    children: [
      L2('搬运车', 'trolley', '手推车 液压搬运车 平板车 堆高车 登高车'),
      L2('货架', 'shelf', '轻型货架 中型货架 重型货架 阁楼货架'),
      L2('周转箱', 'bin', '塑料周转箱 零件盒 物流箱 折叠箱 托盘'),
      L2('起重吊索', 'sling', '吊装带 手拉葫芦 卸扣 钢丝绳 电动葫芦'),
      L2('工具柜', 'cabinet', '工具车 抽屉工具柜 重型工作台 挂板'),
    ],
  },
  {
    title: '焊接切割',
    color: '#f5222d',
    children: [
      L2('焊机', 'welder', '电焊机 氩弧焊机 二保焊机 点焊机'),
      L2('焊材', 'weldmat', '碳钢焊条 不锈钢焊条 实心焊丝 药芯焊丝 焊锡丝'),
      L2('焊接防护', 'weldsafety', '电焊面罩 焊接手套 焊接围裙 焊接防护帘'),
      L2('切割设备', 'cutting', '型材切割机 等离子切割机 割炬 割嘴'),
    ],
  },
  {
    title: '机械传动',
    color: '#722ed1',
    children: [
      L2('轴承', 'bearing', '深沟球轴承 圆锥滚子轴承 调心轴承 带座轴承 直线轴承'),
      L2('传动带', 'transmission', '三角带 同步带 多楔带 输送带'),
      L2('链条链轮', 'transmission', '滚子链 链轮 输送链 链条接头'),
      L2('联轴器', 'transmission', '梅花联轴器 弹性联轴器 膜片联轴器 万向节'),
    ],
  },
  {
    title: '气动液压',
    color: '#08979c',
    children: [
      L2('气动元件', 'pneumatic', '气缸 电磁阀 气源处理器 调速阀 消声器'),
      L2('气管接头', 'pneufitting', 'PU气管 快插接头 快速接头 气管剪'),
      L2('液压元件', 'hydraulic', '液压缸 液压阀 液压泵 液压油管'),
      L2('空压机', 'compressor', '静音空压机 活塞空压机 螺杆空压机 储气罐'),
    ],
  },
  {
    title: '仪器仪表',
    color: '#389e0d',
    children: [
      L2('电工仪表', 'elecmeter', '数字万用表 钳形表 绝缘电阻测试仪 接地电阻测试仪 验电笔'),
      L2('温湿度仪表', 'thermometer', '红外测温仪 温湿度计 热电偶 温度记录仪'),
      L2('检测仪器', 'detector', '气体检测仪 噪音计 照度计 测振仪 粗糙度仪'),
      L2('压力仪表', 'pressure', '压力表 真空表 压力变送器 差压表'),
    ],
  },
  {
    title: '清洁用品',
    color: '#36cfc9',
    children: [
      L2('清洁工具', 'cleantool', '拖把 扫把 清洁推车 玻璃刮 吸水拖把'),
      L2('清洁剂', 'cleaner', '洗手液 多用途清洁剂 重油污清洗剂 消毒液 玻璃清洁剂'),
      L2('垃圾桶', 'trashbin', '分类垃圾桶 户外垃圾桶 脚踏垃圾桶 垃圾袋'),
      L2('纸品毛巾', 'tissue', '抽纸 卷纸 擦手纸 工业擦拭纸 毛巾'),
    ],
  },
  {
    title: '化学品',
    color: '#9254de',
    children: [
      L2('润滑油脂', 'lubricant', '润滑脂 液压油 齿轮油 导轨油 切削液'),
      L2('胶粘剂', 'adhesive', '螺纹锁固胶 瞬干胶 AB胶 结构胶 厌氧胶'),
      L2('防锈除锈', 'adhesive', '防锈剂 除锈剂 松动剂 冷镀锌喷剂'),
      L2('密封胶', 'adhesive', '硅酮密封胶 玻璃胶 聚氨酯密封胶 平面密封胶 生料带'),
    ],
  },
  {
    title: '暖通制冷',
    color: '#1d39c4',
    children: [
      L2('通风设备', 'fan', '排风扇 轴流风机 离心风机 工业风扇 冷风机'),
      L2('空调配件', 'hvacpart', '空调铜管 冷媒 压力表组 扩口器 真空泵'),
      L2('保温材料', 'insulation', '橡塑保温管 玻璃棉 岩棉板 铝箔胶带'),
    ],
  },
  {
    title: '五金建材',
    color: '#d4380d',
    children: [
      L2('门窗五金', 'doorhw', '合页 门锁 闭门器 拉手 门吸 插销'),
      L2('建筑材料', 'building', '防水涂料 水泥 瓷砖胶 石膏板 腻子粉'),
      L2('钢材型材', 'steel', '方管 角钢 槽钢 铝型材 不锈钢板'),
      L2('油漆涂料', 'paint', '防锈漆 地坪漆 标线漆 喷漆 乳胶漆'),
    ],
  },
];

export type BrandDef = {
  name: string;
  latin: string;
  initial: string;
  color: string;
  /** Level-one category ids the brand serves. */
  cats: number[];
  /** Model number template: '#' a digit, '@' a capital letter, anything else literal. */
  model: string;
};

const B = (
  name: string,
  latin: string,
  initial: string,
  color: string,
  cats: number[],
  model: string,
): BrandDef => ({
  name,
  latin,
  initial,
  color,
  cats,
  model,
});

/** Real brands of the field, in id order (id = position + 1). */
export const BRANDS: BrandDef[] = [
  B('世达', 'SATA', 'S', '#d71920', [1, 2, 8], '#####'),
  B('史丹利', 'STANLEY', 'S', '#f6b800', [1, 8], 'STMT#####'),
  B('博世', 'BOSCH', 'B', '#e20015', [1, 12], 'G@@ ###-LI'),
  B('3M', '3M', 'S', '#ff0000', [2, 13, 14, 3], '####'),
  B('霍尼韦尔', 'Honeywell', 'H', '#e4002b', [2, 12], '#######'),
  B('正泰', 'CHINT', 'Z', '#00569d', [3, 6, 12], 'NXB-##'),
  B('德力西', 'DELIXI', 'D', '#e60012', [3, 6], 'CDB#-##'),
  B('公牛', 'BULL', 'G', '#c8102e', [3], 'GN-@##'),
  B('得力', 'deli', 'D', '#e50012', [5, 1], '####'),
  B('联塑', 'LESSO', 'L', '#0067b1', [4], 'LS-###'),
  B('伟星', 'VASEN', 'W', '#005bac', [4], 'VS###'),
  B('施耐德', 'Schneider', 'S', '#3dcd58', [3, 6], 'A9@##'),
  B('西门子', 'SIEMENS', 'X', '#009999', [3, 15], '5SY#-###'),
  B('牧田', 'Makita', 'M', '#00909e', [1], '@@####'),
  B('得伟', 'DEWALT', 'D', '#febd17', [1], 'DC@###'),
  B('力易得', 'ROBUST', 'L', '#e95513', [1], 'R####'),
  B('长城精工', 'GREATWALL', 'C', '#0a5ca8', [1], '###-###'),
  B('代尔塔', 'DELTAPLUS', 'D', '#f39200', [2], '######'),
  B('梅思安', 'MSA', 'M', '#003d7d', [2, 12], '#######'),
  B('飞利浦', 'PHILIPS', 'F', '#0b5ed7', [6], '@@###'),
  B('欧普', 'OPPLE', 'O', '#e60027', [6], 'LTD-@##'),
  B('晨光', 'M&G', 'C', '#0d3c8c', [5], '@@P#####'),
  B('齐心', 'Comix', 'Q', '#e4007f', [5], '@####'),
  B('日丰', 'RIFENG', 'R', '#00913a', [4], 'RF-###'),
  B('金牛', 'JINNIU', 'J', '#a0522d', [4], 'JN-###'),
  B('洁丽雅', 'Grace', 'J', '#e60039', [13], 'W####'),
  B('雷士', 'NVC', 'L', '#e60012', [6], 'NLED###'),
  B('佛山照明', 'FSL', 'F', '#e8380d', [6], 'FS-####'),
  B('东成', 'DONGCHENG', 'D', '#d7000f', [1], 'DZ@##-##'),
  B('田岛', 'TAJIMA', 'T', '#fdd000', [1], 'GL##-##'),
  B('宝工', "Pro'sKit", 'B', '#ef7d00', [1, 3], '@@-###'),
  B('优利德', 'UNI-T', 'Y', '#ed1c24', [12], 'UT###@'),
  B('福禄克', 'FLUKE', 'F', '#ffc20e', [12], 'F###'),
  B('胜利仪器', 'VICTOR', 'S', '#0068b7', [12], 'VC###@'),
  B('斯凯孚', 'SKF', 'S', '#0f58d6', [10], '####-2Z'),
  B('恩斯克', 'NSK', 'E', '#004a9c', [10], '####DDU'),
  B('哈尔滨轴承', 'HRB', 'H', '#1d4f91', [10], '#####'),
  B('盖茨', 'Gates', 'G', '#d52b1e', [10], '@@-####'),
  B('费斯托', 'FESTO', 'F', '#0091dc', [11], 'DSBC-##-##'),
  B('亚德客', 'AirTAC', 'Y', '#004ea2', [11], 'S@##X##'),
  B('美孚', 'Mobil', 'M', '#ee1c25', [14], '@@ ###'),
  B('乐泰', 'LOCTITE', 'L', '#e2001a', [14], '###'),
  B('WD-40', 'WD-40', 'W', '#0058a3', [14], '##-###'),
  B('时代', 'TIME', 'S', '#e60012', [9], 'ZX#-###'),
  B('瑞凌', 'RILAND', 'R', '#e8380d', [9], '@@#-###'),
  B('大西洋', 'ATLANTIC', 'D', '#0054a6', [9], 'CHE###'),
  B('诺力', 'NOBLELIFT', 'N', '#f08200', [8], 'AC##'),
  B('晋亿', 'JINYI', 'J', '#0a4595', [7], 'JY-####'),
  B('坚朗', 'KIN LONG', 'J', '#003f8a', [16, 7], 'KL-####'),
  B('立邦', 'Nippon', 'L', '#e60012', [16], 'NP-###'),
  B('东方雨虹', 'ORIENTAL YUHONG', 'D', '#00539b', [16], 'YH-###'),
  B('格力', 'GREE', 'G', '#0072bc', [15], 'KF-##'),
  B('美的', 'Midea', 'M', '#00a0e9', [15, 13], 'FZ##-##'),
  B('九牧', 'JOMOO', 'J', '#00a0e9', [4], '#####-###'),
  B('南方泵业', 'CNP', 'N', '#004098', [4], 'CDL#-##'),
  B('威乐', 'WILO', 'W', '#009c82', [4], 'PH-###EH'),
  B('白云', 'BAIYUN', 'B', '#0072bc', [13], 'AF####'),
  B('维达', 'Vinda', 'W', '#00a651', [13, 5], 'V####'),
  B('巨力索具', 'JULI', 'J', '#c1272d', [8], 'JL-###'),
  B('天达', 'TIANDA', 'T', '#2b6cb0', [8, 7], 'TD-###'),
];

/** Scene zones: level-one ids 1–5 with fixed first children 6–10 (1→6 … 5→10), further children from 11. */
export const SCENE_ZONES: { id: number; name: string; children: { id: number; name: string }[] }[] = [
  {
    id: 1,
    name: '工厂车间',
    children: [
      { id: 6, name: '设备维修保养' },
      { id: 11, name: '车间安全' },
      { id: 12, name: '生产耗材' },
    ],
  },
  {
    id: 2,
    name: '建筑工地',
    children: [
      { id: 7, name: '施工安全防护' },
      { id: 13, name: '水电安装' },
      { id: 14, name: '工地照明' },
    ],
  },
  {
    id: 3,
    name: '办公行政',
    children: [
      { id: 8, name: '办公室采购' },
      { id: 15, name: '会议接待' },
      { id: 16, name: '保洁用品' },
    ],
  },
  {
    id: 4,
    name: '仓储物流',
    children: [
      { id: 9, name: '仓库搬运' },
      { id: 17, name: '货架存储' },
      { id: 18, name: '包装用品' },
    ],
  },
  {
    id: 5,
    name: '实验检测',
    children: [
      { id: 10, name: '实验室用品' },
      { id: 19, name: '仪器校准' },
      { id: 20, name: '个人防护' },
    ],
  },
];

/** Which scene children a product of each level-one category (by id) may be tagged with. */
export const SCENES_BY_LEVEL1: Record<number, number[]> = {
  1: [6, 12],
  2: [11, 7, 20],
  3: [13, 6],
  4: [13],
  5: [8, 15],
  6: [14, 8],
  7: [12, 6],
  8: [9, 17, 18],
  9: [6, 12],
  10: [6],
  11: [6],
  12: [10, 19],
  13: [16],
  14: [6, 10],
  15: [13],
  16: [7, 13],
};
