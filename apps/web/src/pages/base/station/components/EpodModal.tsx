import { ModalForm, ProForm } from '@ant-design/pro-components';
import { Col, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import { EPOD_FIELDS, type EpodForm, type Station } from '../types';

type Props = {
  station: Station | null;
  onClose: () => void;
  onSubmit: (values: EpodForm) => Promise<boolean>;
};

/**
 * The station's electronic proof-of-delivery settings (saveEpod): how a driver hands over and gets
 * the delivery signed at this station. Only these flags change; the rest of the station stays as is.
 */
export function EpodModal({ station, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const initial = station ? Object.fromEntries(EPOD_FIELDS.map((f) => [f, station[f]])) : {};
  return (
    <ModalForm<EpodForm>
      name="station-epod-modal"
      title={station ? t('baseStation.epod.title', { code: station.code, name: station.name }) : ''}
      open={!!station}
      onOpenChange={(open) => !open && onClose()}
      modalProps={{ destroyOnHidden: true }}
      initialValues={initial}
      width={640}
      grid
      onFinish={async (values) => (station ? onSubmit({ ...values, uuid: station.uuid }) : false)}
    >
      <Col span={24}>
        <Typography.Paragraph type="secondary">{t('baseStation.epod.hint')}</Typography.Paragraph>
      </Col>
      {EPOD_FIELDS.map((flag) => (
        <Col key={flag} span={12}>
          <ProForm.Item name={flag} label={t(`baseStation.${flag}`)} tooltip={t(`baseStation.epod.${flag}`)}>
            <YesNoSwitch />
          </ProForm.Item>
        </Col>
      ))}
    </ModalForm>
  );
}
