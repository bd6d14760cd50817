import { Select, type SelectProps } from 'antd';

/**
 * A select of members or departments found by typing part of a name (it searches the options' labels);
 * `label` names it for screen readers. Inside a Form.Item, which gives it its value.
 */
export function NameSelect({
  label,
  ...props
}: Omit<SelectProps, 'showSearch' | 'aria-label'> & { label: string }) {
  return <Select showSearch={{ optionFilterProp: 'label' }} aria-label={label} {...props} />;
}
