import type { ProColumns } from '@ant-design/pro-components';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { FleetGallery } from './FleetGallery';

/** The carrier column, searching by a carrier picked from the list; `empty` shows when there is none. */
export function carrierColumn<T extends { carrierName: string | null }>(
  title: string,
  empty = '-',
): ProColumns<T> {
  return {
    title,
    dataIndex: 'carrierId',
    width: 200,
    sorter: true,
    ellipsis: true,
    renderFormItem: () => <RemoteSelect url="/system/carrier/searchSelect" />,
    render: (_, row) => row.carrierName ?? empty,
  };
}

/** Small thumbnails of a row's pictures (all its lists together); not a search field. */
export function galleryColumn<T>(
  title: string,
  dataIndex: string,
  idsOf: (row: T) => string[],
): ProColumns<T> {
  return {
    title,
    dataIndex,
    width: 230,
    search: false,
    render: (_, row) => {
      const ids = idsOf(row);
      return ids.length ? <FleetGallery ids={ids} size={36} /> : '-';
    },
  };
}
