import { useEffect, useState } from 'react';
import {
  Button,
  Cascader,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Upload,
  type UploadFile,
} from 'antd';
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from '@/lib/dayjs';
import { useNavigate } from 'react-router';
import { MOBILE_PATTERN, UPLOAD_LIMITS, type Region, type UploadResult } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { paths } from '@/config/paths';
import { biddingCopy } from '@/locales/zh-CN-bidding';
import { toast } from '@/lib/toast';
import { refuseWith } from '@/components/upload-check';
import { publishBidding } from '../api/bidding-api';

type RegionOption = { value: string; label: string; isLeaf: boolean; children?: RegionOption[] };
const toOption = (r: Region): RegionOption => ({ value: r.code, label: r.name, isLeaf: r.leaf });
function withChildren(level: RegionOption[], path: string[], children: RegionOption[]): RegionOption[] {
  const [head, ...rest] = path;
  return level.map((o) =>
    o.value !== head
      ? o
      : rest.length === 0
        ? { ...o, children }
        : { ...o, children: withChildren(o.children ?? [], rest, children) },
  );
}

type Line = {
  productName: string;
  brand?: string;
  spec: string;
  quantity: number;
  unit: string;
  categoryId?: number | null;
};
type Values = {
  title: string;
  lines: Line[];
  area: string[];
  deadline: Dayjs;
  budgetYuan?: number | null;
  invoiceType: 0 | 1 | 2;
  openBidding: boolean;
  contactName: string;
  contactMobile: string;
  remark?: string;
};

const c = biddingCopy.bidding;
const req = (label: string) => ({ required: true, whitespace: true, message: c.required(label) });

/** The publish form: title, dynamic lines, delivery area, deadline, budget, invoice need, contact. */
export function PublishForm({
  getRegionChildren,
  uploadImage,
  initialTitle,
  initialLines,
  categories = [],
}: {
  /** Level-one categories (composed in app/ from the category feature): a line's category invites shops. */
  categories?: { id: number; title: string }[];
  /** Children of a region ('0' → provinces), from the address feature (composed in app/). */
  getRegionChildren: (parentCode: string) => Promise<Region[]>;
  /** Stores one image (POST /api/files/upload), from the centre feature (composed in app/). */
  uploadImage: (file: File) => Promise<UploadResult>;
  /** A title and lines to start from (快速下单's unmatched lines). */
  initialTitle?: string;
  initialLines?: Line[];
}) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [options, setOptions] = useState<RegionOption[]>([]);
  const [files, setFiles] = useState<UploadFile[]>([]);

  useEffect(() => {
    void getRegionChildren('0')
      .then((list) => setOptions(list.map(toOption)))
      .catch(() => undefined);
  }, [getRegionChildren]);
  const loadData = async (selected: RegionOption[]) => {
    const path = selected.map((o) => o.value);
    const children = (await getRegionChildren(path[path.length - 1]!)).map(toOption);
    setOptions((current) => withChildren(current, path, children));
  };

  const publish = useAction(
    (values: Values) =>
      publishBidding({
        title: values.title,
        lines: values.lines.map((l) => ({ ...l, brand: l.brand ?? '', categoryId: l.categoryId ?? null })),
        openBidding: values.openBidding,
        areaCode: values.area[values.area.length - 1]!,
        deadline: values.deadline.toISOString(),
        budgetFen: values.budgetYuan ? Math.round(values.budgetYuan * 100) : null,
        invoiceType: values.invoiceType,
        contactName: values.contactName,
        contactMobile: values.contactMobile,
        remark: values.remark ?? '',
        attachments: files.flatMap((f) =>
          f.status === 'done' && (f.response as UploadResult | undefined)?.url
            ? [(f.response as UploadResult).url]
            : [],
        ),
      }),
    {
      onSuccess: (res) => {
        toast.success(c.published);
        navigate(paths.biddingDetail.getHref(res.id));
      },
    },
  );

  return (
    <div className="mall-bidding-panel">
      <h2>{c.publishTitle}</h2>
      <p className="hint">{c.publishHint}</p>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '120px' }}
        onFinish={(v) => void publish.run(v)}
        initialValues={{
          title: initialTitle,
          lines: initialLines?.length ? initialLines : [{ quantity: 1 }],
          invoiceType: 2,
          openBidding: false,
          deadline: dayjs().add(3, 'day').hour(18).minute(0).second(0),
        }}
      >
        <Form.Item name="title" label={c.title} rules={[req(c.title), { max: 50 }]}>
          <Input placeholder={c.titlePlaceholder} maxLength={50} />
        </Form.Item>
        <Form.Item label={c.lines} required>
          <Form.List name="lines">
            {(fields, { add, remove }) => (
              <div className="mall-bidding-lines">
                <div className="row head">
                  <span>{c.productName}</span>
                  <span>{c.brand}</span>
                  <span>{c.spec}</span>
                  <span>{c.quantity}</span>
                  <span>{c.unit}</span>
                  <span title={c.categoryHelp}>{c.category}</span>
                  <span />
                </div>
                {fields.map((field, i) => (
                  <div className="row" key={field.key} data-testid={`bidding-line-${i + 1}`}>
                    <Form.Item name={[field.name, 'productName']} rules={[req(c.productName), { max: 60 }]}>
                      <Input aria-label={`${c.productName} ${i + 1}`} maxLength={60} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'brand']} rules={[{ max: 30 }]}>
                      <Input aria-label={`${c.brand} ${i + 1}`} maxLength={30} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'spec']} rules={[req(c.spec), { max: 60 }]}>
                      <Input aria-label={`${c.spec} ${i + 1}`} maxLength={60} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'quantity']}
                      rules={[{ required: true, message: c.required(c.quantity) }]}
                    >
                      <InputNumber aria-label={`${c.quantity} ${i + 1}`} min={1} max={999999} precision={0} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'unit']} rules={[req(c.unit), { max: 8 }]}>
                      <Input aria-label={`${c.unit} ${i + 1}`} maxLength={8} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'categoryId']}>
                      <Select
                        aria-label={`${c.category} ${i + 1}`}
                        allowClear
                        showSearch
                        optionFilterProp="label"
                        options={categories.map((o) => ({ value: o.id, label: o.title }))}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                      aria-label={`${c.removeLine} ${i + 1}`}
                    />
                  </div>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ quantity: 1 })}
                  disabled={fields.length >= 50}
                >
                  {c.addLine}
                </Button>
              </div>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item
          name="area"
          label={c.area}
          rules={[{ required: true, type: 'array', min: 1, message: c.areaPlaceholder }]}
        >
          <Cascader
            options={options}
            loadData={(selected) => void loadData(selected as RegionOption[])}
            placeholder={c.areaPlaceholder}
            changeOnSelect
            aria-label={c.area}
            style={{ width: 360 }}
          />
        </Form.Item>
        <Form.Item
          name="deadline"
          label={c.deadline}
          rules={[
            { required: true, message: c.required(c.deadline) },
            {
              validator: (_r, v: Dayjs | undefined) =>
                !v || v.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(c.deadlineFuture)),
            },
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            disabledDate={(d) => d.isBefore(dayjs().startOf('day')) || d.isAfter(dayjs().add(90, 'day'))}
            aria-label={c.deadline}
          />
        </Form.Item>
        <Form.Item name="budgetYuan" label={c.budget}>
          <InputNumber min={0.01} max={1_000_000_000} precision={2} prefix="¥" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="openBidding" label={c.mode}>
          <Radio.Group
            options={[
              { value: false, label: c.modeSealed },
              { value: true, label: c.modeOpen },
            ]}
          />
        </Form.Item>
        <Form.Item name="invoiceType" label={c.invoice} rules={[{ required: true }]}>
          <Radio.Group options={[0, 1, 2].map((v) => ({ value: v, label: c.invoiceTypes[v] }))} />
        </Form.Item>
        <Form.Item name="contactName" label={c.contactName} rules={[req(c.contactName), { max: 20 }]}>
          <Input maxLength={20} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item
          name="contactMobile"
          label={c.contactMobile}
          rules={[
            { required: true, message: c.required(c.contactMobile) },
            { pattern: MOBILE_PATTERN, message: c.mobileInvalid },
          ]}
        >
          <Input maxLength={11} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="remark" label={c.remark} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item label={c.attachments}>
          <Upload
            accept="image/png,image/jpeg,image/gif,image/webp"
            listType="picture"
            maxCount={5}
            fileList={files}
            onChange={(info) => setFiles(info.fileList)}
            beforeUpload={refuseWith((file) =>
              !UPLOAD_LIMITS.TYPES.includes(file.type) || file.size > UPLOAD_LIMITS.MAX_BYTES
                ? c.attachmentInvalid
                : null,
            )}
            customRequest={({ file, onSuccess, onError }) => {
              void uploadImage(file as File).then(
                (res) => onSuccess?.(res),
                (err: Error) => onError?.(err),
              );
            }}
          >
            <Button icon={<UploadOutlined />}>{c.upload}</Button>
          </Upload>
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={publish.isPending} size="large">
            {c.submit}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
