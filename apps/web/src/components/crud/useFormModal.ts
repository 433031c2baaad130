import { useState } from 'react';

/** The add/edit modal of a list: which record (null to add) and whether it is open. */
export function useFormModal<T>() {
  const [record, setRecord] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    show: (next: T | null) => {
      setRecord(next);
      setOpen(true);
    },
    /** Spread on the form modal: open, record, onOpenChange. */
    props: { open, record, onOpenChange: setOpen },
  };
}
