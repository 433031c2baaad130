import { useTranslation } from 'react-i18next';
import { type DictValueEnum, dictValueEnum, useDict } from '../../core/dicts';

/**
 * Normal / disabled from the sys_normal_disable dictionary, for status columns and form selects. While
 * the dictionary loads (after a language switch) the translated labels stand in, so a status filter is
 * never empty.
 */
export function useStatusEnum(): DictValueEnum {
  const { t } = useTranslation();
  const entries = useDict('sys_normal_disable');
  if (entries.length) return dictValueEnum(entries);
  return { '0': { text: t('identity.status.0') }, '1': { text: t('identity.status.1') } };
}

/** Yes / no from the sys_yes_no dictionary. */
export function useYesNoEnum(): DictValueEnum {
  return dictValueEnum(useDict('sys_yes_no'));
}
