import { useTranslation } from 'react-i18next';
import { GridItem } from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';

/** The optional dispatch center of a zone or transport location (none: shared by all centers). */
export function DispatchCenterField() {
  const { t } = useTranslation();
  return (
    <GridItem
      span={12}
      name="dispatchCenterId"
      label={t('baseZone.dispatchCenter')}
      tooltip={t('baseZone.centerHint')}
    >
      <RemoteSelect url="/system/dispatchCenter/selectByDDAndUser" style={{ width: '100%' }} />
    </GridItem>
  );
}
