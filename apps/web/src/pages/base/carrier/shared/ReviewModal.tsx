import { ModalForm, ProFormRadio, ProFormTextArea } from '@ant-design/pro-components';
import { REMARK_MAX } from '@tms/domain';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

export type ReviewValues = { reviewStatus: '1' | '2'; reviewRemark?: string };

type Props = {
  open: boolean;
  /** What is reviewed: "CR03", "3 drivers". */
  subject: string;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: ReviewValues) => Promise<boolean>;
};

/** Approve or reject (a remark is required to reject), for carriers, drivers and vehicles. */
export function ReviewModal({ open, subject, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <ModalForm<ReviewValues>
      name="fleet-review-modal"
      title={`${t('fleet.review.title')} ${subject}`}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ reviewStatus: '1' }}
      width={480}
      onFinish={onSubmit}
    >
      <ProFormRadio.Group
        name="reviewStatus"
        label={t('fleet.review.result')}
        options={[
          { value: '1', label: t('fleet.review.approve') },
          { value: '2', label: t('fleet.review.reject') },
        ]}
      />
      <ProFormTextArea
        name="reviewRemark"
        label={t('fleet.review.remark')}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
        dependencies={['reviewStatus']}
        rules={[
          (({ getFieldValue }) => ({
            validator: async (_: unknown, value: unknown) => {
              if (getFieldValue('reviewStatus') === '2' && !value)
                throw new Error(t('base.fleet.reviewRemarkRequired'));
            },
          })) as Rule,
        ]}
      />
    </ModalForm>
  );
}
