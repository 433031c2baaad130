import { ModalForm, ProForm, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { WEBHOOK_URL_MAX, webhookUrlProblem } from '@tms/domain';
import { Button, Form, Space, Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type MessageSetting, messageSettingKeys, settingOptions } from '../api';
import { emailSwitchLocked, formValuesOf, type SettingValues, userLabel } from '../setting-form';
import { useWebhookTest } from './useWebhookTest';

type Props = {
  /** The type's setting being edited; null while closed. */
  row: MessageSetting | null;
  typeLabel: string;
  emailAvailable: boolean;
  onClose: () => void;
  onSubmit: (values: SettingValues) => Promise<boolean>;
};

/**
 * Edits one message type's setting: the extra recipients (roles, users), the in-app channel (always
 * on, shown for completeness), e-mail, and the webhook with its URL. The webhook can be tried with the
 * URL as typed, signed with the saved secret; saving a switched-on webhook without a secret makes one.
 */
export function SettingFormModal({ row, typeLabel, emailAvailable, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SettingValues>();
  const webhookEnabled = Form.useWatch('webhookEnabled', form);
  const options = useQuery({ queryKey: messageSettingKeys.options, queryFn: settingOptions, enabled: !!row });
  const webhookTest = useWebhookTest();
  const emailLocked = row ? emailSwitchLocked({ emailAvailable, emailEnabled: row.emailEnabled }) : true;

  const urlRule = {
    validator: async (_: unknown, value: string | undefined) => {
      const problem = webhookUrlProblem({
        enabled: !!form.getFieldValue('webhookEnabled'),
        url: value ?? null,
      });
      // The length is held by the input's maxLength; the other two keys take no parameters.
      if (problem && problem.key !== 'messageSetting.webhookUrlTooLong') throw new Error(t(problem.key));
    },
  };

  return (
    <ModalForm<SettingValues>
      key={row?.type ?? 'closed'}
      form={form}
      name="messageSetting"
      title={t('msgSetting.edit', { type: typeLabel })}
      open={!!row}
      onOpenChange={(open) => !open && onClose()}
      modalProps={{ destroyOnHidden: true }}
      width={640}
      initialValues={row ? formValuesOf(row) : undefined}
      onFinish={onSubmit}
    >
      <Typography.Paragraph type="secondary">{t('msgSetting.recipientsHint')}</Typography.Paragraph>
      <ProFormSelect
        name="roleIds"
        label={t('msgSetting.roles')}
        mode="multiple"
        allowClear
        fieldProps={{ loading: options.isFetching, optionFilterProp: 'label', maxTagCount: 'responsive' }}
        options={(options.data?.roles ?? []).map((r) => ({ label: r.roleName, value: r.id }))}
      />
      <ProFormSelect
        name="userIds"
        label={t('msgSetting.users')}
        mode="multiple"
        allowClear
        fieldProps={{ loading: options.isFetching, optionFilterProp: 'label', maxTagCount: 'responsive' }}
        options={(options.data?.users ?? []).map((u) => ({ label: userLabel(u), value: u.id }))}
      />
      <ProForm.Item label={t('msgSetting.inApp')} tooltip={t('msgSetting.inAppHint')}>
        <Switch checked disabled />
      </ProForm.Item>
      <ProFormSwitch
        name="emailEnabled"
        label={t('msgSetting.email')}
        tooltip={emailLocked ? t('msgSetting.emailUnavailable') : t('msgSetting.emailHint')}
        fieldProps={{ disabled: emailLocked }}
      />
      <ProFormSwitch name="webhookEnabled" label={t('msgSetting.webhook')} />
      <ProFormText
        name="webhookUrl"
        label={t('msgSetting.webhookUrl')}
        tooltip={t('msgSetting.webhookUrlHint')}
        rules={[urlRule]}
        dependencies={['webhookEnabled']}
        required={!!webhookEnabled}
        fieldProps={{ maxLength: WEBHOOK_URL_MAX, placeholder: 'https://' }}
      />
      <ProForm.Item label={t('msgSetting.secret')}>
        <Space>
          <Typography.Text type={row?.webhookSecretSet ? undefined : 'secondary'}>
            {row?.webhookSecretSet ? t('msgSetting.secretSet') : t('msgSetting.secretNotSet')}
          </Typography.Text>
          <Tooltip title={row?.webhookSecretSet ? undefined : t('msgSetting.testNeedsSecret')}>
            <Button
              size="small"
              disabled={!row?.webhookSecretSet}
              loading={webhookTest.testing === row?.type}
              onClick={async () => {
                if (!row) return;
                await form.validateFields(['webhookUrl']);
                await webhookTest.run(row.type, form.getFieldValue('webhookUrl'));
              }}
            >
              {t('msgSetting.test')}
            </Button>
          </Tooltip>
        </Space>
      </ProForm.Item>
    </ModalForm>
  );
}
