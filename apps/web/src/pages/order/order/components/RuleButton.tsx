import type { ApiPermissionKey } from '@tms/domain';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Access } from '../../../../components/Access';

type Props = {
  perm: ApiPermissionKey;
  /** Why the action is refused (disables the button and shows on hover), or null when it is allowed. */
  refusal: string | null;
  onClick: () => void;
  /** A small link in a row rather than a toolbar button. */
  link?: boolean;
  danger?: boolean;
  children: ReactNode;
};

/** An action shown to holders of `perm`, enabled only when the domain allows it, saying why when not. */
export function RuleButton({ perm, refusal, onClick, link, danger, children }: Props) {
  const button = (
    <Button
      type={link ? 'link' : 'default'}
      size={link ? 'small' : 'middle'}
      danger={danger}
      disabled={refusal !== null}
      onClick={onClick}
    >
      {children}
    </Button>
  );
  return <Access perm={perm}>{refusal ? <Tooltip title={refusal}>{button}</Tooltip> : button}</Access>;
}
