import { Form, type FormInstance } from 'antd';

/** Shows a field's error where the field itself is rendered with noStyle (the SMS code row). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function FieldError({ form, name }: { form: FormInstance<any>; name: string }) {
  return (
    <Form.Item noStyle shouldUpdate>
      {() => {
        const errors = form.getFieldError(name);
        return errors.length ? (
          <div className="ant-form-item-explain ant-form-item-explain-connected" role="alert">
            <div className="ant-form-item-explain-error">{errors[0]}</div>
          </div>
        ) : null;
      }}
    </Form.Item>
  );
}
