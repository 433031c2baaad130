import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { ALERT_TEXT_MAX, type AlertDealInput, interpolate, validateAlertDeal } from '@tms/domain';
import { App } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { dealAlert } from '../api';
import type { ShipmentAlert } from '../types';

type Props = { alert: ShipmentAlert | null; onClose: () => void; onDone: () => void };

/**
 * Handling an alert: a reason and a remark, both required, the remark at most 800 characters (the
 * domain's validateAlertDeal, as on the server). The deal answers its own code: 0 is done.
 */
export function DealModal({ alert, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // Each field is checked by the domain rule alone, the other field standing in as valid.
  const rule = (field: keyof AlertDealInput): Rule => ({
    validator: (_, value: string | undefined) => {
      const problem = validateAlertDeal({ alertReason: 'x', alertRemark: 'x', [field]: value ?? null }).find(
        (p) => p.field === field,
      );
      return problem
        ? Promise.reject(new Error(interpolate(t(problem.key), problem.params ?? {})))
        : Promise.resolve();
    },
  });
  return (
    <ModalForm<AlertDealInput>
      title={t('alertList.dealTitle', { code: alert?.shipmentCode ?? alert?.id ?? '' })}
      name="monitor-alert-deal-modal"
      open={alert !== null}
      width={560}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onFinish={async (values) => {
        if (!alert) return false;
        if (validateAlertDeal(values).length > 0) return false;
        const env = await dealAlert({
          id: alert.id,
          alertReason: values.alertReason ?? '',
          alertRemark: values.alertRemark ?? '',
        });
        if (env.data?.code !== 0) {
          void message.error(env.data?.msg || env.msg);
          return false;
        }
        void message.success(env.data.msg || env.msg);
        onDone();
        return true;
      }}
    >
      <ProFormText
        name="alertReason"
        label={t('alertList.alertReason')}
        required
        rules={[rule('alertReason')]}
      />
      <ProFormTextArea
        name="alertRemark"
        label={t('alertList.alertRemark')}
        required
        rules={[rule('alertRemark')]}
        fieldProps={{ rows: 4, count: { show: true, max: ALERT_TEXT_MAX } }}
      />
    </ModalForm>
  );
}
