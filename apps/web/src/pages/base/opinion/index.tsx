import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../core/current-user';
import { AllOpinionsTab } from './components/AllOpinionsTab';
import { MyOpinionsTab } from './components/MyOpinionsTab';

/** 意见建议: every user submits and follows their own; administrators answer them all. */
export default function OpinionPage() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'mine', label: t('baseOpinion.mine'), children: <MyOpinionsTab /> },
        ...(can('base:opinion:list')
          ? [{ key: 'all', label: t('baseOpinion.all'), children: <AllOpinionsTab /> }]
          : []),
      ]}
    />
  );
}
