import { ModalForm, ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import type { Zone, ZoneForm } from '../types';

type Props = {
  open: boolean;
  record: Zone | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: ZoneForm) => Promise<boolean>;
};

export function ZoneFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const required = { required: true, message: t('common.required') };
  return (
    <ModalForm<ZoneForm>
      name="base-zone-form-modal"
      title={record ? t('baseZone.edit') : t('baseZone.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { enableFlag: 'Y' }}
      width={600}
      grid
      colProps={{ span: 12 }}
      onFinish={(values) =>
        onSubmit({ ...values, dispatchCenterId: values.dispatchCenterId ?? null, uuid: record?.uuid })
      }
    >
      <ProFormText
        name="code"
        label={t('baseZone.code')}
        rules={[required, { pattern: CODE_PATTERN, message: t('common.invalidCode') }, { max: 30 }]}
      />
      <ProFormText name="name" label={t('baseZone.name')} rules={[required, { max: 60 }]} />
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
      <ProFormTextArea
        name="remark"
        label={t('basePlace.remark')}
        colProps={{ span: 24 }}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}
