/**
 * A day's events (002 §2, §4): the day heading with the filter button (hidden on Kiosk and
 * DigitalSignage; a kiosk shows the filter panel always open, signage none), the filter panel (search text over name plus description, level checkboxes, a
 * clear link resetting the filters to null), the cards in a grid (3 columns on signage, else 4 on
 * large screens) with the Chargeable Experience mark, and the detail popup with its Ok button.
 */
import { createContext, useContext, useId, useRef, useState, type ReactNode } from 'react';
import { formatTime } from '../../core/format/time';
import { useDeviceRules, useT } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { Dialog } from '../../core/ui/Dialog';
import { EmptyState } from '../../core/ui/EmptyState';
import { FieldGroup, InputField } from '../../core/ui/Field';
import { Picture } from '../../core/ui/Picture';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { useStars } from '../../core/ui/stars';
import { useUse12Hour } from '../../core/ui/time';
import { PageIndicator, useFitPages, usePageMs, useRotation } from '../../core/ui/pages';
import { NO_FILTERS, filtersActive, levelsOf, matchesFilters, type ProgrammeFilters } from './programme-logic';

/** An event as a card shows it (a lineup event or a scheduled event). */
export interface CardEvent {
  id: string;
  name: string;
  venue: string;
  /** Ship time (a time or an ISO date-time without zone). */
  start: string | null;
  end: string | null;
  /** HTML (untrusted). */
  description: string | null;
  overview: string | null;
  preview: string | null;
  full: string | null;
  chargeable: boolean;
  levels: string[];
}

export interface FilterState {
  filters: ProgrammeFilters;
  setFilters: (filters: ProgrammeFilters) => void;
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** The element's page-seconds attribute (DigitalSignage: how long a page of events stays). */
export const PageSecondsContext = createContext<string | undefined>(undefined);

function useTimes(): (event: CardEvent) => string {
  const use12Hour = useUse12Hour();
  return (event) => [formatTime(event.start, use12Hour), formatTime(event.end, use12Hour)].filter(Boolean).join(' – ');
}

export function DayEvents({
  heading,
  events,
  filterState,
  starrable = false,
}: {
  heading: ReactNode;
  events: readonly CardEvent[];
  filterState: FilterState;
  starrable?: boolean;
}) {
  const t = useT('programme');
  const stars = useStars();
  const rules = useDeviceRules();
  const panelId = useId();
  const { filters, open, setOpen } = filterState;
  const shown = events.filter((event) => matchesFilters(event, filters));
  const [opened, setOpened] = useState<CardEvent | null>(null);
  // DigitalSignage (issue 33): the cards open nothing, and those that do not fit page themselves
  const { selfPaging } = rules;
  const pageMs = usePageMs(useContext(PageSecondsContext));
  const fit = useFitPages<HTMLUListElement>(selfPaging, shown.map((event) => event.id).join('|'));
  const pageIndex = useRotation(fit.pages?.length ?? 1, pageMs);
  const range = fit.pages?.[Math.min(pageIndex, fit.pages.length - 1)] ?? [0, shown.length];
  return (
    <>
      <div className="day-bar">
        <div className="day-title">{heading}</div>
        {rules.showFilterToggle && (
          <Button variant="secondary" className="filter-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            {filtersActive(filters) ? t('filterActive') : t('filter')}
          </Button>
        )}
      </div>
      {((rules.filters === 'toggle' && open) || rules.filters === 'open') && (
        <FilterPanel id={panelId} levels={levelsOf(events)} filterState={filterState} touch={rules.filters === 'open'} />
      )}
      {events.length === 0 ? (
        <EmptyState>{t('inTheWorks')}</EmptyState>
      ) : shown.length === 0 ? (
        <div className="no-result" role="status">
          <p>{t('noMatch')}</p>
          <p>{t('changeFilters')}</p>
        </div>
      ) : (
        <ul
          ref={fit.ref}
          key={selfPaging ? pageIndex : undefined}
          className={`event-grid columns-${rules.maxGridColumns}${rules.cardStyling ? ' card-styling' : ''}${selfPaging ? ' self-page' : ''}`}
          aria-label={t('events')}
          data-page={selfPaging ? pageIndex + 1 : undefined}
        >
          {shown.slice(range[0], range[1]).map((event) => (
            <li key={event.id} className={starrable && stars.owner && !selfPaging ? 'with-star' : undefined}>
              <EventCard event={event} onOpen={selfPaging ? null : () => setOpened(event)} />
              {/* issue 34: a star puts the event on the guest's My day (signed in; never on signage, which has no input) */}
              {starrable && stars.owner && !selfPaging && (
                <StarToggle event={event} starred={stars.starred.has(event.id)} onToggle={() => stars.toggle(event.id)} />
              )}
            </li>
          ))}
        </ul>
      )}
      {selfPaging && shown.length > 0 && (fit.pages === null || fit.pages.length > 1) && <PageIndicator page={pageIndex} pages={fit.pages?.length ?? 1} />}
      {opened && <EventDetail event={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

/** The star of an event: a toggle button (aria-pressed) named with the event, beside its card. */
function StarToggle({ event, starred, onToggle }: { event: CardEvent; starred: boolean; onToggle: () => void }) {
  const t = useT('programme');
  return (
    <button type="button" className="event-star" part="event-star" aria-pressed={starred} aria-label={t('star', { name: event.name })} onClick={onToggle}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
      </svg>
    </button>
  );
}

/** `touch`: always open on a kiosk, with the levels as large touch targets. */
function FilterPanel({ id, levels, filterState, touch }: { id: string; levels: string[]; filterState: FilterState; touch: boolean }) {
  const t = useT('programme');
  const { filters, setFilters } = filterState;
  const selected = filters.levels ?? [];
  const toggle = (level: string) => {
    const next = selected.includes(level) ? selected.filter((l) => l !== level) : [...selected, level];
    setFilters({ ...filters, levels: next.length > 0 ? next : null });
  };
  return (
    <div className={touch ? 'filter-panel touch' : 'filter-panel'} id={id} part="filters" role="search">
      <InputField
        type="search"
        label={t('search')}
        value={filters.search ?? ''}
        onChange={(event) => setFilters({ ...filters, search: event.target.value === '' ? null : event.target.value })}
      />
      {levels.length > 0 && (
        <FieldGroup legend={t('levels')} className="level-choices">
          {() =>
            levels.map((level) => (
              // a class, not :has(input:checked): the engine floor (Chromium 69) has no :has()
              <label key={level} className={selected.includes(level) ? 'level chosen' : 'level'}>
                <input type="checkbox" checked={selected.includes(level)} onChange={() => toggle(level)} /> {level}
              </label>
            ))
          }
        </FieldGroup>
      )}
      <button type="button" className="clear-filters" onClick={() => setFilters(NO_FILTERS)}>
        {t('clearFilters')}
      </button>
    </div>
  );
}

/** An event's card: a button opening its detail, or (onOpen null: signage, no input) just the card. */
function EventCard({ event, onOpen }: { event: CardEvent; onOpen: (() => void) | null }) {
  const t = useT('programme');
  const times = useTimes();
  const content = (
    <>
      {event.preview ? (
        <Picture src={event.preview} width={400} height={225} className="event-image" />
      ) : (
        <span className="event-image default-event-image small" />
      )}
      <span className="event-text">
        <span className="event-time">{times(event)}</span>
        <span className="event-name">{event.name}</span>
        {event.venue && <span className="event-venue">{event.venue}</span>}
        {event.chargeable && <span className="chargeable">{t('chargeable')}</span>}
      </span>
    </>
  );
  if (!onOpen) {
    return (
      <div className="event-card still" part="event">
        {content}
      </div>
    );
  }
  return (
    <button type="button" className="event-card" part="event" onClick={onOpen} aria-haspopup="dialog">
      {content}
    </button>
  );
}

function EventDetail({ event, onClose }: { event: CardEvent; onClose: () => void }) {
  const t = useT('programme');
  const common = useT('common');
  const times = useTimes();
  const headingId = useId();
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Dialog onClose={onClose} labelledBy={headingId} className="event-detail" part="event-detail" initialFocus={ok}>
      {event.full ? (
        <Picture src={event.full} width={800} height={450} className="event-detail-image" eager />
      ) : (
        <span className="event-detail-image default-event-image large" />
      )}
      <h2 id={headingId} className="dialog-title">
        {event.name}
      </h2>
      <p className="event-time">{times(event)}</p>
      {event.venue && <p className="event-venue">{event.venue}</p>}
      {event.chargeable && <p className="chargeable">{t('chargeable')}</p>}
      {event.description ? <SafeHtml html={event.description} className="event-description" /> : event.overview && <p>{event.overview}</p>}
      {event.levels.length > 0 && <p className="event-levels">{t('levelsOf', { levels: event.levels.join(', ') })}</p>}
      <div className="button-row">
        <Button ref={ok} onClick={onClose}>
          {common('ok')}
        </Button>
      </div>
    </Dialog>
  );
}
