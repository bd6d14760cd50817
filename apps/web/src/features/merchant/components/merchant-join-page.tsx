import { useState, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Result,
  Select,
  Steps,
  Upload,
} from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { UploadFile } from 'antd';
import {
  MERCHANT_UPLOAD_MAX_BYTES,
  MOBILE_PATTERN,
  UPLOAD_LIMITS,
  isValidTaxId,
  type MerchantApplication,
} from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { biddingCopy } from '@/locales/zh-CN-bidding';
import { toast } from '@/lib/toast';
import {
  saveMerchantDraft,
  sendMerchantSms,
  submitMerchant,
  uploadMerchantFile,
  verifyMerchantMobile,
} from '../api/merchant-api';
import '../merchant.css';

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

const asFiles = (urls: string[]): UploadFile[] =>
  urls.map((url, i) => ({
    uid: `saved-${i}-${url}`,
    name: url.split('/').pop() ?? url,
    status: 'done',
    url,
  }));
const urlsOf = (files: UploadFile[] | undefined) =>
  (files ?? []).flatMap((f) => (f.status === 'done' && typeof f.url === 'string' ? [f.url] : []));

function checkFile(file: File): string | null {
  const pdf = file.type === 'application/pdf';
  if (!pdf && !UPLOAD_LIMITS.TYPES.includes(file.type)) return c.fileType;
  if (file.size > (pdf ? MERCHANT_UPLOAD_MAX_BYTES : UPLOAD_LIMITS.MAX_BYTES)) return c.fileSize;
  return null;
}

/** /merchant-join: verify the mobile by SMS code, then the application form (draft / submit) or its status. */
/** What the auth feature lends this page (composed in app/): the captcha step and the SMS code button. */
export type MerchantAuthParts = {
  captcha: { ready: boolean; verify: (userInfo: string) => Promise<boolean>; holder: ReactNode };
  codeButton: (send: () => Promise<boolean>) => ReactNode;
};

export function MerchantJoinPage({ parts }: { parts: MerchantAuthParts }) {
  const [session, setSession] = useState<{ token: string; application: MerchantApplication | null } | null>(
    null,
  );
  const [editing, setEditing] = useState(false);
  const app = session?.application ?? null;
  const showForm = session && (editing || !app || app.status === 0);
  const step = !session ? 0 : showForm ? 1 : 2;

  return (
    <div className="mall-container mall-merchant">
      <div className="mall-merchant-banner">
        <h1>{c.title}</h1>
        <p>{c.intro}</p>
      </div>
      <div className="mall-merchant-body">
        <Steps current={step} items={c.steps.map((title) => ({ title }))} className="mall-merchant-steps" />
        {!session ? (
          <MobileStep parts={parts} onVerified={(s) => setSession(s)} />
        ) : showForm ? (
          <ApplicationForm
            token={session.token}
            application={app}
            onSaved={(a, submitted) => {
              setSession({ ...session, application: a });
              if (submitted) setEditing(false);
            }}
          />
        ) : (
          <StatusCard application={app!} onEdit={() => setEditing(true)} />
        )}
      </div>
    </div>
  );
}

function MobileStep({
  parts,
  onVerified,
}: {
  parts: MerchantAuthParts;
  onVerified: (s: { token: string; application: MerchantApplication | null }) => void;
}) {
  const [form] = Form.useForm<{ mobile: string; code: string }>();
  const { captcha } = parts;
  const verify = useAction((v: { mobile: string; code: string }) => verifyMerchantMobile(v.mobile, v.code), {
    onSuccess: onVerified,
  });

  const sendCode = async () => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return false;
    }
    const mobile = form.getFieldValue('mobile') as string;
    if (!(await captcha.verify(mobile))) return false;
    try {
      await sendMerchantSms(mobile);
      return true;
    } catch {
      return false;
    }
  };

  return (
    <Form
      form={form}
      className="mall-merchant-mobile"
      labelCol={{ flex: '110px' }}
      onFinish={(v) => void verify.run(v)}
    >
      <p className="hint">{c.lookupHint}</p>
      <Form.Item
        name="mobile"
        label={c.mobile}
        rules={[
          { required: true, message: c.required(c.mobile) },
          { pattern: MOBILE_PATTERN, message: biddingCopy.bidding.mobileInvalid },
        ]}
      >
        <Input placeholder={c.mobilePlaceholder} maxLength={11} />
      </Form.Item>
      <Form.Item label={c.code} required>
        <div className="code-row">
          <Form.Item
            name="code"
            noStyle
            rules={[{ required: true, pattern: /^\d{6}$/, message: c.codePlaceholder }]}
          >
            <Input placeholder={c.codePlaceholder} maxLength={6} aria-label={c.code} />
          </Form.Item>
          {parts.codeButton(sendCode)}
        </div>
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={verify.isPending || !captcha.ready} block>
          {c.verify}
        </Button>
      </Form.Item>
      {captcha.holder}
    </Form>
  );
}

function ApplicationForm({
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

  const normFile = (e: { fileList?: UploadFile[] } | UploadFile[]) =>
    (Array.isArray(e) ? e : (e.fileList ?? [])).map((f) => ({
      ...f,
      url: f.url ?? (f.response as { url?: string } | undefined)?.url,
    }));

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
      <Form.Item name="companyName" label={c.companyName} rules={[req(c.companyName), { max: 50 }]}>
        <Input maxLength={50} />
      </Form.Item>
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
      <Form.Item name="legalPerson" label={c.legalPerson} rules={[req(c.legalPerson), { max: 20 }]}>
        <Input maxLength={20} />
      </Form.Item>
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
      <Form.Item name="address" label={c.address} rules={[req(c.address), { max: 100 }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="contactName" label={c.contactName} rules={[req(c.contactName), { max: 20 }]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="email" label={c.email} rules={[{ type: 'email', message: c.email }, { max: 60 }]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item
        name="categories"
        label={c.categories}
        rules={[{ required: true, type: 'array', min: 1, message: c.required(c.categories) }]}
      >
        <Select
          mode="tags"
          placeholder={c.categoriesPlaceholder}
          maxCount={10}
          tokenSeparators={[',', '，']}
          aria-label={c.categories}
        />
      </Form.Item>
      <Form.Item
        name="brands"
        label={c.brands}
        rules={[{ required: true, type: 'array', min: 1, message: c.required(c.brands) }]}
      >
        <Select
          mode="tags"
          placeholder={c.brandsPlaceholder}
          maxCount={20}
          tokenSeparators={[',', '，']}
          aria-label={c.brands}
        />
      </Form.Item>
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

/** An antd Upload bound to a Form.Item (fileList/onChange) that stores through the merchant upload call. */
function FileUpload({
  token,
  max,
  label,
  fileList,
  onChange,
}: {
  token: string;
  max: number;
  label: string;
  fileList?: UploadFile[];
  onChange?: (e: { fileList: UploadFile[] }) => void;
}) {
  return (
    <Upload
      accept=".pdf,.png,.jpg,.jpeg,.gif,.webp"
      maxCount={max}
      fileList={fileList}
      onChange={(info) => onChange?.({ fileList: info.fileList })}
      customRequest={({ file, onSuccess, onError }) => {
        void uploadMerchantFile(token, file as File).then(
          (res) => onSuccess?.(res),
          (err: Error) => onError?.(err),
        );
      }}
      beforeUpload={(file) => {
        const problem = checkFile(file);
        if (problem) {
          toast.error(problem);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
    >
      <Button icon={<UploadOutlined />} aria-label={label}>
        {c.upload}
      </Button>
    </Upload>
  );
}

function StatusCard({ application: a, onEdit }: { application: MerchantApplication; onEdit: () => void }) {
  const status = a.status === 2 ? 'success' : a.status === 3 ? 'error' : 'info';
  const hint = a.status === 2 ? c.approvedHint : a.status === 1 ? c.pendingHint : a.rejectReason;
  return (
    <Result
      status={status}
      title={`${c.status}：${a.statusLabel}`}
      subTitle={hint}
      extra={
        a.status === 3 ? (
          <Button type="primary" onClick={onEdit}>
            {c.editAgain}
          </Button>
        ) : null
      }
    >
      <Descriptions column={1} size="small" className="mall-merchant-status" data-testid="merchant-status">
        <Descriptions.Item label={c.applicationNo}>{a.applicationNo}</Descriptions.Item>
        <Descriptions.Item label={c.companyName}>{a.companyName}</Descriptions.Item>
        <Descriptions.Item label={c.status}>{a.statusLabel}</Descriptions.Item>
        {a.status === 3 && <Descriptions.Item label={c.rejectReason}>{a.rejectReason}</Descriptions.Item>}
        {a.submittedAt && (
          <Descriptions.Item label={c.submittedAt}>
            {new Date(a.submittedAt).toLocaleString('zh-CN')}
          </Descriptions.Item>
        )}
      </Descriptions>
    </Result>
  );
}
