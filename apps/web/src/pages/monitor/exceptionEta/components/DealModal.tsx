import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { ALERT_TEXT_MAX, interpolate, validateAlertDeal } from '@tms/domain';
import { App } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { dealExceptionEtas } from '../api';
import type { ExceptionEta } from '../types';

type Values = { dealReason?: string; dealRemark?: string };
type Props = { records: ExceptionEta[]; onClose: () => void; onDone: () => void };

/** The exception's fields, as the domain's deal rule names them. */
const RULE_FIELD = { dealReason: 'alertReason', dealRemark: 'alertRemark' } as const;

/**
 * Handling ETA exceptions (one, or the ticked ones): a reason and a remark, both required, the remark
 * at most 800 characters — the same domain rule as an alert's handling, as on the server. The deal
 * answers its own code: 0 is done.
 */
export function DealModal({ records, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // Each field is checked by the domain rule alone, the other field standing in as valid.
  const rule = (field: keyof Values): Rule => ({
    validator: (_, value: string | undefined) => {
      const problem = validateAlertDeal({
        alertReason: 'x',
        alertRemark: 'x',
        [RULE_FIELD[field]]: value ?? null,
      }).find((p) => p.field === RULE_FIELD[field]);
      return problem
        ? Promise.reject(new Error(interpolate(t(problem.key), problem.params ?? {})))
        : Promise.resolve();
    },
  });
  const [first] = records;
  const title =
    records.length > 1
      ? t('etaList.dealMany', { count: records.length })
      : t('etaList.dealTitle', { code: first?.shipmentCode ?? first?.id ?? '' });
  return (
    <ModalForm<Values>
      title={title}
      name="monitor-exception-eta-deal-modal"
      open={records.length > 0}
      width={560}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onFinish={async (values) => {
        if (records.length === 0) return false;
        const env = await dealExceptionEtas({
          ids: records.map((r) => r.id),
          dealReason: values.dealReason ?? '',
          dealRemark: values.dealRemark ?? '',
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
        name="dealReason"
        label={t('exceptionEta.field.dealReason')}
        required
        rules={[rule('dealReason')]}
      />
      <ProFormTextArea
        name="dealRemark"
        label={t('exceptionEta.field.dealRemark')}
        required
        rules={[rule('dealRemark')]}
        fieldProps={{ rows: 4, count: { show: true, max: ALERT_TEXT_MAX } }}
      />
    </ModalForm>
  );
}
