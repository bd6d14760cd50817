import { useAction } from '@mall/client-kit';
import { useEffect } from 'react';
import { Avatar, Button, Form, Input } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ImageButtonUpload } from '@/components/image-button-upload';
import { toast } from '@/lib/toast';
import type { UploadRequest } from '@/lib/upload-image';
import { userStore } from '@/lib/user-store';
import { centreCopy } from '@/locales/zh-CN-centre';
import { centreKeys, imageProblem, modifyUserInfo, uploadImage, useProfile } from '../api/centre-api';
import { CentrePanel } from '@/components/centre-panel';

type Values = { name: string; companyName: string; position: string; email: string; avatar: string };
const p = centreCopy.centre.profile;

/** Profile: avatar upload, name, company, position, email (POST /api/user/modifyUserInfo). */
export function ProfilePanel() {
  const { data: profile } = useProfile();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const avatar = Form.useWatch('avatar', form);

  useEffect(() => {
    if (profile)
      form.setFieldsValue({
        name: profile.name,
        companyName: profile.companyName,
        position: profile.position,
        email: profile.email,
        avatar: profile.avatar,
      });
  }, [profile, form]);

  const action = useAction(modifyUserInfo, {
    onSuccess: (saved) => {
      queryClient.setQueryData(centreKeys.profile, saved);
      userStore.setUser({ id: saved.id, username: saved.username });
      toast.success(p.saved);
    },
  });
  const upload = useAction(
    ({ file, onError }: UploadRequest) =>
      uploadImage(file as File).catch((error: Error) => {
        toast.error(error.message);
        onError?.(error);
        throw error;
      }),
    {
      onSuccess: (result, { onSuccess }) => {
        form.setFieldValue('avatar', result.url);
        toast.success(p.avatarUploaded);
        onSuccess?.(result);
      },
    },
  );
  const saving = action.isPending;
  const save = (values: Values) => action.run(values);

  return (
    <CentrePanel headingId="centre-profile-title" title={p.title}>
      <Form
        form={form}
        className="mall-centre-form"
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 18 }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item label={p.username}>
          <span>{profile?.username}</span>
        </Form.Item>
        <Form.Item label={p.avatar}>
          <div className="mall-avatar-row">
            <Avatar size={72} src={avatar || undefined} icon={<UserOutlined />} alt={p.avatar} />
            <ImageButtonUpload problem={imageProblem} upload={upload}>
              {p.avatarUpload}
            </ImageButtonUpload>
            <span className="hint">{p.avatarHint}</span>
          </div>
        </Form.Item>
        <Form.Item name="avatar" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="name" label={p.name} rules={[{ max: 50, message: p.tooLong(50) }]}>
          <Input placeholder={p.namePlaceholder} maxLength={50} />
        </Form.Item>
        <Form.Item name="companyName" label={p.company} rules={[{ max: 100, message: p.tooLong(100) }]}>
          <Input placeholder={p.companyPlaceholder} maxLength={100} />
        </Form.Item>
        <Form.Item name="position" label={p.position} rules={[{ max: 50, message: p.tooLong(50) }]}>
          <Input placeholder={p.positionPlaceholder} maxLength={50} />
        </Form.Item>
        <Form.Item
          name="email"
          label={p.email}
          rules={[
            { type: 'email', message: p.emailInvalid },
            { max: 100, message: p.tooLong(100) },
          ]}
        >
          <Input placeholder={p.emailPlaceholder} maxLength={100} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {p.save}
          </Button>
        </Form.Item>
      </Form>
    </CentrePanel>
  );
}
