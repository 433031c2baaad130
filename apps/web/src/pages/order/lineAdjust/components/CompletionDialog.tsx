import { Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Completion } from '../hooks/useSubmitLines';

/** The shipment list (menu path); `uuids` narrows it to the given shipments. */
export const SHIPMENT_LIST_PATH = '/Shipment/ShipmentR';
export const shipmentListLink = (uuids: readonly string[]) =>
  `${SHIPMENT_LIST_PATH}?uuids=${encodeURIComponent(uuids.join(','))}`;

/** Each created shipment once, in the order the submit answered them. */
export function createdShipments(completion: Completion | null): Completion['shipments'] {
  const seen = new Set<string>();
  return (completion?.shipments ?? []).filter((s) => {
    if (seen.has(s.uuid)) return false;
    seen.add(s.uuid);
    return true;
  });
}

/**
 * After a submit: how many dispatch orders were made, and each one once as a link opening the shipment
 * list narrowed to it; "open the shipments" opens all of them. With waybills left in the pool the
 * dialog's main action is planning the rest: it closes and the screen stays as it is.
 */
export function CompletionDialog({
  completion,
  remaining,
  onClose,
}: {
  completion: Completion | null;
  /** Waybills still in the pool. */
  remaining: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shipments = createdShipments(completion);
  return (
    <Modal
      open={!!completion}
      title={t('lineAdjust.done.title', { count: shipments.length })}
      onCancel={onClose}
      footer={
        <Space>
          {shipments.length > 0 && (
            <Button
              onClick={() => {
                onClose();
                navigate(shipmentListLink(shipments.map((s) => s.uuid)));
              }}
            >
              {t('lineAdjust.done.open')}
            </Button>
          )}
          <Button type="primary" onClick={onClose}>
            {remaining > 0 ? t('lineAdjust.done.rest', { count: remaining }) : t('action.confirm')}
          </Button>
        </Space>
      }
    >
      {shipments.length > 0 && (
        <Space wrap data-testid="completion-links">
          <Typography.Text type="secondary">{t('lineAdjust.done.created')}</Typography.Text>
          {shipments.map((s) => (
            <Link key={s.uuid} to={shipmentListLink([s.uuid])} onClick={onClose}>
              {s.shipmentCode}
            </Link>
          ))}
        </Space>
      )}
    </Modal>
  );
}
