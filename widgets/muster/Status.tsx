/** /muster/status (002 §2, §4, §6, §8): per passenger the video, the station visit (when required) and overall. */
import type { MusterPassenger, MusterStation, MusterStatus } from '../../core/hub/muster';
import { musterStatusQuery } from '../../core/query/muster';
import { useHubQuery } from '../../core/query/hooks';
import { useCore, useSlice, useSignedIn } from '../../core/react/index';
import { QueryView } from '../../core/ui/QueryView';
import { PageTitle } from '../../core/ui/PageTitle';
import { RouteLink } from '../../core/ui/RouteLink';
import { RefusedConfirmations } from './Confirm';
import { displayName, guestFirst, isComplete } from './muster-logic';
import { BackLink, BlockedNotice, SignInNotice, useBlockedForMuster, useMusterT } from './parts';

export function Status() {
  const t = useMusterT();
  const signedIn = useSignedIn();
  const status = useHubQuery(musterStatusQuery, signedIn ? [] : null);
  const account = useBlockedForMuster();
  return (
    <section className="status-page" aria-busy={signedIn && status.data === undefined}>
      <PageTitle>{t('status.title')}</PageTitle>
      {!signedIn ? (
        <SignInNotice view="status" />
      ) : (
        <>
          {account.data?.isBlockedForMuster && <BlockedNotice showMessage={account.data.showBlockedMessage} />}
          <QueryView query={status} errorMessage={t('status.loadError')} isEmpty={(data) => data.passengers.length === 0} empty={t('status.empty')}>
            {(data) => <StatusView status={data} />}
          </QueryView>
        </>
      )}
      <BackLink />
    </section>
  );
}

function StatusView({ status }: { status: MusterStatus }) {
  const t = useMusterT();
  const required = status.musterStationVisitRequired;
  const passengers = guestFirst(status.passengers);
  const guest = passengers.find((passenger) => passenger.isLoggedInUser);
  const station = guest?.musterStation ?? passengers.find((passenger) => passenger.musterStation)?.musterStation;
  return (
    <>
      <RefusedConfirmations passengers={status.passengers} />
      {station && <Station station={station} />}
      <table className="status-table" part="status">
        <caption className="lido-visually-hidden">{t('status.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('status.passenger')}</th>
            <th scope="col">{t('status.video')}</th>
            {required && <th scope="col">{t('status.station')}</th>}
            <th scope="col">{t('status.overall')}</th>
          </tr>
        </thead>
        <tbody>
          {passengers.map((passenger) => (
            <PassengerRow key={passenger.accountNumber} passenger={passenger} required={required} />
          ))}
        </tbody>
      </table>
    </>
  );
}

function PassengerRow({ passenger, required }: { passenger: MusterPassenger; required: boolean }) {
  const t = useMusterT();
  const complete = isComplete(passenger, required);
  return (
    <tr className={passenger.isLoggedInUser ? 'me' : undefined} data-account={passenger.accountNumber}>
      <th scope="row">
        <span className="name">{displayName(passenger)}</span>
        {passenger.isLoggedInUser && <span className="tag you">{t('status.you')}</span>}
        {passenger.lead && <span className="tag">{t('status.lead')}</span>}
      </th>
      <td>
        <Mark done={passenger.isVideoWatched} label={t(passenger.isVideoWatched ? 'status.watched' : 'status.notWatched')} />
      </td>
      {required && (
        <td>
          <Mark done={passenger.isMusterScanPerformed} label={t(passenger.isMusterScanPerformed ? 'status.visited' : 'status.notVisited')} />
        </td>
      )}
      <td className={complete ? 'overall complete' : 'overall'}>
        <Mark done={complete} label={t(complete ? 'status.complete' : 'status.incomplete')} />
      </td>
    </tr>
  );
}

/** A tick or an open circle, with the words beside it (never colour or shape alone). */
function Mark({ done, label }: { done: boolean; label: string }) {
  return (
    <span className={done ? 'mark done' : 'mark'}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {done ? (
          <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
        ) : (
          <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
        )}
      </svg>
      {label}
    </span>
  );
}

/** Where the guest musters; with the wayfinder enabled, a link to the deck map with the station marked. */
function Station({ station }: { station: MusterStation }) {
  const t = useMusterT();
  const { config } = useCore();
  const wayfinder = useSlice(config.state, (state) => state.device?.deviceGroup?.deviceProfile?.enableWayfinder === true);
  const profile = station.wayfinderProfileId;
  return (
    <section className="station" part="station" aria-labelledby="muster-station">
      <h2 id="muster-station">{t('station.title')}</h2>
      <p className="station-name">{station.name}</p>
      <p>
        {[station.deck !== undefined && station.deck !== null && station.deck !== '' ? t('station.deck', { deck: station.deck }) : null, station.location]
          .filter(Boolean)
          .join(', ')}
      </p>
      {wayfinder && profile !== undefined && profile !== null && profile !== '' && (
        <RouteLink className="button secondary" to={`/wayfinder/${encodeURIComponent(String(profile))}`}>
          {t('station.showOnMap')}
        </RouteLink>
      )}
    </section>
  );
}
