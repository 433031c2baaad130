import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { PASSWORD_MAX, PASSWORD_MIN } from '@tms/domain';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../api';
import type { UserRow } from '../types';

/** An administrator sets a new password for the user (6 to 16 characters, typed twice). */
export function ResetPasswordModal({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <ModalForm<{ password: string; confirm: string }>
      // Its own name prefixes field ids, so labels never point at the search form's fields.
      name="reset-password-modal"
      title={user ? t('sysUser.resetPwdTitle', { name: user.userName }) : ''}
      open={!!user}
      width={420}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async ({ password }) => {
        if (!user) return false;
        const env = await resetPassword(user.id, password);
        void message.success(env.msg || t('identity.done'));
        onClose();
        return true;
      }}
    >
      <ProFormText.Password
        name="password"
        label={t('sysUser.newPassword')}
        rules={[
          { required: true, message: t('sysUser.required') },
          { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('sysUser.passwordLength') },
        ]}
      />
      <ProFormText.Password
        name="confirm"
        label={t('sysUser.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('sysUser.required') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('sysUser.passwordMismatch'))),
          }),
        ]}
      />
    </ModalForm>
  );
}
