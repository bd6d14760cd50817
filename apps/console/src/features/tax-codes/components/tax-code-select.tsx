import { Select } from 'antd';
import type { TaxCode } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { useTaxCodes } from '../api/tax-codes';

/** How a code reads in a picker and a cell: the 19 digits, then 名称（简称，税率）. */
const codeText = (c: TaxCode) => `${c.code} ${c.name}（${c.shortName}，${c.rateLabel}）`;

/** A searchable picker over the code table; cleared (undefined) means "none of its own". */
export function TaxCodeSelect({
  value,
  onChange,
  placeholder,
  id,
}: {
  value?: string;
  onChange?: (code: string | undefined) => void;
  placeholder?: string;
  id?: string;
}) {
  const codes = useTaxCodes();
  return (
    <Select
      id={id}
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ width: '100%' }}
      placeholder={placeholder ?? t.taxCodes.pickPlaceholder}
      loading={codes.isPending}
      value={value}
      onChange={(v?: string) => onChange?.(v ?? undefined)}
      options={(codes.data ?? []).map((c) => ({ value: c.code, label: codeText(c) }))}
    />
  );
}
