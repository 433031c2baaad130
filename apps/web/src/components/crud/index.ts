export { AddAction, BatchDeleteAction } from './CrudToolbar';
export {
  createTimeColumn,
  createTimeRangeColumn,
  dateTimeColumn,
  optionColumn,
  statusColumn,
  type Translate,
} from './columns';
export { ConfirmAction, ConfirmButton, DeleteAction, EditAction, LinkAction, RowActions } from './RowActions';
export { useFormModal } from './useFormModal';
export { useMutate } from './useMutate';
export { useConfirmRemove, useRemove } from './useRemove';
export { type Selection, useSelection } from './useSelection';
