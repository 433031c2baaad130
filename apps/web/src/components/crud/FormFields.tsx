import { ProFormItem, ProFormTextArea } from '@ant-design/pro-components';
import { REMARK_MAX } from '@tms/domain';
import { Col, type ColProps } from 'antd';
import type { ComponentProps } from 'react';

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
