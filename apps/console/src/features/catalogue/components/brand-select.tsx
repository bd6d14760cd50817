import { useState } from 'react';
import { Select } from 'antd';
import { useBrands } from '../api/catalogue';

/** A brand picker that searches the brand list as the operator types. */
export function BrandSelect({
  value,
  onChange,
  initialLabel,
  style,
  placeholder,
}: {
  value?: number;
  onChange?: (id: number | undefined) => void;
  initialLabel?: string;
  style?: React.CSSProperties;
  placeholder?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const brands = useBrands({ keyword: keyword || undefined, pageNum: 1, pageSize: 50 });
  const options = (brands.data?.list ?? []).map((b) => ({
    value: b.id,
    label: b.latinName ? `${b.name} ${b.latinName}` : b.name,
  }));
  if (value && initialLabel && !options.some((o) => o.value === value))
    options.unshift({ value, label: initialLabel });
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={brands.isFetching}
      style={style}
      placeholder={placeholder}
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      options={options}
    />
  );
}
