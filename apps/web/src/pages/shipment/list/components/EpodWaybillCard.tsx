import type { EpodLine, EpodWaybill } from '@tms/contract';
import {
  type ApiPermissionKey,
  EPOD_REMARK_MAX,
  type EpodRecordProblem,
  epodRecordProblems,
  interpolate,
  isEpodEditable,
  receivedAsShipped,
} from '@tms/domain';
import type { ButtonProps } from 'antd';
import { Alert, App, Button, Card, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutate } from '../../../../components/crud';
import { usePermissions } from '../../../../core/current-user';
import { EpodImages } from './EpodImages';
import { auditEpod, saveEpod } from './epod-api';

const EDIT_PERM = 'shipment:epod:edit' satisfies ApiPermissionKey;
const AUDIT_PERM = 'shipment:epod:audit' satisfies ApiPermissionKey;
const STATUS_COLOR: Record<string, string> = { none: 'default', P: 'warning', N: 'processing', A: 'success' };

/**
 * One waybill's receipt: its lines with the shipped quantity and the received one (typed as text and
 * sent as is: the server keeps exact decimals; "as shipped" fills every line at once), a remark,
 * photos, save and audit. The save is checked first by the server's own rule (epodRecordProblems: every
 * line's quantity, a photo when the client takes photos back); what is missing is marked and listed.
 * An audited receipt is read-only.
 */
export function EpodWaybillCard({
  shipmentId,
  receivable,
  waybill,
  onChanged,
}: {
  shipmentId: string;
  receivable: boolean;
  waybill: EpodWaybill;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { can } = usePermissions();
  const mutate = useMutate();
  const code = waybill.waybillCode;
  const editable = receivable && can(EDIT_PERM) && isEpodEditable(waybill);
  const [received, setReceived] = useState<Record<string, string>>(() =>
    Object.fromEntries(waybill.lines.map((l) => [l.waybillLineId, l.receivedQuantity ?? ''])),
  );
  const [remark, setRemark] = useState(waybill.remark ?? '');
  const [saving, setSaving] = useState(false);
  // Shown once a save was tried, and kept current as the user fills in what was missing.
  const [checked, setChecked] = useState(false);
  const status = waybill.status ?? 'none';
  const problems = epodRecordProblems({
    lines: waybill.lines.map((l) => ({ ...l, received: received[l.waybillLineId] })),
    imageReturn: waybill.imageReturn === 'Y',
    images: waybill.images.length,
  });
  const shown = checked ? problems : [];
  const lineWrong = (lineNo: number) => shown.some((p) => 'params' in p && p.params.lineNo === lineNo);
  const text = (p: EpodRecordProblem) => interpolate(t(p.key), 'params' in p ? p.params : {});

  const columns: ColumnsType<EpodLine> = [
    { title: t('epodView.col.lineNo'), dataIndex: 'lineNo', width: 70 },
    {
      title: t('epodView.col.item'),
      key: 'item',
      render: (_, l) => [l.itemCode, l.itemName].filter(Boolean).join(' '),
    },
    { title: t('epodView.col.unit'), dataIndex: 'unit', width: 80 },
    { title: t('epodView.col.shipped'), dataIndex: 'shippedQuantity', width: 130 },
    {
      title: t('epodView.col.received'),
      key: 'received',
      width: 160,
      render: (_, l) =>
        editable ? (
          <Input
            size="small"
            inputMode="decimal"
            status={lineWrong(l.lineNo) ? 'error' : undefined}
            value={received[l.waybillLineId] ?? ''}
            onChange={(e) => setReceived((before) => ({ ...before, [l.waybillLineId]: e.target.value }))}
            data-testid={`epod-received-${code}-${l.lineNo}`}
          />
        ) : (
          <span data-testid={`epod-received-${code}-${l.lineNo}`}>{l.receivedQuantity ?? '-'}</span>
        ),
    },
  ];

  const save = async () => {
    setChecked(true);
    if (problems.length > 0) return;
    setSaving(true);
    await mutate(
      () =>
        saveEpod({
          shipmentId,
          waybillId: waybill.waybillId,
          remark,
          lines: waybill.lines.map((l) => ({
            waybillLineId: l.waybillLineId,
            receivedQuantity: received[l.waybillLineId]?.trim() || null,
          })),
        }),
      (saved) => {
        if (saved.exceptions > 0) void message.warning(t('epodView.mismatch'));
        onChanged();
      },
    );
    setSaving(false);
  };

  return (
    <Card
      size="small"
      data-testid={`epod-waybill-${code}`}
      title={
        <Space>
          {t('epodView.waybill', { code })}
          {waybill.clientName && <Typography.Text type="secondary">{waybill.clientName}</Typography.Text>}
          <Tag color={STATUS_COLOR[status]} data-testid={`epod-status-${code}`}>
            {t(`epodView.status.${status}`)}
          </Tag>
        </Space>
      }
      extra={
        <Space>
          {editable && (
            <Button
              size="small"
              onClick={() => setReceived(receivedAsShipped(waybill.lines))}
              data-testid={`epod-as-shipped-${code}`}
            >
              {t('epodView.asShipped')}
            </Button>
          )}
          {editable && (
            <Button
              type="primary"
              size="small"
              loading={saving}
              onClick={() => void save()}
              data-testid={`epod-save-${code}`}
            >
              {t('epodView.save')}
            </Button>
          )}
          {can(AUDIT_PERM) && waybill.status === 'N' && (
            <Popconfirm
              title={t('epodView.auditConfirm')}
              okButtonProps={{ 'data-testid': `epod-audit-confirm-${code}` } as ButtonProps}
              onConfirm={() => mutate(() => auditEpod(waybill.epodId as number), onChanged)}
            >
              <Button size="small" data-testid={`epod-audit-${code}`}>
                {t('epodView.audit')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Table<EpodLine>
          rowKey="waybillLineId"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={waybill.lines}
        />
        {shown.length > 0 && (
          <Alert
            type="error"
            showIcon
            message={t('epodView.incomplete')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid={`epod-missing-${code}`}>
                {shown.map((p) => (
                  <li key={text(p)}>{text(p)}</li>
                ))}
              </ul>
            }
          />
        )}
        <Input.TextArea
          rows={2}
          maxLength={EPOD_REMARK_MAX}
          placeholder={t('epodView.remark')}
          value={remark}
          disabled={!editable}
          onChange={(e) => setRemark(e.target.value)}
          data-testid={`epod-remark-${code}`}
        />
        <Typography.Text strong>{t('epodView.images')}</Typography.Text>
        {waybill.epodId !== null || editable ? (
          <EpodImages shipmentId={shipmentId} waybill={waybill} onChanged={onChanged} />
        ) : null}
        {waybill.createBy && (
          <Typography.Text type="secondary">
            {t('epodView.recordedBy', {
              by: waybill.updateBy ?? waybill.createBy,
              time: waybill.updateTime ?? waybill.createTime,
            })}
          </Typography.Text>
        )}
        {waybill.auditBy && (
          <Typography.Text type="secondary" data-testid={`epod-audited-${code}`}>
            {t('epodView.auditedBy', { by: waybill.auditBy, time: waybill.auditTime })}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
}
