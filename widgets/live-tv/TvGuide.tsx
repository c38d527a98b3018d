/**
 * The TV guide (000 §2): channels × programmes over 24 hours, with a now-line. Virtualised in
 * both directions — only the channel rows on screen exist, and in each only the programmes of
 * the visible hours — so 1,000 channels open as fast as 10.
 *
 * Keyboard, D-pad and remote: one programme is in the tab order (roving tabindex). ← → move to
 * the previous / next programme of the channel, ↑ ↓ to the programme of the channel above /
 * below at the same time, Page Up / Page Down by a screen of channels, Home / End to the first /
 * last programme of the channel; Enter opens the channel. The guide scrolls to keep the focused
 * programme in view; the panel under it shows its name, time and full description.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, startTransition, useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { formatTimeOfDay } from '../../core/format/time';
import type { VodChannel } from '../../core/hub/vod';
import { useCore, useNavigate, useSlice, useT, useUiSetting } from '../../core/react/index';
import { Picture } from '../../core/ui/Picture';
import { RouteLink } from '../../core/ui/RouteLink';
import { useNow } from '../../core/ui/ShipTime';
import { channelPlayerState, firstEndingAfter, programAt, programsOf, type TimedProgram, channelPath, type LiveTvBase } from './channels';

/** The guide's measures in CSS pixels. */
export interface GuideLayout {
  pxPerMinute: number;
  rowHeight: number;
  headerHeight: number;
  channelWidth: number;
}

const GUIDE_LAYOUT: GuideLayout = { pxPerMinute: 4, rowHeight: 72, headerHeight: 36, channelWidth: 176 };
/**
 * 10-foot mode: the guide half as large again, as the text is (24 px at 1920×1080): a channel's
 * name and a programme's three lines fit their cells when read from 3 m.
 */
const TEN_FOOT_GUIDE_LAYOUT: GuideLayout = { pxPerMinute: 6, rowHeight: 108, headerHeight: 54, channelWidth: 264 };

export const guideLayout = (tenFoot: boolean): GuideLayout => (tenFoot ? TEN_FOOT_GUIDE_LAYOUT : GUIDE_LAYOUT);

export const SLOT_MINUTES = 30;
export const GUIDE_HOURS = 24;
/** The guide starts this long before now (the provider's programme window). */
export const GUIDE_PAST_HOURS = 6;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Programmes kept rendered beyond the visible hours on each side. */
const OVERSCAN_MINUTES = 90;
const NOW_LINE_REFRESH_MS = 30_000;

/** Start of the guide: now − 6 h, rounded down to the half hour. */
export function guideStart(now: number): number {
  const slot = SLOT_MINUTES * MINUTE;
  return Math.floor((now - GUIDE_PAST_HOURS * 3_600_000) / slot) * slot;
}

/** How far past the guide's start the clock may move before the window moves on with it. */
export const GUIDE_ROLL_HOURS = GUIDE_PAST_HOURS + 2;

/**
 * The guide's start as the clock moves: kept while now is less than GUIDE_ROLL_HOURS past it, else
 * started again from now — so a guide left open all day (a cabin TV, a kiosk) moves on every two
 * hours instead of running out of programmes and losing its now-line.
 */
export function followClock(windowStart: number, now: number): number {
  return now < windowStart || now - windowStart > GUIDE_ROLL_HOURS * 3_600_000 ? guideStart(now) : windowStart;
}

const guideWidth = (layout: GuideLayout) => layout.channelWidth + GUIDE_HOURS * 60 * layout.pxPerMinute;
const xOf = (time: number, start: number, layout: GuideLayout) => layout.channelWidth + ((time - start) / MINUTE) * layout.pxPerMinute;

interface Focus {
  row: number;
  /** Index in the row's programme list. */
  index: number;
  /** The time ↑ ↓ keep to (like a remote's guide). */
  anchor: number;
}

/**
 * Where a key moves the focus, or null. Pure: the rows' programme lists come in through
 * `programs(row)`, so the navigation rules are tested without rendering.
 */
export function nextFocus(
  key: string,
  focus: Focus,
  rowCount: number,
  programs: (row: number) => readonly TimedProgram[],
  rowsPerPage: number,
  windowStart: number,
  windowEnd: number,
): Focus | null {
  const here = programs(focus.row);
  const inRow = (row: number): Focus | null => {
    if (row < 0 || row >= rowCount) return null;
    const list = programs(row);
    if (list.length === 0) return { row, index: -1, anchor: focus.anchor };
    return { row, index: programAt(list, focus.anchor), anchor: focus.anchor };
  };
  switch (key) {
    case 'ArrowRight': {
      const index = focus.index + 1;
      if (index >= here.length || here[index]!.start >= windowEnd) return null;
      return { ...focus, index, anchor: here[index]!.start };
    }
    case 'ArrowLeft': {
      const index = focus.index - 1;
      if (index < 0 || here[index]!.end <= windowStart) return null;
      return { ...focus, index, anchor: Math.max(here[index]!.start, windowStart) };
    }
    case 'ArrowDown':
      return inRow(focus.row + 1);
    case 'ArrowUp':
      return inRow(focus.row - 1);
    case 'PageDown':
      return inRow(Math.min(rowCount - 1, focus.row + rowsPerPage));
    case 'PageUp':
      return inRow(Math.max(0, focus.row - rowsPerPage));
    case 'Home': {
      const index = firstEndingAfter(here, windowStart);
      return index < here.length ? { ...focus, index, anchor: Math.max(here[index]!.start, windowStart) } : null;
    }
    case 'End': {
      let index = here.length - 1;
      while (index >= 0 && here[index]!.start >= windowEnd) index--;
      return index >= 0 ? { ...focus, index, anchor: Math.max(here[index]!.start, windowStart) } : null;
    }
    default:
      return null;
  }
}

interface GuideRowProps {
  rowIndex: number;
  top: number;
  channel: VodChannel;
  /** Index (in the channel's programmes) of the first cell rendered. */
  from: number;
  cells: readonly TimedProgram[];
  /** The focused programme's index when it is in this row, else -1. */
  focusIndex: number;
  /** The index of the row's programme in the tab order, else -1. */
  tabStop: number;
  windowStart: number;
  windowEnd: number;
  now: number;
  nowX: number | null;
  time: (ms: number) => string;
  onFocusCell: (row: number, index: number, anchor: number) => void;
  onOpen: (row: number) => void;
  layout: GuideLayout;
}

/** A channel's number and name, as its row header says it and the channel column shows it. */
const channelLabel = (channel: VodChannel) => (channel.number !== undefined ? `${channel.number} ${channel.name}` : channel.name);

/**
 * One channel's row. Memoised: a key press re-renders the row the focus leaves and the row it
 * enters, not every row on screen (the guide's interaction time on a TV's CPU). Its row header is
 * for assistive technology only: the eye reads the channel column (ChannelColumn).
 */
const GuideRow = memo(function GuideRow({
  rowIndex,
  top,
  channel,
  from,
  cells,
  focusIndex,
  tabStop,
  windowStart,
  windowEnd,
  now,
  nowX,
  time,
  onFocusCell,
  onOpen,
  layout,
}: GuideRowProps) {
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 1}
      className="guide-row"
      style={{ transform: `translateY(${top}px)`, height: `${layout.rowHeight}px`, width: `${guideWidth(layout)}px` }}
    >
      <div role="rowheader" className="lido-visually-hidden">
        {channelLabel(channel)}
      </div>
      {cells.map((program, offset) => {
        const index = from + offset;
        const start = Math.max(program.start, windowStart);
        const end = Math.min(program.end, windowEnd);
        const left = xOf(start, windowStart, layout);
        const width = ((end - start) / MINUTE) * layout.pxPerMinute;
        const isFocus = index === focusIndex;
        const onAir = program.start <= now && now < program.end;
        return (
          <div
            key={program.id ?? program.start}
            role="gridcell"
            data-cell={`${rowIndex}:${index}`}
            tabIndex={index === tabStop ? 0 : -1}
            aria-selected={isFocus}
            className={`programme${onAir ? ' on-air' : ''}${program.end <= now ? ' past' : ''}`}
            style={{ left: `${left}px`, width: `${Math.max(width - 2, 1)}px` }}
            onFocus={() => {
              if (!isFocus) onFocusCell(rowIndex, index, start);
            }}
            onClick={() => onOpen(rowIndex)}
          >
            <span className="programme-name">{program.name}</span>
            <span className="programme-time">
              {time(program.start)} – {time(program.end)}
            </span>
            {program.description && <span className="programme-description">{program.description}</span>}
          </div>
        );
      })}
      {/* a piece of the now-line per row, under the channel column (which stacks above the rows) */}
      {nowX !== null && <div className="now-line" aria-hidden="true" style={{ left: `${nowX}px` }} />}
    </div>
  );
}, sameRow);

/**
 * The channels on screen, in one column that stays at the left as the hours scroll: one sticky
 * layer for the whole guide. A sticky cell in every row was a composited layer each, and laying
 * them out again on every arrow press was most of a press's time on a TV's CPU (issue 32).
 */
const ChannelColumn = memo(function ChannelColumn({
  rows,
  height,
  focusedRow,
  headerHeight,
}: {
  rows: readonly { index: number; top: number; channel: VodChannel }[];
  height: number;
  focusedRow: number;
  headerHeight: number;
}) {
  return (
    <div className="guide-channels" aria-hidden="true" style={{ height: `${height}px` }}>
      {rows.map(({ index, top, channel }) => (
        <div
          key={channel.id}
          className={index === focusedRow ? 'guide-channel focused' : 'guide-channel'}
          style={{ transform: `translateY(${top - headerHeight}px)` }}
        >
          <Picture src={channel.logos?.default} className="guide-logo" />
          <span className="guide-channel-name">
            {channel.number !== undefined && <span className="channel-number">{channel.number} </span>}
            {channel.name}
          </span>
        </div>
      ))}
    </div>
  );
}, sameColumn);

function sameColumn(
  a: { rows: readonly { index: number; channel: VodChannel; top: number }[]; height: number; focusedRow: number; headerHeight: number },
  b: typeof a,
): boolean {
  return (
    a.height === b.height &&
    a.focusedRow === b.focusedRow &&
    a.headerHeight === b.headerHeight &&
    a.rows.length === b.rows.length &&
    a.rows.every((row, at) => row.index === b.rows[at]!.index && row.top === b.rows[at]!.top && row.channel === b.rows[at]!.channel)
  );
}

/** Rows are equal when they show the same cells with the same focus (the cells list is sliced anew each render). */
function sameRow(a: GuideRowProps, b: GuideRowProps): boolean {
  return (
    a.rowIndex === b.rowIndex &&
    a.top === b.top &&
    a.channel === b.channel &&
    a.from === b.from &&
    a.cells.length === b.cells.length &&
    a.focusIndex === b.focusIndex &&
    a.tabStop === b.tabStop &&
    a.windowStart === b.windowStart &&
    a.windowEnd === b.windowEnd &&
    a.now === b.now &&
    a.nowX === b.nowX &&
    a.time === b.time &&
    a.onFocusCell === b.onFocusCell &&
    a.onOpen === b.onOpen &&
    a.layout === b.layout
  );
}

export function TvGuide({ channels, base }: { channels: readonly VodChannel[]; base: LiveTvBase }) {
  const t = useT('vod');
  const core = useCore();
  const navigate = useNavigate();
  const use12Hour = useUiSetting('use12HourClock');
  const now = useNow(NOW_LINE_REFRESH_MS);
  const layout = guideLayout(useSlice(core.stores.configuration, (s) => s.tenFoot));
  // The now-line moves within the window; the window moves on with the clock (followClock).
  const [windowStart, setWindowStart] = useState(() => guideStart(Date.now()));
  const windowEnd = windowStart + GUIDE_HOURS * 3_600_000;
  const scrollRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const next = followClock(windowStart, now);
    if (next === windowStart) return;
    // the same hours stay in view: the canvas starts later, so it scrolls back by as much
    if (scrollRef.current) scrollRef.current.scrollLeft -= ((next - windowStart) / MINUTE) * layout.pxPerMinute;
    setWindowStart(next);
  }, [now, windowStart, layout]);
  const [view, setView] = useState({ left: 0, width: 0, height: 0 });
  const [focus, setFocus] = useState<Focus>(() => {
    const first = channels[0] ? programsOf(channels[0]) : [];
    return { row: 0, index: first.length ? programAt(first, Date.now()) : -1, anchor: Date.now() };
  });
  // The focus as the keys left it: ahead of `focus` while React catches up in a transition.
  const focusNow = useRef(focus);
  const pendingFocus = useRef<string | null>(null);

  const time = useCallback(
    (ms: number) => {
      const date = new Date(ms);
      return formatTimeOfDay({ hours: date.getHours(), minutes: date.getMinutes() }, use12Hour);
    },
    [use12Hour],
  );

  const virtualizer = useVirtualizer({
    count: channels.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => layout.rowHeight,
    overscan: 4,
    paddingStart: layout.headerHeight,
    scrollPaddingStart: layout.headerHeight,
    useFlushSync: false,
  });

  // Open at "now" (half an hour of the past visible), and follow horizontal scrolling.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    element.scrollLeft = Math.max(0, xOf(Date.now() - 30 * MINUTE, windowStart, layout) - layout.channelWidth);
    let frame = 0;
    const measure = () => {
      frame = 0;
      setView((previous) =>
        previous.left === element.scrollLeft && previous.width === element.clientWidth && previous.height === element.clientHeight
          ? previous
          : { left: element.scrollLeft, width: element.clientWidth, height: element.clientHeight },
      );
    };
    measure();
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [windowStart, layout]);

  // Whole hours: a press that scrolls by a programme keeps the same cells in every row, so only
  // the two rows whose focus changed render again, not every row on screen.
  const visibleFrom = Math.floor((windowStart + (view.left / layout.pxPerMinute - OVERSCAN_MINUTES) * MINUTE) / HOUR) * HOUR;
  const visibleTo =
    Math.ceil((windowStart + ((view.left + Math.max(view.width, 800) - layout.channelWidth) / layout.pxPerMinute + OVERSCAN_MINUTES) * MINUTE) / HOUR) * HOUR;
  const rowsPerPage = Math.max(1, Math.floor((view.height - layout.headerHeight) / layout.rowHeight));
  const programs = useCallback((row: number) => (channels[row] ? programsOf(channels[row]) : []), [channels]);
  const safeFocus = focus.row < channels.length ? focus : { row: 0, index: -1, anchor: focus.anchor };
  const focusedProgram = safeFocus.index >= 0 ? programs(safeFocus.row)[safeFocus.index] : undefined;
  const focusedChannel = channels[safeFocus.row];

  /** Scroll so the programme is inside the visible hours (the sticky channel column excluded). */
  const reveal = (program: TimedProgram | undefined) => {
    const element = scrollRef.current;
    if (!element || !program) return;
    const left = xOf(Math.max(program.start, windowStart), windowStart, layout);
    const right = Math.min(xOf(Math.min(program.end, windowEnd), windowStart, layout), left + element.clientWidth - layout.channelWidth - 32);
    if (left < element.scrollLeft + layout.channelWidth) element.scrollLeft = left - layout.channelWidth - 16;
    else if (right > element.scrollLeft + element.clientWidth) element.scrollLeft = right - element.clientWidth + 16;
  };
  const followScroll = () => {
    const left = scrollRef.current?.scrollLeft ?? 0;
    setView((previous) => (previous.left === left ? previous : { ...previous, left }));
  };

  const open = useCallback(
    (row: number) => {
      const channel = channels[row];
      if (channel) navigate(channelPath(base, channel.id), channelPlayerState(channel) ?? undefined);
    },
    [channels, navigate, base],
  );
  // a click or a tap moves the roving focus too
  const onFocusCell = useCallback((row: number, index: number, anchor: number) => {
    if (focusNow.current.row === row && focusNow.current.index === index) return;
    focusNow.current = { row, index, anchor };
    setFocus(focusNow.current);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = focusNow.current.row < channels.length ? focusNow.current : safeFocus;
    if (event.key === 'Enter' || event.key === ' ') {
      if ((event.target as HTMLElement).getAttribute('role') !== 'gridcell') return;
      event.preventDefault();
      open(current.row);
      return;
    }
    const next = nextFocus(event.key, current, channels.length, programs, rowsPerPage, windowStart, windowEnd);
    if (!next) {
      // an arrow past the guide's edge is the remote's: up to the tabs, down to the programme's panel
      if (['PageUp', 'PageDown', 'Home', 'End'].includes(event.key)) event.preventDefault();
      return;
    }
    event.preventDefault();
    focusNow.current = next;
    virtualizer.scrollToIndex(next.row, { align: 'auto' });
    reveal(programs(next.row)[next.index]);
    const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.index}"]`);
    if (!cell) {
      // a page away: React renders the cell first, then the layout effect below focuses it
      pendingFocus.current = `${next.row}:${next.index}`;
      setFocus(next);
      followScroll();
      return;
    }
    // A neighbour already on screen (the rows and hours around the view are rendered): the focus
    // moves now and the guide, its rows and the programme's panel follow in a transition, so a
    // TV's slow CPU paints the press before it renders (INP, issue 32). The roving tab stop moves
    // with it, as the next render will have it.
    for (const stop of scrollRef.current!.querySelectorAll<HTMLElement>('[role="gridcell"][tabindex="0"]')) {
      stop.tabIndex = -1;
      stop.setAttribute('aria-selected', 'false');
    }
    cell.tabIndex = 0;
    cell.setAttribute('aria-selected', 'true');
    cell.focus({ preventScroll: true });
    startTransition(() => {
      setFocus(next);
      followScroll();
    });
  };

  useLayoutEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${key}"]`);
    if (cell) {
      pendingFocus.current = null;
      cell.focus({ preventScroll: true });
    }
  });

  // Rows on screen, each with the programmes of the visible hours.
  const rows = virtualizer.getVirtualItems().map((row) => {
    const channel = channels[row.index]!;
    const list = programsOf(channel);
    const from = firstEndingAfter(list, Math.max(visibleFrom, windowStart));
    let to = from;
    while (to < list.length && list[to]!.start < Math.min(visibleTo, windowEnd)) to++;
    return { row, channel, from, cells: list.slice(from, to) };
  });
  // The tab stop: the focused programme when it is rendered, else the first programme on screen.
  const focusRendered = rows.some(({ row, from, cells }) => row.index === safeFocus.row && safeFocus.index >= from && safeFocus.index < from + cells.length);
  const slots: number[] = [];
  for (
    let slot = Math.max(windowStart, Math.floor(visibleFrom / (SLOT_MINUTES * MINUTE)) * SLOT_MINUTES * MINUTE);
    slot < Math.min(windowEnd, visibleTo);
    slot += SLOT_MINUTES * MINUTE
  ) {
    slots.push(slot);
  }
  const nowX = now >= windowStart && now < windowEnd ? xOf(now, windowStart, layout) : null;
  let tabStopGiven = false;
  const everyRow = { windowStart, windowEnd, now, nowX, time, onFocusCell, onOpen: open, layout };

  return (
    <div
      className="guide"
      part="guide"
      style={{ '--guide-channel-width': `${layout.channelWidth}px`, '--guide-row-height': `${layout.rowHeight}px` } as CSSProperties}
    >
      <div
        ref={scrollRef}
        className="guide-scroll"
        role="grid"
        data-remote-region=""
        aria-label={t('live.guideLabel')}
        aria-rowcount={channels.length}
        aria-colcount={-1}
        onKeyDown={onKeyDown}
      >
        <div role="presentation" className="guide-canvas" style={{ width: `${guideWidth(layout)}px`, height: `${virtualizer.getTotalSize()}px` }}>
          <div className="guide-times" aria-hidden="true" style={{ width: `${guideWidth(layout)}px`, height: `${layout.headerHeight}px` }}>
            <span className="guide-corner">{t('live.channels')}</span>
            {slots.map((slot) => (
              <span key={slot} className="guide-time" style={{ left: `${xOf(slot, windowStart, layout)}px` }}>
                {time(slot)}
              </span>
            ))}
            {nowX !== null && (
              <span className="now-label" style={{ left: `${nowX}px` }}>
                {t('live.now')}
              </span>
            )}
          </div>
          <ChannelColumn
            rows={rows.map(({ row, channel }) => ({ index: row.index, top: row.start, channel }))}
            height={Math.max(0, virtualizer.getTotalSize() - layout.headerHeight)}
            focusedRow={safeFocus.row}
            headerHeight={layout.headerHeight}
          />
          {rows.map(({ row, channel, from, cells }) => {
            // the row's tab stop: the focused programme when it is rendered, else the first programme on screen
            const focusIndex = row.index === safeFocus.row ? safeFocus.index : -1;
            let tabStop = -1;
            if (focusRendered) tabStop = focusIndex;
            else if (!tabStopGiven && cells.length > 0) {
              tabStop = from;
              tabStopGiven = true;
            }
            return <GuideRow key={channel.id} rowIndex={row.index} top={row.start} {...{ channel, from, cells, focusIndex, tabStop }} {...everyRow} />;
          })}
        </div>
      </div>
      <div className="guide-details" part="guide-details">
        {focusedProgram && focusedChannel ? (
          <>
            <p className="guide-details-channel">{focusedChannel.name}</p>
            <h3 className="guide-details-title">{focusedProgram.name}</h3>
            <p className="guide-details-time">
              {time(focusedProgram.start)} – {time(focusedProgram.end)}
            </p>
            {focusedProgram.description && <p className="guide-details-description">{focusedProgram.description}</p>}
            {/* a remote's OK on the programme does the same: the arrows stay with the guide's programmes (Tab reaches it) */}
            <RouteLink
              to={channelPath(base, focusedChannel.id)}
              state={channelPlayerState(focusedChannel) ?? undefined}
              className="button primary"
              data-arrow-skip=""
            >
              {t('live.watch', { channel: focusedChannel.name })}
            </RouteLink>
          </>
        ) : (
          <p>{t('live.noProgramme')}</p>
        )}
      </div>
    </div>
  );
}
