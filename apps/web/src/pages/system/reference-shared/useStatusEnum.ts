import { dictValueEnum, useDict } from '../../../core/dicts';

/** Normal / disabled from the sys_normal_disable dictionary, for columns and form selects. */
export function useStatusEnum() {
  return dictValueEnum(useDict('sys_normal_disable'));
}

export function useYesNoEnum() {
  return dictValueEnum(useDict('sys_yes_no'));
}
