/** Product profiles: what the generated products of a level-three category look like (see ./index.ts). */

import { bearingSize, breakingCapacity } from './derived-specs';

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
  /** Spec values following from a SKU's others (./derived-specs), added after the random ones. */
  derive?: (spec: Record<string, string>, productId: number) => Record<string, string>;
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
  breaker: {
    ...P('breaker', '个', [12, 1200], ['额定电流', '6A 10A 16A 20A 25A 32A 40A 63A'], {
      额定电压: '230V 400V 230/400V',
      极数: '1P 2P 3P 4P 1P+N',
    }),
    derive: breakingCapacity,
  },
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
  bearing: {
    ...P('bearing', '个', [6, 800], ['型号', '6201 6202 6203 6204 6205 6305 6308'], {
      材质: 'GCr15轴承钢 不锈钢',
      密封形式: '开式 ZZ铁盖 2RS胶盖',
    }),
    derive: bearingSize,
  },
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
