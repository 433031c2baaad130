import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { PASSWORD_MAX, PASSWORD_MIN } from '@tms/domain';
import { App, Button, Checkbox, Flex, Form, Input, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SlideCaptcha } from '../../../components/SlideCaptcha';
import { fetchCaptchaEnabled } from '../../../components/SlideCaptcha/api';
import { setToken } from '../../../core/session';
import { safeRedirect } from '../../../core/startup';
import { loginSlide } from './api';
import { rememberedUserName, rememberUserName } from './remember';

type Values = { username: string; password: string; remember: boolean };

/** Sign-in: user name and password, then the slide captcha when the server asks for it. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState<Values | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useQuery({
    queryKey: ['auth', 'captchaEnabled'],
    queryFn: fetchCaptchaEnabled,
    staleTime: 0,
  });

  const signIn = async (values: Values, captchaVerification?: string) => {
    setBusy(true);
    try {
      const token = await loginSlide({
        username: values.username.trim(),
        password: values.password,
        ...(captchaVerification ? { captchaVerification } : {}),
      });
      setToken(token);
      void message.success(t('login.success'));
      // A full load, so startup (user info, dictionaries, menus) runs with the new token.
      window.location.assign(safeRedirect(params.get('redirect')));
    } catch {
      // The request layer has shown the reason (wrong password, lock, expired verification).
      setBusy(false);
    }
  };

  const onFinish = async (values: Values) => {
    rememberUserName(values.username.trim(), values.remember);
    // When the answer is unknown (still loading or failed), ask for the captcha: the server decides.
    if (captcha.data === false) await signIn(values);
    else setPending(values);
  };

  return (
    <>
      <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0, marginBottom: 24 }}>
        {t('login.heading')}
      </Typography.Title>
      <Form<Values>
        form={form}
        size="large"
        initialValues={{ username: rememberedUserName(), password: '', remember: !!rememberedUserName() }}
        onFinish={onFinish}
        autoComplete="on"
      >
        <Form.Item
          name="username"
          rules={[{ required: true, whitespace: true, message: t('login.username.required') }]}
        >
          <Input
            prefix={<UserOutlined />}
            placeholder={t('login.username')}
            aria-label={t('login.username')}
            autoComplete="username"
            autoFocus={!rememberedUserName()}
            maxLength={64}
          />
        </Form.Item>
        <Form.Item
          name="password"
          rules={[
            { required: true, message: t('login.password.required') },
            { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('login.password.length') },
          ]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('login.password')}
            aria-label={t('login.password')}
            autoComplete="current-password"
            autoFocus={!!rememberedUserName()}
            maxLength={PASSWORD_MAX}
          />
        </Form.Item>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('login.remember')}</Checkbox>
          </Form.Item>
          <Tooltip title={t('login.forgot')}>
            <Typography.Text type="secondary" style={{ cursor: 'help' }}>
              {t('login.forgotShort')}
            </Typography.Text>
          </Tooltip>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Form>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to="/user/register">{t('login.noAccount')}</Link>
      </Flex>
      <SlideCaptcha
        open={pending !== null}
        onCancel={() => setPending(null)}
        onSuccess={(verification) => {
          const values = pending;
          setPending(null);
          if (values) void signIn(values, verification);
        }}
      />
    </>
  );
}
