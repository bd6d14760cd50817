import { StepperBox, useEditedText } from '@/components/stepper-box';
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
  const [text, setText] = useEditedText(value);
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
    <StepperBox
      className="mall-qty"
      text={text}
      setText={setText}
      label={tradeCopy.cart.quantityOf(title)}
      disabled={disabled}
      minusDisabled={value - step < moq}
      plusDisabled={max > 0 && value + step > max}
      onMinus={() => commit(value - Math.max(1, step))}
      onPlus={() => {
        if (max > 0 && value + step > max) toast.warning(tradeCopy.cart.overStock(max, unit));
        else commit(value + Math.max(1, step));
      }}
      onCommit={commit}
    />
  );
}
