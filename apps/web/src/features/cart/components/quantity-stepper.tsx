import { useState } from 'react';
import { Button, Input } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { toast } from '@/lib/toast';
import { fixQuantity, maxQuantity, type QuantityRule } from '../lib/quantity';

type Props = QuantityRule & {
  value: number;
  unit: string;
  title: string;
  disabled?: boolean;
  onChange: (next: number) => void;
};

/** − [n] + on the moq/step grid, capped by stock; a typed value off the grid is moved with a message. */
export function QuantityStepper({ value, moq, step, stock, unit, title, disabled, onChange }: Props) {
  const [text, setText] = useState(String(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(String(value));
  }
  const rule = { moq, step, stock };
  const max = maxQuantity(rule);

  const commit = (raw: number) => {
    const fix = fixQuantity(raw, rule);
    if (fix.reason === 'belowMoq') toast.info(tradeCopy.cart.belowMoq(moq, unit));
    if (fix.reason === 'offStep') toast.info(tradeCopy.cart.offStep(step, unit, fix.value));
    if (fix.reason === 'overStock') toast.warning(tradeCopy.cart.overStock(max, unit));
    setText(String(fix.value));
    if (fix.value !== value) onChange(fix.value);
  };

  return (
    <div className="mall-qty">
      <Button
        size="small"
        icon={<MinusOutlined />}
        aria-label={tradeCopy.cart.decrease}
        disabled={disabled || value - step < moq}
        onClick={() => commit(value - Math.max(1, step))}
      />
      <Input
        size="small"
        value={text}
        aria-label={tradeCopy.cart.quantityOf(title)}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/[^\d]/g, ''))}
        onBlur={() => commit(Number(text || 0))}
        onPressEnter={(e) => (e.target as HTMLInputElement).blur()}
      />
      <Button
        size="small"
        icon={<PlusOutlined />}
        aria-label={tradeCopy.cart.increase}
        disabled={disabled || (max > 0 && value + step > max)}
        onClick={() => {
          if (max > 0 && value + step > max) toast.warning(tradeCopy.cart.overStock(max, unit));
          else commit(value + Math.max(1, step));
        }}
      />
    </div>
  );
}
