import { ModalForm } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridItem } from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { searchRouteDetails } from '../api';
import type { AssignRouteForm, Order } from '../types';

type Props = {
  order: Order | null;
  onClose: () => void;
  onSubmit: (values: AssignRouteForm) => Promise<boolean>;
};

type Values = { carrierId?: string | null; routeDetailId?: number | null };

type RouteDetailSelectProps = Omit<SelectProps<number>, 'options' | 'onSearch' | 'filterOption' | 'loading'>;

/** The route details of the caller's center, searched on the server as the user types. */
function RouteDetailSelect(props: RouteDetailSelectProps) {
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const { data = [], isFetching } = useQuery({
    queryKey: ['orderOrder', 'routeDetails', deferred],
    queryFn: () => searchRouteDetails(deferred),
    staleTime: 30_000,
  });
  return (
    <Select<number>
      showSearch
      allowClear
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      options={data.map((row) => ({ value: row.id, label: row.routeName }))}
      {...props}
    />
  );
}

/** Assign a carrier and a route detail to an open order (either may be cleared). */
export function AssignRouteModal({ order, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <ModalForm<Values>
      name="orderAssignRoute"
      title={t('orderOrder.assignTitle', { code: order?.code ?? '' })}
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      width={560}
      grid
      modalProps={{ destroyOnHidden: true }}
      initialValues={{
        carrierId: order?.carrierId ?? undefined,
        routeDetailId: order?.routeDetailId ?? undefined,
      }}
      onFinish={(values) =>
        onSubmit({
          uuid: order?.uuid ?? '',
          carrierId: values.carrierId ?? null,
          routeDetailId: values.routeDetailId ?? null,
        })
      }
    >
      <GridItem span={24} name="carrierId" label={t('orderOrder.carrier')}>
        <RemoteSelect url="/system/carrier/dropBox" />
      </GridItem>
      <GridItem span={24} name="routeDetailId" label={t('orderOrder.routeDetail')}>
        <RouteDetailSelect />
      </GridItem>
    </ModalForm>
  );
}
