import type { ProfileKey } from './profiles';

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
