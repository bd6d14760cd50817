import { useState } from 'react';
import { Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { materialCodesCopy as c } from '@/locales/zh-CN-material-codes';
import { addMaterialCode, materialCodeKeys, updateMaterialCode } from '../api/material-codes';
import { useCodes } from '../api/use-product-codes';
import { hasRole } from '../lib/roles';
import { MaterialCodeFormModal, type MaterialCodeValues } from './material-code-form';
import '../material-code.css';

/**
 * The product page's 物料编码 of the SKU chosen now: shown to every member of the company; its 管理员 and
 * 采购员 set it (设为物料编码) or change it (修改) here, one SKU at a time.
 */
export default function SkuMaterialCode({
  productId,
  skuId,
  label,
}: {
  productId: number;
  skuId: number;
  label: string;
}) {
  const queryClient = useQueryClient();
  const { company, codes } = useCodes(productId);
  const [open, setOpen] = useState(false);
  const editor = hasRole(company, '管理员', '采购员');
  if (!company || !codes) return null;
  const mine = codes.find((x) => x.skuId === skuId) ?? null;
  if (!mine && !editor) return null;
  const save = async (values: MaterialCodeValues) => {
    if (mine) await updateMaterialCode({ id: mine.id, skuId, ...values });
    else await addMaterialCode({ skuId, ...values });
    toast.success(c.saved);
    await queryClient.invalidateQueries({ queryKey: materialCodeKeys.all });
  };
  return (
    <div className="mall-sku-code" data-testid="sku-material-code">
      {mine && (
        <span>
          {c.ours}
          <strong>{mine.code}</strong>
          {mine.description && <span className="mall-muted"> {mine.description}</span>}
          {mine.ratioText && <span className="mall-muted">（{c.ratio(mine.ratioText, mine.unit)}）</span>}
        </span>
      )}
      {editor && (
        <Button type="link" size="small" onClick={() => setOpen(true)}>
          {mine ? c.change : c.setCode}
        </Button>
      )}
      {open && (
        <MaterialCodeFormModal
          open
          code={mine}
          title={mine ? c.editTitle : c.addTitle}
          product={label}
          onClose={() => setOpen(false)}
          onSubmit={save}
        />
      )}
    </div>
  );
}
