/**
 * <lido-excursion>: a cruise excursion (/excursion/{itineraryId}/{excursionId}[/1]) or a resort
 * excursion (/resorts/{resortId}/{excursionId}[/{yyyy-mm-dd}]) from the catalogue service, in the
 * guest's catalogue language and currency (000 §9): highlights, included, important information,
 * the available days, prices (2 decimals, the currency's sign, the pound by default), and per
 * passenger of the booking whether they can go and, if not, why (001 §5). Chosen passengers are
 * added to the cart (POST passengers/cart; the cart of every widget and tab follows at once).
 * Sold out and closed for online booking tell the guest whom to contact; a visitor gets 'Log in
 * to book' (back here afterwards); digital signage shows no book control.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatDate, formatDmy } from '../../core/format/dates';
import { durationFromMinutes, durationMessage } from '../../core/format/durations';
import { ExcursionPrices } from '../../core/ui/ExcursionPrices';
import { Fact } from '../../core/ui/Fact';
import { PageTitle } from '../../core/ui/PageTitle';
import { usePrice } from '../../core/ui/price';
import { formatTime } from '../../core/format/time';
import type { CatalogueExcursion, ExcursionPassenger } from '../../core/hub/excursions';
import { catalogueExcursionQuery, cartWrite, excursionCartQuery, hubRefusal } from '../../core/query/excursions';
import { useHubQuery } from '../../core/query/hooks';
import { useHubMutation } from '../../core/query/writes';
import { useDeviceRules, useRoute, useT, type WidgetProps, useSignedIn } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { ChoiceList } from '../../core/ui/ChoiceList';
import { FieldGroup } from '../../core/ui/Field';
import { ErrorNotice, Notice, NotFoundNotice } from '../../core/ui/Notice';
import { useUiT } from '../../core/ui/texts';
import { Picture, useImageUrl } from '../../core/ui/Picture';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { hasText } from '../../core/html/text';
import { SignInLink } from '../../core/ui/SignInLink';
import { Loading } from '../../core/ui/Loading';
import { moveBetweenStops } from '../../core/ui/focus';
import { useUse12Hour, useDateLocale } from '../../core/ui/time';
import { bookableDays, dayOf, excursionListPath, excursionPath, initialDay, needsAdult, excursionView, excursionViewOf, type DetailTarget } from './cart-logic';
import { ExcursionList, ResortList } from './ExcursionList';
import type meta from './excursion.meta';
import { useStatusText } from './status';

export function ExcursionWidget({ view, itineraryId, resortId, excursionId, date }: WidgetProps<typeof meta>) {
  const t = useT('excursions');
  const route = useRoute();
  const shown = useMemo(
    () => (route ? excursionViewOf(route.path) : excursionView({ view, itineraryId, resortId, excursionId, date })),
    [route, view, itineraryId, resortId, excursionId, date],
  );
  if (!shown) return <NotFoundNotice text={t('notFound')} backTo="/" backLabel={t('home')} />;
  if (shown.view === 'resorts') return <ResortList />;
  if (shown.view === 'list') return <ExcursionList key={`${shown.kind}|${shown.parentId}`} kind={shown.kind} parentId={shown.parentId} />;
  const { target } = shown;
  return <Detail key={`${target.kind}|${target.parentId}|${target.excursionId}`} target={target} />;
}

function Detail({ target }: { target: DetailTarget }) {
  const signedIn = useSignedIn();
  const query = useHubQuery(catalogueExcursionQuery, [target.kind, target.parentId, target.excursionId, signedIn], { keepPrevious: true });
  return (
    <section className="excursion" aria-busy={query.data === undefined}>
      <QueryView query={query}>{(excursion) => <Body excursion={excursion} target={target} signedIn={signedIn} />}</QueryView>
    </section>
  );
}

function List({ title, items, part }: { title: string; items: string[] | null | undefined; part: string }) {
  const list = (items ?? []).filter((item) => item && item.trim());
  if (list.length === 0) return null;
  return (
    <section className="excursion-list" part={part}>
      <h2>{title}</h2>
      <ul>
        {list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function Body({ excursion, target, signedIn }: { excursion: CatalogueExcursion; target: DetailTarget; signedIn: boolean }) {
  const t = useT('excursions');
  const common = useT('common');
  const dateLocale = useDateLocale();
  const use12Hour = useUse12Hour();
  const imageUrl = useImageUrl();
  const rules = useDeviceRules();
  const daysId = useId();
  const place = excursion.port ?? excursion.destination;

  // Resort: the days still bookable; the route's day when it is one of them. A route day that is
  // not is said, and no day is chosen for the guest (adding them to another day unasked is wrong).
  const days = useMemo(() => bookableDays(excursion.availableDates, excursion.startTime, Date.now()), [excursion.availableDates, excursion.startTime]);
  const [opened] = useState(() => initialDay(days, target.date));
  const [chosenDay, setChosenDay] = useState<string | null>(opened.value);
  const cruiseDay = dayOf(excursion.date);
  const day = excursion.type === 'ResortExcursion' ? dayOf(chosenDay) : cruiseDay;

  const duration = excursion.duration ? durationMessage(durationFromMinutes(excursion.duration)) : null;
  const picture = imageUrl({ id: excursion.imageId ?? null }, 1048);
  const soldOut = typeof excursion.availability === 'number' && excursion.availability <= 0;
  const closed = excursion.closedForOnlineBooking === true;
  const here = excursionPath(excursion.type, target.parentId, excursion.id, excursion.type === 'ResortExcursion' ? chosenDay : null);

  return (
    <article className="excursion-detail" onKeyDown={moveBetweenStops}>
      <PageTitle>{excursion.name}</PageTitle>
      {(place || day) && (
        <p className="excursion-where">
          {[place ? [place.name, place.countryName].filter(Boolean).join(', ') : null, day ? formatDate(day, dateLocale) : null].filter(Boolean).join(' · ')}
        </p>
      )}
      {picture && <Picture src={picture} className="excursion-picture" eager />}

      <dl className="facts" part="facts">
        {excursion.startTime && <Fact label={t('startTime')}>{formatTime(excursion.startTime, use12Hour)}</Fact>}
        {duration && <Fact label={t('duration')}>{common(duration.key, { ...duration.values })}</Fact>}
        {excursion.activityLevel && <Fact label={t('activityLevel')}>{excursion.activityLevel}</Fact>}
        {typeof excursion.minimumAge === 'number' && excursion.minimumAge > 0 && (
          <Fact label={t('minimumAge')}>{t('minimumAgeValue', { age: excursion.minimumAge })}</Fact>
        )}
      </dl>

      <ExcursionPrices price={excursion.price} minimumAge={excursion.minimumAge} places={excursion.availability} />

      <section className="excursion-description" part="description">
        <h2>{t('description')}</h2>
        {hasText(excursion.description) ? <SafeHtml html={excursion.description!} /> : <p className="description-missing">{t('descriptionMissing')}</p>}
      </section>
      <List title={t('highlights')} items={excursion.highlights} part="highlights" />
      <List title={t('included')} items={excursion.included} part="included" />
      <List title={t('importantInformation')} items={excursion.importantInformation} part="important-information" />

      {excursion.type === 'ResortExcursion' && (
        <section className="excursion-days">
          <h2 id={daysId}>{t('availableDays')}</h2>
          {opened.unavailable && chosenDay === null && (
            <Notice>
              <p className="day-unavailable">
                {opened.wanted ? t('dayUnavailable', { date: formatDate(opened.wanted, dateLocale) }) : t('dayUnavailableUnknown')}
                {days.length > 0 && ` ${t('chooseAvailableDay')}`}
              </p>
            </Notice>
          )}
          {days.length > 0 ? (
            <ChoiceList
              choices={days.map((entry) => ({ key: entry.value, value: entry.value, label: formatDate(entry.date, dateLocale) }))}
              selected={chosenDay}
              labelledBy={daysId}
              className="day-choices"
              onChoose={(value) => setChosenDay(value)}
            />
          ) : (
            <p className="no-days">{t('noDays')}</p>
          )}
        </section>
      )}

      {rules.showBookButtons &&
        (soldOut ? (
          <Notice>
            <p className="sold-out">{t('soldOut')}</p>
          </Notice>
        ) : closed ? (
          <Notice>
            <p className="closed-online">{t('closedForOnlineBooking')}</p>
          </Notice>
        ) : !signedIn ? (
          <p className="button-row">
            <SignInLink origin={here}>{t('loginToBook')}</SignInLink>
          </p>
        ) : day ? (
          <AddToCart excursion={excursion} parentId={target.parentId} day={formatDmy(day)} />
        ) : null)}
      <p className="list-links">
        <RouteLink to={excursionListPath(excursion.type, target.parentId)} part="all-excursions">
          {t(excursion.type === 'CruiseExcursion' ? 'list.allInPort' : 'list.allInResort', { place: place?.name ?? '' })}
        </RouteLink>
      </p>
    </article>
  );
}

function AddToCart({ excursion, parentId, day }: { excursion: CatalogueExcursion; parentId: string; day: string }) {
  const t = useT('excursions');
  const ui = useUiT();
  const statusText = useStatusText();
  const cart = useHubQuery(excursionCartQuery, []);
  const write = useHubMutation(cartWrite);
  const passengers = excursion.passengers ?? [];
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const firstBox = useRef<HTMLInputElement>(null);
  const price = usePrice();
  const free = (amount: number | null | undefined) => price(amount, { currency: excursion.price?.currency, free: true });

  const inCartIds = useMemo(
    () =>
      new Set(
        (cart.data?.elements ?? []).filter((element) => element.excursion.id === excursion.id && element.date === day).map((element) => element.passenger.id),
      ),
    [cart.data, excursion.id, day],
  );
  const adultsInCart = (cart.data?.elements ?? []).filter(
    (element) => element.excursion.id === excursion.id && element.date === day && (element.passenger.type ?? 'Adult') === 'Adult',
  ).length;

  useEffect(() => {
    if (added !== null || problem !== null || write.status === 'error') resultRef.current?.focus();
  }, [added, problem, write.status]);

  // a guest's own price reads as the price panel does: 0 is FREE (001 §9), for children and infants alike
  const priceOf = (passenger: ExcursionPassenger) => {
    const prices = excursion.price;
    if (!prices) return '';
    if (passenger.type === 'Child') return prices.child === null || prices.child === undefined ? '' : free(prices.child);
    if (passenger.type === 'Infant') return free(prices.infant ?? 0);
    return free(prices.adult);
  };

  const toggle = (id: number, on: boolean) => {
    setProblem(null);
    setAdded(null);
    write.reset();
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const add = async () => {
    setAdded(null);
    const picked = passengers.filter((passenger) => chosen.has(passenger.id));
    if (picked.length === 0) {
      setProblem(t('choosePassenger'));
      return;
    }
    if (needsAdult(picked, adultsInCart)) {
      setProblem(ui('hubKeys.excursion_error_no_adult_on_excursion'));
      return;
    }
    setProblem(null);
    const items = picked.map((passenger) => ({
      type: excursion.type,
      excursion: { id: excursion.id },
      ...(excursion.type === 'CruiseExcursion' ? { itinerary: { id: parentId } } : {}),
      date: day,
      passenger: { id: passenger.id },
    }));
    let result;
    try {
      result = await write.submit(items);
    } catch (error) {
      // the hub refused an entry (409 with the 001 §5 label): said in words, nothing to retry
      const refusal = hubRefusal(error);
      if (refusal && refusal.status === 409) {
        write.reset();
        setProblem(t('addFailed', { reason: statusText(refusal.code, excursion) }));
      }
      return;
    }
    if (result === undefined) return;
    setChosen(new Set());
    setAdded(picked.length);
  };

  const pending = write.status === 'pending';
  return (
    <section className="add-to-cart" part="book">
      <FieldGroup legend={t('whoGoes')} hint={t('whoGoesHint')} error={problem} className="passengers">
        {(control) => (
          <ul className="passenger-list">
            {passengers.map((passenger, index) => {
              const already = inCartIds.has(passenger.id);
              const eligible = passenger.status === null || passenger.status === undefined ? passenger.eligible !== false : false;
              const name = `${passenger.firstName} ${passenger.lastName}`;
              return (
                <li key={passenger.id} className="passenger" data-passenger={passenger.id} data-status={passenger.status ?? (already ? 'InCart' : 'Eligible')}>
                  <label className="choice">
                    <input
                      ref={index === 0 ? firstBox : undefined}
                      type="checkbox"
                      {...control}
                      disabled={!eligible || already || pending}
                      checked={chosen.has(passenger.id)}
                      onChange={(event) => toggle(passenger.id, event.target.checked)}
                    />
                    <span className="passenger-name">{name}</span>
                    {eligible && !already && <span className="passenger-price">{priceOf(passenger)}</span>}
                  </label>
                  <span className="passenger-status">
                    {already ? t('inCart') : eligible ? t('canGo') : statusText(passenger.status ?? 'unknown', excursion)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </FieldGroup>
      <p className="button-row">
        <Button className="add-button" busy={pending} onClick={() => void add()}>
          {t('addToCart')}
        </Button>
      </p>
      {pending && <Loading label={t('adding')} />}
      <div className="add-result" tabIndex={-1} ref={resultRef}>
        {/* the reason at the passengers, announced where focus goes */}
        {problem && (
          <p className="lido-visually-hidden" role="alert">
            {problem}
          </p>
        )}
        {added !== null && (
          <div className="notice added" role="status">
            <p>{t('added', { count: added })}</p>
            <p className="button-row">
              <RouteLink to="/basket" className="button">
                {t('checkout')}
              </RouteLink>
              <RouteLink to="/cart" className="button secondary">
                {t('viewCart')}
              </RouteLink>
            </p>
          </div>
        )}
        {write.status === 'error' && (
          <ErrorNotice error={write.error} onRetry={() => void add()}>
            <p>{t('notAdded')}</p>
          </ErrorNotice>
        )}
      </div>
    </section>
  );
}
