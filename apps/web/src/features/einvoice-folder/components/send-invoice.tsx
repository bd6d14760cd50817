import { useState } from 'react';
import { FormModal } from '@mall/client-kit';
import { Button, Form, Input } from 'antd';
import {
  EINVOICE_DELIVERY_MSG,
  einvoiceDeliveryEmail,
  einvoiceDeliveryPhone,
  type EinvoiceFolderRow,
} from '@mall/shared';
import { schemaRule } from '@/lib/form-rules';
import { toast } from '@/lib/toast';
import { invoiceFolderCopy } from '@/locales/zh-CN-invoice-folder';
import { deliverFolderInvoice } from '../api/einvoice-folder-api';

const c = invoiceFolderCopy.invoiceFolder;

type Values = { email?: string; phone?: string };

/** One key per dialog: a retried 发送 (a lost answer, a second click) is the same delivery at the server. */
function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function SendModal({ row, onClose }: { row: EinvoiceFolderRow; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [key] = useState(newKey);
  // Either address will do: a change to one re-checks the other's "at least one" rule.
  const eitherRule = {
    validator: async () => {
      const { email, phone } = form.getFieldsValue();
      if (!email?.trim() && !phone?.trim()) throw new Error(EINVOICE_DELIVERY_MSG.NONE);
    },
  };
  return (
    <FormModal<Values>
      open
      form={form}
      title={c.sendTitle}
      okText={c.send}
      name="einvoice-send"
      onClose={onClose}
      intro={<p className="muted">{c.sendIntro(row.number)}</p>}
      onSubmit={async ({ email, phone }) => {
        await deliverFolderInvoice({
          id: row.id,
          email: email?.trim() ?? '',
          phone: phone?.trim() ?? '',
          idempotencyKey: key,
        });
        toast.success(c.sent);
      }}
    >
      <Form.Item
        name="email"
        label={c.email}
        dependencies={['phone']}
        rules={[schemaRule(einvoiceDeliveryEmail, true), eitherRule]}
      >
        <Input maxLength={100} placeholder={c.emailPlaceholder} autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={c.phone}
        dependencies={['email']}
        rules={[schemaRule(einvoiceDeliveryPhone, true), eitherRule]}
      >
        <Input maxLength={11} placeholder={c.phonePlaceholder} autoComplete="tel" />
      </Form.Item>
    </FormModal>
  );
}

/** 发送: the invoice to an e-mail address and/or a mobile phone (the seller's invoice service sends it). */
export function SendInvoice({ row }: { row: EinvoiceFolderRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {c.send}
      </Button>
      {open && <SendModal row={row} onClose={() => setOpen(false)} />}
    </>
  );
}
