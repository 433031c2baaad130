import { ModalForm, ProForm, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../../app/dicts';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import type { TransLocation, TransLocationForm } from '../types';

type Props = {
  open: boolean;
  record: TransLocation | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: TransLocationForm) => Promise<boolean>;
};

export function TransLocationFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const types = useDict('trans_location_type').map((d) => ({ value: d.dictValue, label: d.dictLabel }));
  const required = { required: true, message: t('common.required') };
  return (
    <ModalForm<TransLocationForm>
      name="base-trans-location-form-modal"
      title={record ? t('baseTransLocation.edit') : t('baseTransLocation.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { enableFlag: 'Y' }}
      width={680}
      grid
      colProps={{ span: 12 }}
      onFinish={(values) =>
        onSubmit({
          ...values,
          zoneId: values.zoneId ?? null,
          dispatchCenterId: values.dispatchCenterId ?? null,
          uuid: record?.uuid,
        })
      }
    >
      <ProFormText
        name="code"
        label={t('baseTransLocation.code')}
        rules={[required, { pattern: CODE_PATTERN, message: t('common.invalidCode') }, { max: 30 }]}
      />
      <ProFormText name="name" label={t('baseTransLocation.name')} rules={[required, { max: 60 }]} />
      <ProFormSelect name="type" label={t('baseTransLocation.type')} options={types} />
      <Col span={12}>
        <ProForm.Item name="zoneId" label={t('baseTransLocation.zone')}>
          <RemoteSelect url="/system/zone/dropBox" style={{ width: '100%' }} />
        </ProForm.Item>
      </Col>
      <Col span={12}>
        <ProForm.Item
          name="dispatchCenterId"
          label={t('baseZone.dispatchCenter')}
          tooltip={t('baseZone.centerHint')}
        >
          <RemoteSelect url="/system/dispatchCenter/selectByDDAndUser" style={{ width: '100%' }} />
        </ProForm.Item>
      </Col>
      <Col span={12}>
        <ProForm.Item name="enableFlag" label={t('basePlace.enableFlag')}>
          <YesNoSwitch />
        </ProForm.Item>
      </Col>
      <ProFormText
        name="address"
        label={t('baseTransLocation.address')}
        colProps={{ span: 24 }}
        rules={[{ max: 200 }]}
      />
      <ProFormTextArea
        name="remark"
        label={t('basePlace.remark')}
        colProps={{ span: 24 }}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}
