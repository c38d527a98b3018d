/**
 * Port weather by date (/weather, 002 §2, §3, §8): GET itinerary/weather/{DD-MM-YYYY} —
 * temperature, feels like, humidity, wind, synopsis in the hub's unit (metric °C and km/h,
 * imperial °F and mph), with the 'not available' and 'at sea today' messages. The day is chosen
 * among the voyage days (default: today on board). Without voyage days (a resort: the weather at
 * the hotel, issue 34) the next days' forecast follows today's, each day the hub has weather for
 * one button that shows it.
 */
import { useMemo, useState } from 'react';
import { addDays, compareDates, formatDashedDmy, formatDmy, parseDashedDmy, parseDmy, parseRouteDate, type CalendarDate } from '../../core/format/dates';
import { formatLongDate, formatWeekday } from '../../core/format/dates-in-words';
import { shipClock, shipOffsetOf, upcomingDays } from '../../core/format/ship-time';
import type { PortWeather } from '../../core/hub/itinerary';
import { useHubQuery } from '../../core/query/hooks';
import { portWeatherQuery, schedulesQuery } from '../../core/query/itinerary';
import { useT } from '../../core/react/index';
import { Fact } from '../../core/ui/Fact';
import { Field } from '../../core/ui/Field';
import { Notice } from '../../core/ui/Notice';
import { PageTitle } from '../../core/ui/PageTitle';
import { QueryView } from '../../core/ui/QueryView';
import { useDateLocale } from '../../core/ui/time';
import { WeatherIcon } from '../../core/ui/WeatherIcon';
import { useDateText } from './Overview';

export function Weather({ date }: { date: string | null }) {
  const t = useT('itinerary');
  const schedules = useHubQuery(schedulesQuery, []);
  const days = useMemo(() => upcomingDays(schedules.data ?? [], Date.now()), [schedules.data]);
  const today = useMemo(() => {
    const first = days[0];
    return shipClock(Date.now(), first ? shipOffsetOf(first, Date.now()) : -new Date().getTimezoneOffset()).date;
  }, [days]);
  const [chosen, setChosen] = useState<CalendarDate | null>(() => parseRouteDate(date));
  const current = chosen ?? today;
  const dashed = formatDashedDmy(current);
  const dateText = useDateText();
  return (
    <section className="weather-page">
      <PageTitle>{t('weatherTitle')}</PageTitle>
      {days.length > 0 && (
        <Field label={t('day')} className="weather-day">
          {(control) => (
            <select {...control} value={dashed} onChange={(event) => setChosen(parseRouteDate(event.target.value))}>
              {!days.some((day) => day.date === formatDmy(current)) && <option value={dashed}>{dateText(formatDmy(current))}</option>}
              {days.map((day) => {
                const calendar = parseDmy(day.date);
                if (!calendar) return null;
                return (
                  <option key={day.id} value={formatDashedDmy(calendar)}>
                    {dateText(day.date)} · {day.atSea ? t('atSea') : day.title}
                  </option>
                );
              })}
            </select>
          )}
        </Field>
      )}
      <WeatherOf dashed={dashed} isToday={compareDates(current, today) === 0} />
      {schedules.isSuccess && days.length === 0 && <Forecast today={today} current={current} choose={setChosen} />}
    </section>
  );
}

function WeatherOf({ dashed, isToday }: { dashed: string; isToday: boolean }) {
  const t = useT('itinerary');
  const weather = useHubQuery(portWeatherQuery, [dashed]);
  return (
    <QueryView query={weather}>
      {(data) => (data ? <WeatherView weather={data} dashed={dashed} isToday={isToday} /> : <Notice>{t('weatherNotAvailable')}</Notice>)}
    </QueryView>
  );
}

function WeatherView({ weather, dashed, isToday }: { weather: PortWeather; dashed: string; isToday: boolean }) {
  const t = useT('itinerary');
  const locale = useDateLocale();
  const day = parseDashedDmy(dashed);
  const imperial = weather.unit === 'imperial';
  const degrees = imperial ? '°F' : '°C';
  const speed = imperial ? 'mph' : 'km/h';
  const known = (value: number | null | undefined) => typeof value === 'number' && Number.isFinite(value);
  return (
    <div className="weather" part="weather">
      {/* at sea on the day picked: "today" only when it is today on board */}
      {weather.atSea && <p className="at-sea-today">{isToday || !day ? t('atSeaToday') : t('atSeaOn', { date: formatLongDate(day, locale) })}</p>}
      {!weather.atSea && weather.portName && <h2 className="section-title">{weather.portName}</h2>}
      {weather.synopsis && (
        <p className="synopsis">
          <WeatherIcon code={weather.icon} /> {weather.synopsis}
        </p>
      )}
      <dl className="facts">
        {known(weather.temperature) && <Fact label={t('temperature')}>{`${weather.temperature} ${degrees}`}</Fact>}
        {known(weather.feelsLike) && <Fact label={t('feelsLike')}>{`${weather.feelsLike} ${degrees}`}</Fact>}
        {known(weather.humidity) && <Fact label={t('humidity')}>{`${weather.humidity} %`}</Fact>}
        {known(weather.windSpeed) && <Fact label={t('wind')}>{[`${weather.windSpeed} ${speed}`, weather.windDirection].filter(Boolean).join(' ')}</Fact>}
      </dl>
    </div>
  );
}

/** How many days after today the forecast asks the hub for (a day it has no weather for is left out). */
const FORECAST_DAYS = 5;

/** Today and the next days at a place without voyage days (a resort's hotel): one button a day. */
function Forecast({ today, current, choose }: { today: CalendarDate; current: CalendarDate; choose: (day: CalendarDate) => void }) {
  const t = useT('itinerary');
  const forecastDays = useMemo(() => Array.from({ length: FORECAST_DAYS + 1 }, (_, offset) => addDays(today, offset)), [today]);
  return (
    <section className="forecast" aria-labelledby="weather-forecast">
      <h2 id="weather-forecast" className="section-title">
        {t('forecast')}
      </h2>
      <ul className="forecast-days" part="forecast">
        {forecastDays.map((day) => (
          <ForecastDay
            key={formatDashedDmy(day)}
            day={day}
            isToday={compareDates(day, today) === 0}
            chosen={compareDates(day, current) === 0}
            choose={choose}
          />
        ))}
      </ul>
    </section>
  );
}

function ForecastDay({ day, isToday, chosen, choose }: { day: CalendarDate; isToday: boolean; chosen: boolean; choose: (day: CalendarDate) => void }) {
  const t = useT('itinerary');
  const locale = useDateLocale();
  const weather = useHubQuery(portWeatherQuery, [formatDashedDmy(day)]);
  const data = weather.data;
  // a day still loading, failed or without weather takes no place in the row
  if (!data || !data.synopsis) return null;
  const degrees = data.unit === 'imperial' ? '°F' : '°C';
  return (
    <li>
      <button type="button" className="forecast-day" part="forecast-day" aria-pressed={chosen} onClick={() => choose(day)}>
        <span className="forecast-weekday">{isToday ? t('today') : formatWeekday(day, locale)}</span>
        <WeatherIcon code={data.icon} />
        {typeof data.temperature === 'number' && <span className="forecast-temperature">{`${data.temperature} ${degrees}`}</span>}
        <span className="forecast-synopsis">{data.synopsis}</span>
      </button>
    </li>
  );
}
