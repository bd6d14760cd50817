import { act, fireEvent, screen } from '@testing-library/react';
import type { TaxCode } from '@mall/shared';

/** A 税收分类编码 as the server answers it, for the feature's component tests. */
export const taxCode = (
  code: string,
  name: string,
  shortName: string,
  rate: TaxCode['rate'],
  rateLabel: string,
): TaxCode => ({ code, name, shortName, rate, rateLabel });

/** The 税收分类编码 of tools (工具, 简称 金属制品, 13 %). */
export const toolsTaxCode = taxCode('1080422000000000000', '工具', '金属制品', '13', '13%');

/** Opens a 税收分类编码 picker and chooses the option of this title (`code name（简称，rate）`). */
export async function pickTaxCode(picker: HTMLElement, title: string): Promise<void> {
  fireEvent.mouseDown(picker);
  const option = await screen.findByTitle(title);
  await act(async () => {
    fireEvent.click(option);
  });
}
