import { ProFormItem } from '@ant-design/pro-components';
import { Col } from 'antd';
import type { ComponentProps } from 'react';

/** A ProFormItem holding a custom control, placed in the grid of a `grid` ModalForm like other fields. */
export function GridItem({ span = 24, ...props }: ComponentProps<typeof ProFormItem> & { span?: number }) {
  return (
    <Col span={span}>
      <ProFormItem {...props} />
    </Col>
  );
}
