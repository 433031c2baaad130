import { ModalForm, type ModalFormProps } from '@ant-design/pro-components';
import type { ReactNode } from 'react';

/** What a list's form modal gets from its list: useFormModal's props plus the save. */
export type FormModalProps<R, F> = {
  open: boolean;
  record: R | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: F) => Promise<boolean>;
};

type Props<R, F> = FormModalProps<R, F> &
  Omit<ModalFormProps<F>, 'title' | 'open' | 'onOpenChange' | 'onFinish' | 'initialValues' | 'modalProps'> & {
    /** Its own form name prefixes field ids, so labels never point at the search form's fields. */
    name: string;
    /** Already translated. */
    titles: { add: string; edit: string };
    /** A new record's values. */
    defaults?: Record<string, unknown>;
    /** The record's key, sent with the values so the save updates that record. */
    keyField?: 'uuid' | 'id';
    /** Settles what the form leaves out before the save (a cleared select as null, ...). */
    normalize?: (values: F) => F;
    children: ReactNode;
  };

/**
 * The add/edit modal of a list: titled by mode, filled from the record or the defaults,
 * rebuilt at each opening; the save carries the record's key.
 */
export function CrudFormModal<R extends Record<string, unknown>, F extends Record<string, unknown>>({
  record,
  onSubmit,
  titles,
  defaults = {},
  keyField = 'uuid',
  normalize = (values) => values,
  children,
  ...modal
}: Props<R, F>) {
  return (
    <ModalForm<F>
      title={record ? titles.edit : titles.add}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? defaults}
      onFinish={(values) => onSubmit({ ...normalize(values), [keyField]: record?.[keyField] })}
      {...modal}
    >
      {children}
    </ModalForm>
  );
}
