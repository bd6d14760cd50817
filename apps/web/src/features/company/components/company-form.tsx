import { useAction } from '@mall/client-kit';
import { Button, Form, Image, Input } from 'antd';
import { companyCreateBody, type CompanyCreateBody } from '@mall/shared';
import { imageProblem, uploadPhoto, type UploadRequest } from '@/lib/upload-image';
import { ImageButtonUpload } from '@/components/image-button-upload';
import { companyCopy } from '@/locales/zh-CN-company';
import { schemaRule } from '../lib/form-rules';
import { IMAGE_FALLBACK } from '../lib/image-fallback';

const c = companyCopy.company.info;
const shape = companyCreateBody.shape;

type Props = {
  initial?: Partial<CompanyCreateBody>;
  submitText: string;
  onSubmit: (body: CompanyCreateBody) => Promise<unknown>;
};

/** 企业名称, 统一社会信用代码, 营业执照 (uploaded like the avatar), 联系人, 联系电话: create or resubmit. */
export function CompanyForm({ initial, submitText, onSubmit }: Props) {
  const [form] = Form.useForm<CompanyCreateBody>();
  const license = Form.useWatch('licenseImage', form);
  const action = useAction(onSubmit);
  // A refused image was shown by uploadPhoto.
  const upload = useAction(
    ({ file, onError }: UploadRequest) =>
      uploadPhoto(file as File).catch((error: Error) => {
        onError?.(error);
        throw error;
      }),
    {
      onSuccess: (url, { onSuccess }) => {
        form.setFieldValue('licenseImage', url);
        void form.validateFields(['licenseImage']).catch(() => undefined);
        onSuccess?.(url);
      },
    },
  );

  return (
    <Form<CompanyCreateBody>
      form={form}
      className="mall-company-form"
      labelCol={{ flex: '130px' }}
      wrapperCol={{ flex: '420px' }}
      initialValues={initial}
      onFinish={(values) => void action.run(values)}
    >
      <Form.Item name="name" label={c.name} required rules={[schemaRule(shape.name)]}>
        <Input placeholder={c.namePlaceholder} maxLength={50} />
      </Form.Item>
      <Form.Item name="creditCode" label={c.creditCode} required rules={[schemaRule(shape.creditCode)]}>
        <Input placeholder={c.creditCodePlaceholder} maxLength={18} />
      </Form.Item>
      <Form.Item label={c.license} required>
        <div className="mall-company-license">
          {license ? (
            <Image src={license} alt={c.license} width={120} height={84} fallback={IMAGE_FALLBACK} />
          ) : null}
          <div>
            <ImageButtonUpload problem={imageProblem} upload={upload}>
              {license ? c.licenseReplace : c.licenseUpload}
            </ImageButtonUpload>
            <div className="hint">{c.licenseHint}</div>
          </div>
        </div>
        <Form.Item
          name="licenseImage"
          noStyle
          rules={[{ required: true, message: c.licenseRequired }, schemaRule(shape.licenseImage)]}
        >
          <Input type="hidden" />
        </Form.Item>
      </Form.Item>
      <Form.Item name="contactName" label={c.contactName} required rules={[schemaRule(shape.contactName)]}>
        <Input placeholder={c.contactNamePlaceholder} maxLength={20} />
      </Form.Item>
      <Form.Item
        name="contactMobile"
        label={c.contactMobile}
        required
        rules={[schemaRule(shape.contactMobile)]}
      >
        <Input placeholder={c.contactMobilePlaceholder} maxLength={11} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={action.isPending}>
          {submitText}
        </Button>
      </Form.Item>
    </Form>
  );
}
