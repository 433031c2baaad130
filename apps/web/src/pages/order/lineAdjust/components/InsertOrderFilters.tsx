import { Button, Col, Form, type FormInstance, Input, Row, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRangeValue } from '../../../../components/date-range';
import { RangePicker } from '../../../../components/RangePicker';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { type DictEntry, useDict } from '../../../../core/dicts';

/** The created-date range may span at most 31 days (the server refuses wider ranges too). */
export const CREATED_SPAN_DAYS = 31;

export type CandidateFilter = {
  code?: string;
  refNo?: string;
  created: DateRangeValue;
  refDispatchId?: string;
  clientId?: string;
  shipFromId?: string;
  shipToId?: string;
  orderBreed?: string;
  orderCode?: string;
  transType?: string;
  etd?: DateRangeValue | null;
  eta?: DateRangeValue | null;
  isCalllist?: string;
  isRemark?: string;
  remark?: string;
};

const toOptions = (entries: readonly DictEntry[]) =>
  entries.map((d) => ({ value: d.dictValue, label: d.dictLabel }));

/** Every filter of the insert-order dialog. */
export function InsertOrderFilters({
  form,
  initialValues,
  onSearch,
  onReset,
}: {
  form: FormInstance<CandidateFilter>;
  initialValues: CandidateFilter;
  onSearch: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const breeds = toOptions(useDict('order_breed'));
  const transTypes = toOptions(useDict('route_transport_way'));
  const yesNo = toOptions(useDict('sys_yes_no'));
  const col = { xs: 24, sm: 12, md: 8, xl: 6 };
  const text = (name: keyof CandidateFilter, key: string) => (
    <Col {...col}>
      <Form.Item name={name} label={t(key)}>
        <Input allowClear />
      </Form.Item>
    </Col>
  );
  // A date range shows two dates side by side: it takes a wider column so neither is cut off.
  const wide = { xs: 24, sm: 24, md: 12, xl: 8 };
  const pick = (name: keyof CandidateFilter, key: string, node: ReactNode, span = col) => (
    <Col {...span}>
      <Form.Item name={name} label={t(key)}>
        {node}
      </Form.Item>
    </Col>
  );
  return (
    <Form
      form={form}
      initialValues={initialValues}
      labelCol={{ flex: '96px' }}
      labelWrap
      onFinish={onSearch}
      size="small"
    >
      <Row gutter={12}>
        {text('code', 'lineAdjust.insert.code')}
        {text('refNo', 'lineAdjust.insert.refNo')}
        {pick(
          'created',
          'lineAdjust.insert.created',
          <RangePicker clearable={false} maxSpanDays={CREATED_SPAN_DAYS} style={{ width: '100%' }} />,
          wide,
        )}
        {pick(
          'refDispatchId',
          'lineAdjust.insert.dispatchCenter',
          <RemoteSelect url="/system/dispatchCenter/dropBox" />,
        )}
        {pick('clientId', 'lineAdjust.insert.client', <RemoteSelect url="/system/client/dropBox" />)}
        {pick('shipFromId', 'lineAdjust.insert.shipFrom', <RemoteSelect url="/system/station/dropBoxDc" />)}
        {pick('shipToId', 'lineAdjust.insert.shipTo', <RemoteSelect url="/system/station/dropBoxDc" />)}
        {pick('orderBreed', 'lineAdjust.insert.orderBreed', <Select allowClear options={breeds} />)}
        {text('orderCode', 'lineAdjust.insert.orderCode')}
        {pick('transType', 'lineAdjust.insert.transType', <Select allowClear options={transTypes} />)}
        {pick('etd', 'lineAdjust.insert.etd', <RangePicker style={{ width: '100%' }} />, wide)}
        {pick('eta', 'lineAdjust.insert.eta', <RangePicker style={{ width: '100%' }} />, wide)}
        {pick('isCalllist', 'lineAdjust.insert.isCalllist', <Select allowClear options={yesNo} />)}
        {pick('isRemark', 'lineAdjust.insert.isRemark', <Select allowClear options={yesNo} />)}
        {text('remark', 'lineAdjust.insert.remark')}
        <Col {...col}>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('action.search')}
            </Button>
            <Button onClick={onReset}>{t('action.reset')}</Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
