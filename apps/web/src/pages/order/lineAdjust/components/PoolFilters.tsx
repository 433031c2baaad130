import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import type { PoolFilter } from '../hooks/useLineAdjustState';

type Values = { waybillCode?: string; refNo?: string; clientIds?: string[]; shipToIds?: string[] };

/** The pool's filters: waybill code, refNo, clients and destination stations (several each). */
export function PoolFilters({
  onSearch,
}: {
  onSearch: (filter: Omit<PoolFilter, 'sortField' | 'sortOrder'>) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  return (
    <Form form={form} layout="inline" className="line-adjust-pool-filters" onFinish={(v) => onSearch(v)}>
      <Form.Item name="waybillCode">
        <Input
          allowClear
          placeholder={t('lineAdjust.pool.waybillCode')}
          aria-label={t('lineAdjust.pool.waybillCode')}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Form.Item name="refNo">
        <Input
          allowClear
          placeholder={t('lineAdjust.pool.refNo')}
          aria-label={t('lineAdjust.pool.refNo')}
          style={{ width: 120 }}
        />
      </Form.Item>
      <Form.Item name="clientIds">
        <RemoteSelect
          url="/system/client/dropBox"
          mode="multiple"
          maxTagCount={1}
          placeholder={t('lineAdjust.pool.clients')}
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item name="shipToIds">
        <RemoteSelect
          url="/system/station/dropBoxDc"
          mode="multiple"
          maxTagCount={1}
          placeholder={t('lineAdjust.pool.destStations')}
          style={{ width: 180 }}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('action.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('action.reset')}
        </Button>
      </Space>
    </Form>
  );
}
