import { LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { isValidPassword, PASSWORD_MAX, PASSWORD_MIN } from '@tms/domain';
import { App, Button, Form, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePassword } from '../../api';

type PasswordForm = { oldPassword: string; newPassword: string; confirmPassword: string };

/** Security: change the password (POST /system/user/profile/updatePwd; 6-16 characters, confirmed). */
export default function SecurityView() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<PasswordForm>();
  const change = useMutation({
    mutationFn: updatePassword,
    onSuccess: (env) => {
      message.success(env.msg || t('account.security.changed'));
      form.resetFields();
      setEditing(false);
    },
  });
  const lengthRule = {
    validator: (_: unknown, value: string | undefined) =>
      !value || isValidPassword(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t('account.security.length', { min: PASSWORD_MIN, max: PASSWORD_MAX }))),
  };

  return (
    <>
      <List
        itemLayout="horizontal"
        dataSource={['password']}
        renderItem={() => (
          <List.Item
            actions={[
              <Button
                key="change"
                type="link"
                onClick={() => setEditing((v) => !v)}
                data-testid="change-password"
              >
                {editing ? t('action.cancel') : t('account.security.change')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={<LockOutlined style={{ fontSize: 20 }} />}
              title={t('account.security.password')}
              description={t('account.security.passwordDesc')}
            />
          </List.Item>
        )}
      />
      {editing && (
        <Form<PasswordForm>
          form={form}
          layout="vertical"
          style={{ maxWidth: 400, marginTop: 16 }}
          onFinish={({ oldPassword, newPassword }) => change.mutate({ oldPassword, newPassword })}
          data-testid="password-form"
        >
          <Form.Item
            name="oldPassword"
            label={t('account.security.oldPassword')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={t('account.security.newPassword')}
            rules={[{ required: true, message: t('common.required') }, lengthRule]}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('account.security.confirmPassword')}
            dependencies={['newPassword']}
            rules={[
              { required: true, message: t('common.required') },
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) =>
                  !value || value === getFieldValue('newPassword')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('account.security.mismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {t('action.confirm')}
          </Button>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t('account.security.length', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          </Typography.Paragraph>
        </Form>
      )}
    </>
  );
}
