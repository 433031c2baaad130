import { Drawer, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleRow } from '../types';
import { RoleUsersTable } from './RoleUsersTable';

/** Who holds the role: the users with it and the users without it, each list able to change that. */
export function AssignUsersDrawer({ role, onClose }: { role: RoleRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  // Giving or taking the role in one tab refreshes the other one.
  const [version, setVersion] = useState(0);
  const bump = () => setVersion((v) => v + 1);
  return (
    <Drawer
      title={role ? t('sysRole.assignTitle', { name: role.roleName }) : ''}
      open={!!role}
      width={920}
      onClose={onClose}
      destroyOnHidden
    >
      {role && (
        <Tabs
          items={[
            {
              key: 'allocated',
              label: t('sysRole.allocated'),
              children: <RoleUsersTable key={`a-${version}`} roleId={role.id} allocated onChanged={bump} />,
            },
            {
              key: 'unallocated',
              label: t('sysRole.unallocated'),
              children: (
                <RoleUsersTable key={`u-${version}`} roleId={role.id} allocated={false} onChanged={bump} />
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
