import { NodeIndexOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { lineTotals } from '@tms/domain';
import { AutoComplete, Button, Checkbox, Select, Space, Statistic, Switch, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../../core/dicts';
import { listRouteDetails } from '../api';
import type { LineAccess } from '../hooks/useLineAccess';
import type { LineDraft, LineQuery, ModelOption } from '../types';
import { modelOptions, renderModelOption } from './ModelCapacity';

type Props = {
  lines: readonly LineDraft[];
  query: LineQuery;
  models: readonly ModelOption[];
  autoHeight: boolean;
  /** The dispatcher allows late arrival for the next submit (asked about, then accepted). */
  allowLate: boolean;
  submitting: boolean;
  access: LineAccess;
  onQuery: (query: LineQuery) => void;
  onAutoHeight: (on: boolean) => void;
  onAllowLate: (allow: boolean) => void;
  onAddLine: () => void;
  onPlan: () => void;
  onCancel: () => void;
  onSubmit: () => void;
};

/**
 * The lines' query parameters (vehicle model, route detail, transport type), the totals of every
 * line, and the screen's actions, with the dispatcher's choice to allow late arrival for the next submit. A typed route name that matches no detail is sent as name = id
 * (the domain then sends the id as null).
 */
export function LineToolbar(props: Props) {
  const { lines, query, models, autoHeight, submitting, onQuery } = props;
  const { t } = useTranslation();
  const transTypes = useDict('route_transport_way');
  const [keyword, setKeyword] = useState('');
  const { data: routes = [] } = useQuery({
    queryKey: ['lineAdjust', 'routeDetails', keyword],
    queryFn: () => listRouteDetails(keyword || undefined),
    staleTime: 60_000,
  });
  const totals = useMemo(() => lineTotals(lines.flatMap((l) => l.orders)).total, [lines]);
  return (
    <div className="line-adjust-toolbar">
      <Space wrap>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 200 }}
          placeholder={t('lineAdjust.query.model')}
          aria-label={t('lineAdjust.query.model')}
          value={query.vehicleMainModelId ?? undefined}
          onChange={(v: string | undefined) => onQuery({ ...query, vehicleMainModelId: v ?? null })}
          options={modelOptions(models)}
          optionRender={renderModelOption}
          popupMatchSelectWidth={false}
        />
        <AutoComplete
          allowClear
          style={{ width: 220 }}
          placeholder={t('lineAdjust.query.routeDetail')}
          aria-label={t('lineAdjust.query.routeDetail')}
          value={query.routeDetailName ?? ''}
          options={routes.map((r) => ({ value: r.routeName, key: String(r.id) }))}
          onSearch={setKeyword}
          onChange={(text: string) => {
            // A picked detail sends its id; a typed name is sent as its own id (then null, domain check 6).
            const route = routes.find((r) => r.routeName === text);
            onQuery({
              ...query,
              routeDetailId: route ? String(route.id) : text || null,
              routeDetailName: text || null,
            });
          }}
        />
        <Select
          style={{ width: 150 }}
          aria-label={t('lineAdjust.query.transType')}
          value={query.transType}
          onChange={(transType: string) => onQuery({ ...query, transType })}
          options={transTypes.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
        />
        <Statistic
          title={t('lineAdjust.totals.weight')}
          value={totals.weight}
          valueStyle={{ fontSize: 14 }}
        />
        <Statistic
          title={t('lineAdjust.totals.volume')}
          value={totals.volume}
          valueStyle={{ fontSize: 14 }}
        />
        <Statistic
          title={t('lineAdjust.totals.pallets')}
          value={totals.pallets}
          valueStyle={{ fontSize: 14 }}
        />
      </Space>
      <Space wrap>
        <Switch
          checked={autoHeight}
          onChange={props.onAutoHeight}
          checkedChildren={t('lineAdjust.autoHeight')}
          unCheckedChildren={t('lineAdjust.fixedHeight')}
        />
        <Button icon={<PlusOutlined />} disabled={!props.access.edit} onClick={props.onAddLine}>
          {t('lineAdjust.addLine')}
        </Button>
        <Button
          icon={<NodeIndexOutlined />}
          disabled={!props.access.edit || !props.access.submit}
          onClick={props.onPlan}
        >
          {t('lineAdjust.plan.button')}
        </Button>
        <Button onClick={props.onCancel}>{t('action.cancel')}</Button>
        <Button
          type="primary"
          loading={submitting}
          disabled={!props.access.edit || !props.access.submit}
          onClick={props.onSubmit}
        >
          {t('lineAdjust.submit.button')}
        </Button>
        <Tooltip title={t('lineAdjust.late.allowHelp')}>
          <Checkbox
            checked={props.allowLate}
            disabled={!props.access.edit || !props.access.submit}
            onChange={(e) => props.onAllowLate(e.target.checked)}
            data-testid="allow-late"
          >
            {t('lineAdjust.late.allow')}
          </Checkbox>
        </Tooltip>
      </Space>
    </div>
  );
}
