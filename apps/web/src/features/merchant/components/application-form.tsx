import { Button, Checkbox, Form, Input, InputNumber, Select, type UploadFile } from 'antd';
import { isValidTaxId, type MerchantApplication } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { biddingCopy } from '@/locales/zh-CN-bidding';
import { toast } from '@/lib/toast';
import { saveMerchantDraft, submitMerchant } from '../api/merchant-api';
import { asFiles, FileUpload, normFile, urlsOf } from './file-upload';

const c = biddingCopy.merchant;
const req = (label: string) => ({ required: true, whitespace: true, message: c.required(label) });

type Values = {
  companyName?: string;
  creditCode?: string;
  legalPerson?: string;
  registeredCapital?: number | null;
  address?: string;
  contactName?: string;
  email?: string;
  categories?: string[];
  brands?: string[];
  license?: UploadFile[];
  brandAuth?: UploadFile[];
  agree?: boolean;
};

/** A required text field of at most `max` characters. */
const textItem = (name: 'companyName' | 'legalPerson' | 'address' | 'contactName', max: number) => (
  <Form.Item name={name} label={c[name]} rules={[req(c[name]), { max }]}>
    <Input maxLength={max} />
  </Form.Item>
);

/** A required list of free tags (经营类目, 代理品牌). */
const tagsItem = (name: 'categories' | 'brands', placeholder: string, maxCount: number) => (
  <Form.Item
    name={name}
    label={c[name]}
    rules={[{ required: true, type: 'array', min: 1, message: c.required(c[name]) }]}
  >
    <Select
      mode="tags"
      placeholder={placeholder}
      maxCount={maxCount}
      tokenSeparators={[',', '，']}
      aria-label={c[name]}
    />
  </Form.Item>
);

/** Step 2: the application, saved as a draft or submitted for review. */
export function ApplicationForm({
  token,
  application,
  onSaved,
}: {
  token: string;
  application: MerchantApplication | null;
  onSaved: (a: MerchantApplication, submitted: boolean) => void;
}) {
  const [form] = Form.useForm<Values>();
  const a = application;

  const body = (v: Values) => ({
    companyName: v.companyName ?? '',
    creditCode: v.creditCode ?? '',
    legalPerson: v.legalPerson ?? '',
    registeredCapital: v.registeredCapital ?? undefined,
    address: v.address ?? '',
    contactName: v.contactName ?? '',
    email: v.email ?? '',
    categories: v.categories ?? [],
    brands: v.brands ?? [],
    licenseFile: urlsOf(v.license)[0] ?? '',
    brandAuthFiles: urlsOf(v.brandAuth),
  });

  const saveDraft = useAction(
    () => {
      const b = body(form.getFieldsValue(true) as Values);
      const draft = Object.fromEntries(
        Object.entries(b).filter(([, x]) => x !== '' && x !== undefined && !(Array.isArray(x) && !x.length)),
      );
      return saveMerchantDraft(token, draft);
    },
    {
      onSuccess: (saved) => {
        onSaved(saved, false);
        toast.success(c.draftSaved);
      },
    },
  );

  const submit = useAction(
    (v: Values) => {
      const b = body(v);
      return submitMerchant(token, { ...b, registeredCapital: b.registeredCapital ?? 0, agree: true });
    },
    {
      onSuccess: (saved) => {
        onSaved(saved, true);
        toast.success(c.submitted);
      },
    },
  );

  return (
    <Form
      form={form}
      className="mall-merchant-form"
      labelCol={{ flex: '150px' }}
      onFinish={(v) => void submit.run(v)}
      initialValues={{
        companyName: a?.companyName,
        creditCode: a?.creditCode,
        legalPerson: a?.legalPerson,
        registeredCapital: a?.registeredCapital,
        address: a?.address,
        contactName: a?.contactName,
        email: a?.email,
        categories: a?.categories ?? [],
        brands: a?.brands ?? [],
        license: a?.licenseFile ? asFiles([a.licenseFile]) : [],
        brandAuth: asFiles(a?.brandAuthFiles ?? []),
      }}
    >
      {textItem('companyName', 50)}
      <Form.Item
        name="creditCode"
        label={c.creditCode}
        normalize={(v: string) => v.toUpperCase()}
        rules={[
          req(c.creditCode),
          {
            validator: (_r, v: string | undefined) =>
              !v || isValidTaxId(v.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(c.creditCodeInvalid)),
          },
        ]}
      >
        <Input maxLength={18} />
      </Form.Item>
      {textItem('legalPerson', 20)}
      <Form.Item
        name="registeredCapital"
        label={c.registeredCapital}
        rules={[{ required: true, message: c.required(c.registeredCapital) }]}
      >
        <InputNumber
          min={1}
          max={100000000}
          precision={0}
          style={{ width: 200 }}
          aria-label={c.registeredCapital}
        />
      </Form.Item>
      {textItem('address', 100)}
      {textItem('contactName', 20)}
      <Form.Item name="email" label={c.email} rules={[{ type: 'email', message: c.email }, { max: 60 }]}>
        <Input maxLength={60} />
      </Form.Item>
      {tagsItem('categories', c.categoriesPlaceholder, 10)}
      {tagsItem('brands', c.brandsPlaceholder, 20)}
      <Form.Item
        name="license"
        label={c.license}
        required
        valuePropName="fileList"
        getValueFromEvent={normFile}
        extra={c.uploadHint}
        rules={[
          {
            validator: (_r, v: UploadFile[] | undefined) =>
              urlsOf(v).length ? Promise.resolve() : Promise.reject(new Error(c.uploadRequired)),
          },
        ]}
      >
        <FileUpload token={token} max={1} label={c.license} />
      </Form.Item>
      <Form.Item
        name="brandAuth"
        label={c.brandAuth}
        valuePropName="fileList"
        getValueFromEvent={normFile}
        extra={c.uploadHint}
      >
        <FileUpload token={token} max={5} label={c.brandAuth} />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        label=" "
        colon={false}
        rules={[
          { validator: (_r, v) => (v ? Promise.resolve() : Promise.reject(new Error(c.agreeRequired))) },
        ]}
      >
        <Checkbox>{c.agree}</Checkbox>
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <div className="actions">
          <Button onClick={() => void saveDraft.run()} loading={saveDraft.isPending}>
            {c.saveDraft}
          </Button>
          <Button type="primary" htmlType="submit" loading={submit.isPending}>
            {c.submit}
          </Button>
        </div>
      </Form.Item>
    </Form>
  );
}
