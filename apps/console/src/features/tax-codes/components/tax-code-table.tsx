import { useState } from 'react';
import { Form, Input, Radio, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { TAX_CODE_MSG, TAX_RATES, TAX_RATE_LABEL, type TaxCode, type TaxRate } from '@mall/shared';
import { FormModal, useListPage, type UrlValues } from '@mall/client-kit';
import { keywordField } from '@/components/filter-fields';
import { ListToolbar } from '@/components/list-toolbar';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { saveTaxCode, taxCodeKeys, useTaxCodes } from '../api/tax-codes';

const c = t.taxCodes;
type Values = { code: string; name: string; shortName: string; rate: TaxRate };

/** The server answers the whole matching table (at most 500 codes); the table pages it here. */
function useCodePage(values: UrlValues) {
  const list = useTaxCodes(values.keyword);
  return { isFetching: list.isFetching, data: list.data && { list: list.data, total: list.data.length } };
}

/** The code's and the 简称's rules as the server has them, so a slip shows beside the field before saving. */
const codeRules = [
  { required: true, message: TAX_CODE_MSG.CODE_FORMAT },
  { pattern: /^\d{19}$/, message: TAX_CODE_MSG.CODE_FORMAT },
];
const shortNameRules = [
  { required: true, whitespace: true, message: TAX_CODE_MSG.SHORT_NAME },
  { max: 20, message: TAX_CODE_MSG.SHORT_NAME },
  { pattern: /^[^*]*$/, message: TAX_CODE_MSG.SHORT_NAME },
];

/** The 税收分类编码 table (编码, 名称, 简称, 税率) with search, add and edit; a code itself is never changed. */
export function TaxCodeTable() {
  const queryClient = useQueryClient();
  const { filterProps, tableProps } = useListPage<TaxCode>({ keys: ['keyword'], useList: useCodePage });
  const whole = useTaxCodes();
  const [editing, setEditing] = useState<Partial<TaxCode> | null>(null);
  const adding = editing !== null && !editing.code;
  const taken = (code: string) => (whole.data ?? []).some((row) => row.code === code.trim());
  return (
    <>
      <ListToolbar
        filterProps={filterProps}
        fields={[keywordField(240, c.keywordPlaceholder)]}
        addLabel={c.addCode}
        onAdd={() => setEditing({})}
      />
      <Table<TaxCode>
        rowKey="code"
        locale={{ emptyText: c.empty }}
        {...tableProps}
        columns={[
          { title: c.codeColumn, dataIndex: 'code', width: 200 },
          { title: c.name, dataIndex: 'name' },
          { title: c.shortName, dataIndex: 'shortName' },
          { title: c.rate, dataIndex: 'rateLabel', width: 100 },
          {
            title: t.common.actions,
            width: 100,
            render: (_, row) => <a onClick={() => setEditing(row)}>{t.common.edit}</a>,
          },
        ]}
      />
      <FormModal<Values>
        open={editing !== null}
        title={adding ? c.addCode : c.editCode}
        name="tax-code"
        initialValues={{
          code: editing?.code ?? '',
          name: editing?.name ?? '',
          shortName: editing?.shortName ?? '',
          rate: editing?.rate ?? '13',
        }}
        onSubmit={(v) =>
          saveTaxCode({
            code: v.code.trim(),
            name: v.name.trim(),
            shortName: v.shortName.trim(),
            rate: v.rate,
          }).then(() => {
            toast.success(c.saved);
            void queryClient.invalidateQueries({ queryKey: taxCodeKeys.all });
          })
        }
        onClose={() => setEditing(null)}
      >
        <Form.Item
          name="code"
          label={c.code}
          extra={c.codeHelp}
          // A code pasted from the bureau's table may carry spaces between its digit groups.
          normalize={(value: string) => value.replace(/\s/g, '')}
          rules={[
            ...codeRules,
            // Saving an existing code overwrites it: adding one already kept is a slip.
            {
              validator: (_, value: string) =>
                adding && value && taken(value) ? Promise.reject(new Error(c.codeTaken)) : Promise.resolve(),
            },
          ]}
        >
          <Input disabled={!adding} inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name="name"
          label={c.name}
          rules={[{ required: true, whitespace: true, max: 100, message: TAX_CODE_MSG.NAME }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="shortName" label={c.shortName} extra={c.shortNameHelp} rules={shortNameRules}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="rate" label={c.rate} rules={[{ required: true, message: TAX_CODE_MSG.RATE }]}>
          <Radio.Group
            optionType="button"
            options={TAX_RATES.map((rate) => ({ value: rate, label: TAX_RATE_LABEL[rate] }))}
          />
        </Form.Item>
      </FormModal>
    </>
  );
}
