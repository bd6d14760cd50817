import { useEffect, useState } from 'react';
import { Cascader, Checkbox, Form, Input, Modal } from 'antd';
import { MOBILE_PATTERN, type Address, type AddressInput, type Region } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { addressApi, getRegionChildren, type AddressOwner } from '../api/address-api';

type RegionOption = { value: string; label: string; isLeaf: boolean; children?: RegionOption[] };
const toOption = (r: Region): RegionOption => ({ value: r.code, label: r.name, isLeaf: r.leaf });

function withChildren(level: RegionOption[], path: string[], children: RegionOption[]): RegionOption[] {
  const [head, ...rest] = path;
  return level.map((o) => {
    if (o.value !== head) return o;
    if (rest.length === 0) return { ...o, children };
    return { ...o, children: withChildren(o.children ?? [], rest, children) };
  });
}

type Values = { contactName: string; mobile: string; region: string[]; detail: string; isDefault: boolean };

/**
 * Province → city → district, loaded level by level from POST /api/global/getSysRegion. Editing an
 * address preloads the chain of its codes so the cascader shows the saved path.
 */
function useRegionOptions(path: string[]) {
  const [options, setOptions] = useState<RegionOption[]>([]);
  const key = path.join('/');
  useEffect(() => {
    let alive = true;
    void (async () => {
      const provinces = (await getRegionChildren('0')).map(toOption);
      let level = provinces;
      for (const code of key ? key.split('/') : []) {
        const node = level.find((o) => o.value === code);
        if (!node || node.isLeaf) break;
        node.children = (await getRegionChildren(code)).map(toOption);
        level = node.children;
      }
      if (alive) setOptions(provinces);
    })().catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [key]);

  // The cascader hands copies of the options: put the children in by the path of values.
  const loadData = async (selected: RegionOption[]) => {
    const path = selected.map((o) => o.value);
    const children = (await getRegionChildren(path[path.length - 1]!)).map(toOption);
    setOptions((current) => withChildren(current, path, children));
  };
  return { options, loadData };
}

type Props = {
  open: boolean;
  /** The address to edit; null adds a new one. */
  address: Address | null;
  onClose: () => void;
  onSaved: (address: Address) => void;
  /** The company's shared addresses instead of the buyer's own. */
  owner?: AddressOwner;
};

/** Add or edit a delivery address in a modal (contact, mobile, region cascader, detail, default flag). */
export function AddressModal({ open, address, onClose, onSaved, owner = 'mine' }: Props) {
  const [form] = Form.useForm<Values>();
  const save = useAction(
    (body: AddressInput) => {
      const api = addressApi(owner);
      return address ? api.edit({ ...body, id: address.id }) : api.add(body);
    },
    { onSuccess: onSaved },
  );
  const savedPath = address
    ? [address.provinceCode, address.cityCode, address.districtCode].filter(Boolean)
    : [];
  const { options, loadData } = useRegionOptions(open ? savedPath : []);

  const submit = async () => {
    const values = await form.validateFields();
    const [provinceCode = '', cityCode = '', districtCode = ''] = values.region;
    const body = {
      contactName: values.contactName,
      mobile: values.mobile,
      provinceCode,
      cityCode,
      districtCode,
      detail: values.detail,
      isDefault: values.isDefault ? (1 as const) : (0 as const),
    };
    await save.run(body);
  };

  return (
    <Modal
      open={open}
      title={address ? tradeCopy.address.editTitle : tradeCopy.address.addTitle}
      okText={tradeCopy.address.save}
      cancelText={tradeCopy.cart.cancel}
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 18 }}
        preserve={false}
        initialValues={{
          contactName: address?.contactName ?? '',
          mobile: address?.mobile ?? '',
          region: savedPath,
          detail: address?.detail ?? '',
          isDefault: address?.isDefault === 1,
        }}
      >
        <Form.Item
          name="contactName"
          label={tradeCopy.address.contactName}
          rules={[
            { required: true, whitespace: true, message: tradeCopy.address.contactNameRequired },
            { max: 30 },
          ]}
        >
          <Input placeholder={tradeCopy.address.contactNamePlaceholder} maxLength={30} />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={tradeCopy.address.mobile}
          rules={[
            { required: true, message: tradeCopy.address.mobileRequired },
            { pattern: MOBILE_PATTERN, message: tradeCopy.address.mobileInvalid },
          ]}
        >
          <Input placeholder={tradeCopy.address.mobilePlaceholder} maxLength={11} />
        </Form.Item>
        <Form.Item
          name="region"
          label={tradeCopy.address.region}
          rules={[{ required: true, type: 'array', min: 2, message: tradeCopy.address.regionRequired }]}
        >
          <Cascader
            options={options}
            loadData={(selected) => void loadData(selected as RegionOption[])}
            placeholder={tradeCopy.address.regionPlaceholder}
            aria-label={tradeCopy.address.region}
          />
        </Form.Item>
        <Form.Item
          name="detail"
          label={tradeCopy.address.detail}
          rules={[{ required: true, whitespace: true, min: 2, message: tradeCopy.address.detailRequired }]}
        >
          <Input.TextArea placeholder={tradeCopy.address.detailPlaceholder} maxLength={120} rows={2} />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked" wrapperCol={{ offset: 5 }}>
          <Checkbox>{tradeCopy.address.setDefault}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
