import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DragData } from '../dnd';

/** What follows the pointer while dragging: the card's station or the number of waybills. */
export function DragPreview({ drag, stationName }: { drag: DragData | null; stationName?: string | null }) {
  const { t } = useTranslation();
  if (!drag) return null;
  return (
    <Tag color="processing" className="line-adjust-preview">
      {drag.kind === 'stop'
        ? (stationName ?? drag.stationId)
        : t('lineAdjust.drag.orders', { count: drag.ids.length })}
    </Tag>
  );
}
