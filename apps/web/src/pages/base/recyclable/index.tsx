import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { BalanceTab } from './components/BalanceTab';
import { KindsTab } from './components/KindsTab';
import { LedgerTab } from './components/LedgerTab';

/** 循环物料: crate and pallet kinds, the ledger of what goes out with shipments and comes back, the balance. */
export default function RecyclablePage() {
  const { t } = useTranslation();
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'kinds', label: t('baseRecyclable.tab.kinds'), children: <KindsTab /> },
        { key: 'ledger', label: t('baseRecyclable.tab.ledger'), children: <LedgerTab /> },
        { key: 'balance', label: t('baseRecyclable.tab.balance'), children: <BalanceTab /> },
      ]}
    />
  );
}
