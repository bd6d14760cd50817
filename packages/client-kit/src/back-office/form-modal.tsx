import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { useAction } from '../use-action';
import { backOfficeCopy } from './copy';

export type FormModalProps<V> = {
  open: boolean;
  title: ReactNode;
  /** The OK button's text; 确定 unless the action has a name of its own (开票, 退款). */
  okText?: ReactNode;
  /** A destructive action (作废): the OK button is red. */
  danger?: boolean;
  width?: number;
  /** The form's id prefix, needed where the page has another form with the same field names. */
  name?: string;
  /** Pass one in where the dialog reads its own fields (Form.useWatch); otherwise the dialog makes its own. */
  form?: FormInstance<V>;
  initialValues?: Partial<V>;
  /** Saves. The dialog closes when it resolves and stays open when it rejects (the request layer showed why). */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** Shown above the form, e.g. an Alert saying what the action does. */
  intro?: ReactNode;
  /** The Form.Items. */
  children: ReactNode;
};

/**
 * A form in a dialog: OK submits (and shows a spinner while it saves), a success closes the dialog, a failure
 * leaves it open with what was typed. Every opening starts from its own initialValues: the form instance
 * outlives the dialog, so it is emptied when the dialog's content is destroyed (clearOnDestroy).
 */
export function FormModal<V extends object>({
  open,
  title,
  okText = backOfficeCopy.confirm,
  danger,
  width,
  name,
  form: given,
  initialValues,
  onSubmit,
  onClose,
  intro,
  children,
}: FormModalProps<V>) {
  const [form] = Form.useForm<V>(given);
  const save = useAction(onSubmit, { onSuccess: onClose });
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText}
      cancelText={backOfficeCopy.cancel}
      okButtonProps={danger ? { danger: true } : undefined}
      confirmLoading={save.isPending}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      {intro}
      <Form<V>
        form={form}
        name={name}
        layout="vertical"
        preserve={false}
        clearOnDestroy
        initialValues={initialValues}
        // A failure keeps the dialog and what was typed (the request layer showed the server's message).
        onFinish={(values) => void save.run(values)}
      >
        {children}
      </Form>
    </Modal>
  );
}
