import { Alert, Input, Select, Tag } from 'antd';
import { checkoutSubmitBody, COMPANY_MSG, type CheckoutPreview } from '@mall/shared';
import { Price } from '@/components/price';
import { tradeCopy } from '@/locales/zh-CN-trade';

const poNumberSchema = checkoutSubmitBody.shape.poNumber;

/** Why a 采购单号 cannot be sent (required and empty, or characters the server refuses), or null. */
export function poNumberProblem(value: string, required: boolean): string | null {
  if (required && !value.trim()) return COMPANY_MSG.PO_REQUIRED;
  const result = poNumberSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** 采购单号 and 成本中心 of a company buyer, and the budgets this order is charged to. */
export function CompanySection({
  company,
  budgets,
  budgetProblem,
  poNumber,
  poError,
  onPoNumber,
  costCentreId,
  onCostCentre,
}: {
  company: NonNullable<CheckoutPreview['company']>;
  budgets: CheckoutPreview['budgets'];
  budgetProblem: string | null;
  poNumber: string;
  poError: string | null;
  onPoNumber: (value: string) => void;
  costCentreId: number | null;
  onCostCentre: (id: number | null) => void;
}) {
  return (
    <div className="mall-checkout-company">
      <div className="mall-checkout-extra">
        <label>
          <span className={company.poRequired ? 'required' : undefined}>{tradeCopy.checkout.poNumber}</span>
          <span className="field">
            <Input
              aria-label={tradeCopy.checkout.poNumber}
              aria-required={company.poRequired}
              status={poError ? 'error' : undefined}
              value={poNumber}
              onChange={(e) => onPoNumber(e.target.value)}
              placeholder={
                company.poRequired ? tradeCopy.checkout.poNumberRequired : tradeCopy.checkout.poNumberOptional
              }
              maxLength={40}
              style={{ width: 300 }}
            />
            {poError && <span className="error">{poError}</span>}
          </span>
        </label>
        <label>
          <span>{tradeCopy.checkout.costCentre}</span>
          <Select
            aria-label={tradeCopy.checkout.costCentre}
            value={costCentreId ?? undefined}
            onChange={(v: number | undefined) => onCostCentre(v ?? null)}
            allowClear
            placeholder={tradeCopy.checkout.costCentrePlaceholder}
            options={company.costCentres.map((c) => ({ value: c.id, label: c.name }))}
            style={{ width: 300 }}
          />
        </label>
      </div>
      {budgets && budgets.length > 0 && (
        <ul className="mall-checkout-budgets" aria-label={tradeCopy.checkout.budgets}>
          {budgets.map((b) => (
            <li key={b.name} className={b.enough ? '' : 'short'}>
              <span className="name">{b.name}</span>
              {tradeCopy.checkout.budgetRemaining}
              <Price value={b.remaining} />
              {!b.enough && <Tag color="red">{tradeCopy.checkout.budgetShort}</Tag>}
            </li>
          ))}
        </ul>
      )}
      {budgetProblem && (
        <Alert type="error" showIcon className="mall-checkout-alert" title={budgetProblem} role="alert" />
      )}
    </div>
  );
}
