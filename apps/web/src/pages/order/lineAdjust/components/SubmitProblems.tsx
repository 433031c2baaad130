import { LATE_ARRIVAL_KEY } from '@tms/domain';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScreenProblem } from '../state/submit';

type Props = {
  problems: readonly ScreenProblem[];
  describe: (problem: ScreenProblem) => string;
  onClose: () => void;
};

/**
 * Every problem a refused submit found, above the lines (each is also marked on its line and stop); when
 * a stop is late for its waybills, how the dispatcher may allow it.
 */
export function SubmitProblems({ problems, describe, onClose }: Props) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      closable
      className="line-adjust-problems"
      data-testid="submit-problems"
      onClose={onClose}
      message={t('lineAdjust.problems.title')}
      description={
        <>
          <ul>
            {problems.map((p) => {
              const text = describe(p);
              return <li key={text}>{text}</li>;
            })}
          </ul>
          {problems.some((p) => p.key === LATE_ARRIVAL_KEY) && (
            <Typography.Text type="secondary">{t('lineAdjust.late.hint')}</Typography.Text>
          )}
        </>
      }
    />
  );
}
