import { useState, type ReactNode } from 'react';
import { Button, Input } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { tradeCopy } from '@/locales/zh-CN-trade';

/** The text of an edited box: follows `value` when it changes, and is what the buyer types in between. */
export function useEditedText(value: number | string) {
  const [text, setText] = useState(String(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(String(value));
  }
  return [text, setText] as const;
}

type Props = {
  className: string;
  /** The box's text and its setter, from useEditedText. */
  text: string;
  setText: (text: string) => void;
  /** The box's accessible name. */
  label: string;
  disabled?: boolean;
  /** Digits kept of what is typed; all when missing. */
  maxDigits?: number;
  minusDisabled: boolean;
  plusDisabled: boolean;
  onMinus: () => void;
  onPlus: () => void;
  /** The typed number, when the box is left (or Enter). */
  onCommit: (raw: number) => void;
};

/** − [n] +: a whole-number box between its two step buttons (the cart's and a purchase list's quantities). */
export function StepperBox(props: Props) {
  const { text, setText, disabled } = props;
  const stepButton = (icon: ReactNode, label: string, off: boolean, onClick: () => void) => (
    <Button size="small" icon={icon} aria-label={label} disabled={disabled || off} onClick={onClick} />
  );
  return (
    <div className={props.className}>
      {stepButton(<MinusOutlined />, tradeCopy.cart.decrease, props.minusDisabled, props.onMinus)}
      <Input
        size="small"
        value={text}
        aria-label={props.label}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/[^\d]/g, '').slice(0, props.maxDigits))}
        onBlur={() => props.onCommit(Number(text || 0))}
        onPressEnter={(e) => (e.target as HTMLInputElement).blur()}
      />
      {stepButton(<PlusOutlined />, tradeCopy.cart.increase, props.plusDisabled, props.onPlus)}
    </div>
  );
}
