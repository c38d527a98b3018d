/** 001 §5: why a passenger cannot go, in plain words (all four languages: excursions.json status.*; the hub's keys: core/ui/errors.ts hubKeyText). */
import { useCallback } from 'react';
import { ELIGIBILITY_STATUSES, type CatalogueExcursion } from '../../core/hub/excursions';
import { useT } from '../../core/react/index';
import { humanText, hubKeyText } from '../../core/ui/errors';
import { useUiT } from '../../core/ui/texts';

const KNOWN = new Set<string>([...ELIGIBILITY_STATUSES, 'SoldOut', 'ClosedForOnlineBooking']);

export function useStatusText(): (status: string, excursion?: Pick<CatalogueExcursion, 'minimumAge' | 'maximumAge'>) => string {
  const t = useT('excursions');
  const ui = useUiT();
  return useCallback(
    (status, excursion) => {
      // a message key of the hub (excursion_error_no_adult_on_excursion …) in words; an unknown label only when it is words
      if (!KNOWN.has(status)) return hubKeyText(status, ui) ?? (humanText(status) ? t('status.unknown', { status }) : t('status.unknownPlain'));
      if (status === 'MinimumAge')
        return typeof excursion?.minimumAge === 'number' ? t('status.MinimumAge', { age: excursion.minimumAge }) : t('status.MinimumAgeUnknown');
      if (status === 'MaximumAge')
        return typeof excursion?.maximumAge === 'number' ? t('status.MaximumAge', { age: excursion.maximumAge }) : t('status.MaximumAgeUnknown');
      return t(`status.${status}`);
    },
    [t, ui],
  );
}
