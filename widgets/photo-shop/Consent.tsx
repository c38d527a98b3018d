/**
 * The consent page (001 §2, §3, §4): GET photo/passenger/consent — null (first access), true or
 * false. First access offers Accept and Opt Out; afterwards the status shows with Change Status,
 * which toggles it. When consent first becomes true the guest goes to the overview. The page says
 * in plain words what matching does and that opting out hides every photo view at once (the
 * consent read is refreshed with the basket on every `lido:cart`, here and in other tabs).
 */
import { useState } from 'react';
import { useHubQuery } from '../../core/query/hooks';
import { useHubMutation } from '../../core/query/writes';
import { photoConsentQuery, photoConsentWrite } from '../../core/query/photo';
import { useNavigate, useT } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { ErrorNotice } from '../../core/ui/Notice';
import { PageTitle } from '../../core/ui/PageTitle';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { HashtagIntro, PHOTO_HASHTAGS } from './parts';

export function Consent() {
  const t = useT('photo');
  const consent = useHubQuery(photoConsentQuery, []);
  return (
    <section className="photo-consent">
      <PageTitle>{t('consent.title')}</PageTitle>
      <HashtagIntro hashtag={PHOTO_HASHTAGS.consent} />
      <div className="consent-explained">
        <p>{t('consent.what')}</p>
        <p>{t('consent.optOutEffect')}</p>
      </div>
      <QueryView query={consent}>{(value) => <ConsentStatus consent={value} />}</QueryView>
    </section>
  );
}

function ConsentStatus({ consent }: { consent: boolean | null }) {
  const t = useT('photo');
  const navigate = useNavigate();
  const write = useHubMutation(photoConsentWrite);
  const [failedFor, setFailedFor] = useState<boolean | null>(null);
  const set = async (value: boolean) => {
    setFailedFor(null);
    try {
      await write.submit(value);
    } catch {
      setFailedFor(value);
      return;
    }
    // 001 §4: when consent first becomes true the guest is sent to the photo overview
    if (value && consent === null) navigate('/photomatch/overview');
  };
  const busy = write.status === 'pending';
  return (
    <div className="consent-status" part="consent">
      {consent === null ? (
        <p className="consent-state">{t('consent.firstAccess')}</p>
      ) : (
        <p className="consent-state" role="status">
          {consent ? t('consent.given') : t('consent.refused')}
        </p>
      )}
      <div className="button-row">
        {consent === null ? (
          <>
            <Button onClick={() => void set(true)} busy={busy}>
              {t('consent.accept')}
            </Button>
            <Button variant="secondary" onClick={() => void set(false)} busy={busy}>
              {t('consent.optOut')}
            </Button>
          </>
        ) : (
          <Button variant={consent ? 'secondary' : 'primary'} onClick={() => void set(!consent)} busy={busy}>
            {t('consent.change')}
          </Button>
        )}
        {consent === true && (
          <RouteLink to="/photomatch/overview" className="button secondary">
            {t('backToOverview')}
          </RouteLink>
        )}
      </div>
      {failedFor !== null && <ErrorNotice error={write.error} onRetry={() => void set(failedFor)} />}
    </div>
  );
}
