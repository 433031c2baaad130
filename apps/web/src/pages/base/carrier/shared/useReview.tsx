import type { ProColumns } from '@ant-design/pro-components';
import type { ApiPermissionKey } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import { LinkAction, PermButton, useMutate, useRowsDialog } from '../../../../components/crud';
import type { Envelope } from '../../../../core/request';
import { ReviewModal, type ReviewValues } from './ReviewModal';
import { useReviewEnum } from './review';

type Options<T> = {
  /** The review permission key (base:driver:review). */
  perm: ApiPermissionKey;
  /** How the modal names a row: its code, name or plate. */
  subjectOf: (row: T) => string;
  review: (ids: string[], values: ReviewValues) => Promise<Envelope<null>>;
  /** After a review was saved (the list reloads). */
  after: () => void;
};

/** The review of carriers, drivers and vehicles: its status column, row link, toolbar button and modal. */
export function useReview<T extends { uuid: string }>({ perm, subjectOf, review, after }: Options<T>) {
  const { t } = useTranslation();
  const mutate = useMutate();
  const dialog = useRowsDialog<T>();
  const reviewEnum = useReviewEnum();
  const label = t('fleet.review.action');
  const column: ProColumns<T> = {
    title: t('base.fleet.col.reviewStatus'),
    dataIndex: 'reviewStatus',
    width: 110,
    valueType: 'select',
    valueEnum: reviewEnum,
    sorter: true,
  };
  return {
    column,
    rowLink: (row: T) => (
      <LinkAction perm={perm} onClick={() => dialog.show([row])}>
        {label}
      </LinkAction>
    ),
    /** Reviews the checked rows (disabled without any). */
    toolbarButton: (rows: T[]) => (
      <PermButton key="review" perm={perm} disabled={rows.length === 0} onClick={() => dialog.show(rows)}>
        {label}
      </PermButton>
    ),
    modal: (
      <ReviewModal
        {...dialog.props}
        subject={dialog.rows.map(subjectOf).join(', ')}
        onSubmit={(values) =>
          mutate(
            () =>
              review(
                dialog.rows.map((row) => row.uuid),
                values,
              ),
            () => {
              dialog.close();
              after();
            },
          )
        }
      />
    ),
  };
}
