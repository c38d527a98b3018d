/** What a title view shows when the provider has no such title (000 §4). */
import { useT } from '../../../core/react/index';
import { Notice } from '../../../core/ui/Notice';

export function TitleNotFound() {
  const t = useT('vod');
  return (
    <Notice>
      <p>{t('notFound')}</p>
    </Notice>
  );
}
