import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { maskAddress, maskIdNumber, maskPhone } from '@tms/domain';
import { Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../app/current-user';

export type MaskKind = 'phone' | 'id' | 'address';

const maskers: Record<MaskKind, (value: string | null | undefined) => string> = {
  phone: maskPhone,
  id: maskIdNumber,
  address: maskAddress,
};

/**
 * A masked phone (138****5678), ID number (6 leading, 4 trailing) or address (last 6 hidden).
 * The eye toggle that reveals the value appears only when the user holds `revealPermission`.
 */
export function MaskedText({
  type,
  value,
  revealPermission,
}: {
  type: MaskKind;
  value: string | null | undefined;
  revealPermission?: string;
}) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const [shown, setShown] = useState(false);
  if (!value) return null;
  const mayReveal = !!revealPermission && can(revealPermission);
  const text = shown && mayReveal ? value : maskers[type](value);
  if (!mayReveal) return <span>{text}</span>;
  const label = shown ? t('widget.mask.hide') : t('widget.mask.show');
  return (
    <Space size={4}>
      <span>{text}</span>
      <Tooltip title={label}>
        <Button
          type="text"
          size="small"
          aria-label={label}
          icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={() => setShown(!shown)}
        />
      </Tooltip>
    </Space>
  );
}
