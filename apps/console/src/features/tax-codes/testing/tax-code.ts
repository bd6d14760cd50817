import type { TaxCode } from '@mall/shared';

/** The 税收分类编码 of tools (工具, 简称 金属制品, 13 %), for the feature's component tests. */
export const toolsTaxCode: TaxCode = {
  code: '1080422000000000000',
  name: '工具',
  shortName: '金属制品',
  rate: '13',
  rateLabel: '13%',
};
