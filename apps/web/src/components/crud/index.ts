/**
 * The list-screen kit: tables, toolbars, row links, columns, form modals and the hooks behind them.
 * Screens import it from here only, so its files can be split or merged without touching them.
 */
export { CrudFormModal, type FormModalProps } from './CrudFormModal';
export { CrudTable } from './CrudTable';
export { AddAction, BatchDeleteAction, ExportAction, ImportAction, PermButton } from './CrudToolbar';
export {
  createTimeColumn,
  createTimeRangeColumn,
  dateTimeColumn,
  optionColumn,
  statusColumn,
  type Translate,
} from './columns';
export { EnableToggleAction, enableToolbarButtons } from './EnableActions';
export { ExpandToggle } from './ExpandToggle';
export { GridItem, RemarkField } from './FormFields';
export { codeRules, requiredRule } from './form-rules';
export {
  ConfirmAction,
  ConfirmButton,
  DeleteAction,
  EditAction,
  EditRemoveActions,
  LinkAction,
  RowActions,
} from './RowActions';
export { StatusSwitch } from './StatusSwitch';
export { StatusTag } from './StatusTag';
export { exportList, fetchPage, fetchSortedPage, postIds, type TableParams } from './table';
export {
  type AntTreeNode,
  allKeys,
  buildTree,
  type FlatNode,
  type OptionNode,
  selfAndDescendants,
  type TreeNode,
  toAntTree,
  toggleChecked,
} from './tree';
export { type CrudList, useCrudList } from './useCrudList';
export { useFormModal } from './useFormModal';
export { useImport } from './useImport';
export { useMutate } from './useMutate';
export { useConfirmRemove, useRemove } from './useRemove';
export { useRowsDialog } from './useRowsDialog';
export { type Selection, useSelection } from './useSelection';
export { useStatusEnum, useYesNoEnum } from './useStatusEnum';
