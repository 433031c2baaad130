import { Tag } from 'antd';
import { useDict } from '../../../../core/dicts';

/** A waybill status as a tag: label and colour (listClass) from the waybill_status dictionary. */
export function StatusTag({ code }: { code: string | null | undefined }) {
  const entry = useDict('waybill_status').find((e) => e.dictValue === code);
  if (!code) return <>-</>;
  return <Tag color={entry?.listClass ?? 'default'}>{entry?.dictLabel ?? code}</Tag>;
}
