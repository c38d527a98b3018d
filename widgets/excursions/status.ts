/** 001 §5: why a passenger cannot go, in plain words (all four languages: excursions.json status.*). */
import { useCallback } from 'react';
import { ELIGIBILITY_STATUSES, type CatalogueExcursion } from '../../core/hub/excursions';
import { useT } from '../../core/react/index';

const KNOWN = new Set<string>([
  ...ELIGIBILITY_STATUSES,
  'SoldOut',
  'ClosedForOnlineBooking',
]);

export function useStatusText(): (status: string, excursion?: Pick<CatalogueExcursion, 'minimumAge' | 'maximumAge'>) => string {
  const t = useT('excursions');
  return useCallback(
    (status, excursion) => {
      if (status === 'excursion_error_no_adult_on_excursion') return t('excursion_error_no_adult_on_excursion');
      if (!KNOWN.has(status)) return t('status.unknown', { status });
      if (status === 'MinimumAge') return typeof excursion?.minimumAge === 'number' ? t('status.MinimumAge', { age: excursion.minimumAge }) : t('status.MinimumAgeUnknown');
      if (status === 'MaximumAge') return typeof excursion?.maximumAge === 'number' ? t('status.MaximumAge', { age: excursion.maximumAge }) : t('status.MaximumAgeUnknown');
      return t(`status.${status}`);
    },
    [t],
  );
}
