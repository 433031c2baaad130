import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { interpolate, SHIPMENT_EXCEPTION_REMARK_MAX, validateExceptionHandle } from '@tms/domain';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { handleShipmentExceptions } from '../api';
import type { ShipmentException } from '../types';

type Values = { remark?: string };
type Props = { records: ShipmentException[]; onClose: () => void; onDone: () => void };

/**
 * Handling shipment exceptions (one, or the ticked open ones) with one remark: required, at most 800
 * characters, by the same domain rule the server applies. The server answers how many it handled.
 */
export function HandleModal({ records, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [first] = records;
  const title =
    records.length > 1
      ? t('expage.handleMany', { count: records.length })
      : t('expage.handleTitle', { code: first?.shipmentCode ?? first?.id ?? '' });
  return (
    <ModalForm<Values>
      title={title}
      name="monitor-expage-handle-modal"
      open={records.length > 0}
      width={560}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onFinish={async (values) => {
        if (records.length === 0) return false;
        const env = await handleShipmentExceptions({
          ids: records.map((r) => r.id),
          remark: values.remark ?? '',
        });
        void message.success(t('expage.handled', { count: env.data?.handled ?? 0 }));
        onDone();
        return true;
      }}
    >
      <ProFormTextArea
        name="remark"
        label={t('expage.field.handleRemark')}
        required
        rules={[
          {
            validator: (_: unknown, value: string | undefined) => {
              const [problem] = validateExceptionHandle({ remark: value });
              return problem
                ? Promise.reject(new Error(interpolate(t(problem.key), problem.params ?? {})))
                : Promise.resolve();
            },
          },
        ]}
        fieldProps={{ rows: 4, count: { show: true, max: SHIPMENT_EXCEPTION_REMARK_MAX } }}
      />
    </ModalForm>
  );
}
