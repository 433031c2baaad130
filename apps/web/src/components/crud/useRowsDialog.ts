import { useState } from 'react';

/** A modal acting on some rows (review, blacklist): open while it holds rows. */
export function useRowsDialog<T>() {
  const [rows, setRows] = useState<T[] | null>(null);
  return {
    rows: rows ?? [],
    show: (next: T[]) => setRows(next),
    close: () => setRows(null),
    /** Spread on the modal. */
    props: { open: !!rows, onOpenChange: (open: boolean) => !open && setRows(null) },
  };
}
