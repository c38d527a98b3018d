/**
 * Reports the hub refused (4xx) after the guest had left the form — restored after a reload, or
 * refused once the form was gone: which report, why, and its text back (into the form, or copied).
 * Shown on the report form and on the tracking list, where the guest looks for it.
 */
import type { ProblemReport } from '../../core/hub/problems';
import { useHubQuery } from '../../core/query/hooks';
import { problemCategoriesQuery } from '../../core/query/problems';
import { problemReportWrite } from '../../core/query/queued-writes';
import { useRefusedWrites } from '../../core/query/writes';
import { useT } from '../../core/react/index';
import { WriteRefused } from '../../core/ui/WriteRefused';

export function RefusedReports({ onPutBack }: { onPutBack?: (report: ProblemReport) => void }) {
  const t = useT('problems');
  const refused = useRefusedWrites(problemReportWrite);
  const categories = useHubQuery(problemCategoriesQuery, refused.length > 0 ? [] : null);
  if (refused.length === 0) return null;
  return (
    <>
      {refused.map((write) => {
        const category = categories.data?.find((candidate) => candidate.id === write.input.categoryId)?.name;
        return (
          <WriteRefused
            key={write.key}
            write={write}
            what={category ? t('refusedWhatCategory', { category }) : t('refusedWhat')}
            text={write.input.description}
            onPutBack={onPutBack && (() => onPutBack(write.input))}
          />
        );
      })}
    </>
  );
}
