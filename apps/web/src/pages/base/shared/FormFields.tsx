import { ProFormItem, ProFormTextArea } from '@ant-design/pro-components';
import { REMARK_MAX } from '@tms/domain';
import { Col, type ColProps } from 'antd';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';

/** A ProFormItem holding a custom control, placed in the grid of a `grid` ModalForm like other fields. */
export function GridItem({ span = 24, ...props }: ComponentProps<typeof ProFormItem> & { span?: number }) {
  return (
    <Col span={span}>
      <ProFormItem {...props} />
    </Col>
  );
}

/** The remark text area, with the shared length limit and counter. */
export function RemarkField(props: { label: string; colProps?: ColProps }) {
  return <ProFormTextArea name="remark" fieldProps={{ maxLength: REMARK_MAX, showCount: true }} {...props} />;
}

/** The optional dispatch center of a zone or transport location (none: shared by all centers). */
export function DispatchCenterField() {
  const { t } = useTranslation();
  return (
    <GridItem
      span={12}
      name="dispatchCenterId"
      label={t('baseZone.dispatchCenter')}
      tooltip={t('baseZone.centerHint')}
    >
      <RemoteSelect url="/system/dispatchCenter/selectByDDAndUser" style={{ width: '100%' }} />
    </GridItem>
  );
}
