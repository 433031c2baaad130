import { Tag } from 'antd';
import { useDict } from '../../../../core/dicts';

/** An order status as a tag: label and colour (listClass) from the order_status dictionary. */
export function OrderStatusTag({ code }: { code: string | null | undefined }) {
  const entry = useDict('order_status').find((e) => e.dictValue === code);
  if (!code) return <>-</>;
  return <Tag color={entry?.listClass ?? 'default'}>{entry?.dictLabel ?? code}</Tag>;
}
