/**
 * One port schedule (/itinerary/detail/{id}, 002 §2, §3): arrives, departs, all on board (ship
 * time), at sea, the pier, the local agent, the gangway, the picture, currency and language,
 * with the way to its weather and to that day's programme.
 */
import { formatDashedDmy, parseDmy } from '../../core/format/dates';
import { formatTime } from '../../core/format/time';
import type { PortSchedule } from '../../core/hub/itinerary';
import { useHubQuery } from '../../core/query/hooks';
import { scheduleQuery, schedulesQuery } from '../../core/query/itinerary';
import { useT } from '../../core/react/index';
import { Fact } from '../../core/ui/Fact';
import { PageTitle } from '../../core/ui/PageTitle';
import { Picture } from '../../core/ui/Picture';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { ClockChangeNote } from '../../core/ui/ShipTime';
import { useUse12Hour } from '../../core/ui/time';
import { portExcursionsPath, useDateText, useSells } from './Overview';

export function PortDetail({ id }: { id: string | null }) {
  const t = useT('itinerary');
  const schedule = useHubQuery(scheduleQuery, id ? [id] : null);
  return (
    <section className="port-detail" part="port">
      <QueryView query={schedule}>{(data) => <PortView port={data} />}</QueryView>
      <p className="back">
        <RouteLink to="/itinerary/overview">{t('backToItinerary')}</RouteLink>
      </p>
    </section>
  );
}

function PortView({ port }: { port: PortSchedule }) {
  const t = useT('itinerary');
  const date = useDateText();
  const use12Hour = useUse12Hour();
  const calendar = parseDmy(port.date);
  // the next day, for the night the clocks change
  const all = useHubQuery(schedulesQuery, []);
  const index = all.data?.findIndex((day) => String(day.id) === String(port.id)) ?? -1;
  const next = index >= 0 ? all.data?.[index + 1] : undefined;
  const time = (value: string | null | undefined) => (value ? formatTime(value, use12Hour) : '–');
  const cruiseExcursions = useSells('cruiseExcursions');
  return (
    <>
      <PageTitle>{port.atSea ? t('atSeaTitle', { date: date(port.date) }) : port.title}</PageTitle>
      <p className="port-date">
        {[port.day, date(port.date)].filter(Boolean).join(', ')}
        {port.dayOfCruise ? ` · ${t('dayN', { day: port.dayOfCruise })}` : ''}
      </p>
      <ClockChangeNote day={port} next={next} />
      <div className="port-body">
        <Picture src={port.image} width={800} height={450} className="port-image" alt={port.atSea ? '' : port.title} eager />
        <dl className="facts port-facts">
          {port.atSea ? (
            <Fact label={t('atSeaLabel')}>{t('yes')}</Fact>
          ) : (
            <>
              {(port.portName || port.countryName) && <Fact label={t('port')}>{[port.portName, port.countryName].filter(Boolean).join(', ')}</Fact>}
              <Fact label={t('arrives')}>{time(port.arrives)}</Fact>
              <Fact label={t('departs')}>{time(port.departs)}</Fact>
              <Fact label={t('allOnBoard')}>{time(port.allOnBoard)}</Fact>
              {port.nameOfPier && <Fact label={t('pier')}>{port.nameOfPier}</Fact>}
              {port.localAgentName && <Fact label={t('localAgent')}>{port.localAgentName}</Fact>}
              {port.gangway && <Fact label={t('gangway')}>{port.gangway}</Fact>}
              {port.currency && <Fact label={t('currency')}>{port.currency}</Fact>}
              {port.language && <Fact label={t('language')}>{port.language}</Fact>}
            </>
          )}
        </dl>
      </div>
      <p className="times-note">{t('shipTimeNote')}</p>
      {!port.atSea && cruiseExcursions && (
        <p className="port-links">
          <RouteLink to={portExcursionsPath(port.id)} className="button" part="port-excursions">
            {t('excursionsIn', { place: port.title })}
          </RouteLink>
        </p>
      )}
      {calendar && (
        <p className="port-links">
          <RouteLink to={`/weather?date=${formatDashedDmy(calendar)}`} className="button secondary">
            {t('weather')}
          </RouteLink>
          <RouteLink to={`/dailyprogram/${formatDashedDmy(calendar)}`} className="button secondary">
            {t('programmeOfDay')}
          </RouteLink>
        </p>
      )}
    </>
  );
}
