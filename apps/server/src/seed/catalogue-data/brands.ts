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
