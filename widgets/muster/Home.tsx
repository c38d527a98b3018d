/** /muster/home (002 §2): the entry page — the guest's overall state and the way to video, status and schedule. */
import type { MusterStatus } from '../../core/hub/muster';
import { musterStatusQuery } from '../../core/query/muster';
import { useHubQuery } from '../../core/query/hooks';
import { useSignedIn } from '../../core/react/index';
import { QueryView } from '../../core/ui/QueryView';
import { PageTitle } from '../../core/ui/PageTitle';
import { RouteLink } from '../../core/ui/RouteLink';
import { isComplete, musterPath, overallOf, type MusterView } from './muster-logic';
import { BlockedNotice, SignInNotice, useBlockedForMuster, useMusterT } from './parts';

export function Home() {
  const t = useMusterT();
  const signedIn = useSignedIn();
  const status = useHubQuery(musterStatusQuery, signedIn ? [] : null);
  const account = useBlockedForMuster();
  return (
    <section className="home-page">
      <PageTitle>{t('title')}</PageTitle>
      <p className="intro">{t('intro')}</p>
      {signedIn ? (
        <>
          {account.data?.isBlockedForMuster && <BlockedNotice showMessage={account.data.showBlockedMessage} />}
          <div className="overall" part="overall" aria-live="polite" aria-busy={status.data === undefined}>
            <QueryView query={status} errorMessage={t('status.loadError')} loading={{ variant: 'skeleton', lines: 2 }}>
              {(data) => <Overall status={data} />}
            </QueryView>
          </div>
        </>
      ) : (
        <SignInNotice view="home" />
      )}
      <nav aria-label={t('title')}>
        <ul className="home-links">
          {(['video', 'status', 'schedule'] as const).map((view) => (
            <HomeLink key={view} view={view} />
          ))}
        </ul>
      </nav>
    </section>
  );
}

function HomeLink({ view }: { view: Exclude<MusterView, 'home'> }) {
  const t = useMusterT();
  return (
    <li>
      <RouteLink to={musterPath(view)} className="home-link" aria-describedby={`muster-hint-${view}`}>
        <span className="home-link-title">{t(`nav.${view}`)}</span>
      </RouteLink>
      <p className="hint" id={`muster-hint-${view}`}>
        {t(`nav.${view}Hint`)}
      </p>
    </li>
  );
}

function Overall({ status }: { status: MusterStatus }) {
  const t = useMusterT();
  const required = status.musterStationVisitRequired;
  const guest = status.passengers.find((passenger) => passenger.isLoggedInUser);
  const done = status.passengers.filter((passenger) => isComplete(passenger, required)).length;
  const state = guest ? overallOf(guest, required) : null;
  return (
    <>
      {state && <p className={`overall-state ${state}`}>{t(`overall.${state}`)}</p>}
      {status.passengers.length > 1 && <p>{t('overall.party', { done, count: status.passengers.length })}</p>}
    </>
  );
}
