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
import { memo, useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatTimeOfDay } from '../../core/format/time';
import type { VodChannel } from '../../core/hub/vod';
import { useCore, useNavigate, useSlice, useT } from '../../core/react/index';
import { Picture } from '../../core/ui/Picture';
import { RouteLink } from '../../core/ui/RouteLink';
import { useNow } from '../../core/ui/ShipTime';
import { channelPlayerState, firstEndingAfter, programAt, programsOf, type TimedProgram, channelPath, type LiveTvBase } from './channels';

export const PX_PER_MINUTE = 4;
export const ROW_HEIGHT = 72;
export const HEADER_HEIGHT = 36;
export const CHANNEL_WIDTH = 176;
export const SLOT_MINUTES = 30;
export const GUIDE_HOURS = 24;
/** The guide starts this long before now (the provider's programme window). */
export const GUIDE_PAST_HOURS = 6;
const MINUTE = 60_000;
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

export const guideWidth = () => CHANNEL_WIDTH + GUIDE_HOURS * 60 * PX_PER_MINUTE;
const xOf = (time: number, start: number) => CHANNEL_WIDTH + ((time - start) / MINUTE) * PX_PER_MINUTE;

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
}

/**
 * One channel's row. Memoised: a key press re-renders the row the focus leaves and the row it
 * enters, not every row on screen (the guide's interaction time on a TV's CPU).
 */
const GuideRow = memo(function GuideRow({ rowIndex, top, channel, from, cells, focusIndex, tabStop, windowStart, windowEnd, now, nowX, time, onFocusCell, onOpen }: GuideRowProps) {
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 1}
      className={focusIndex !== -1 ? 'guide-row focused-row' : 'guide-row'}
      style={{ transform: `translateY(${top}px)`, height: `${ROW_HEIGHT}px`, width: `${guideWidth()}px` }}
    >
      <div role="rowheader" className="guide-channel">
        <Picture src={channel.logos?.default} className="guide-logo" />
        <span className="guide-channel-name">
          {channel.number !== undefined && <span className="channel-number">{channel.number} </span>}
          {channel.name}
        </span>
      </div>
      {cells.map((program, offset) => {
        const index = from + offset;
        const start = Math.max(program.start, windowStart);
        const end = Math.min(program.end, windowEnd);
        const left = xOf(start, windowStart);
        const width = ((end - start) / MINUTE) * PX_PER_MINUTE;
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
      {/* A piece of the now-line per row: a row (translated) is its own stacking context,
          so one line over all rows was drawn over the sticky channel column too. */}
      {nowX !== null && <div className="now-line" aria-hidden="true" style={{ left: `${nowX}px` }} />}
    </div>
  );
}, sameRow);

/** Rows are equal when they show the same cells with the same focus (the cells list is sliced anew each render). */
function sameRow(a: GuideRowProps, b: GuideRowProps): boolean {
  return (
    a.rowIndex === b.rowIndex && a.top === b.top && a.channel === b.channel && a.from === b.from && a.cells.length === b.cells.length &&
    a.focusIndex === b.focusIndex && a.tabStop === b.tabStop && a.windowStart === b.windowStart && a.windowEnd === b.windowEnd &&
    a.now === b.now && a.nowX === b.nowX && a.time === b.time && a.onFocusCell === b.onFocusCell && a.onOpen === b.onOpen
  );
}

export function TvGuide({ channels, base }: { channels: readonly VodChannel[]; base: LiveTvBase }) {
  const t = useT('vod');
  const core = useCore();
  const navigate = useNavigate();
  const use12Hour = useSlice(core.stores.configuration, (s) => s.hubSettings.uiSettings.use12HourClock === true);
  const now = useNow(NOW_LINE_REFRESH_MS);
  // The now-line moves within the window; the window moves on with the clock (followClock).
  const [windowStart, setWindowStart] = useState(() => guideStart(Date.now()));
  const windowEnd = windowStart + GUIDE_HOURS * 3_600_000;
  const scrollRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const next = followClock(windowStart, now);
    if (next === windowStart) return;
    // the same hours stay in view: the canvas starts later, so it scrolls back by as much
    if (scrollRef.current) scrollRef.current.scrollLeft -= ((next - windowStart) / MINUTE) * PX_PER_MINUTE;
    setWindowStart(next);
  }, [now, windowStart]);
  const [view, setView] = useState({ left: 0, width: 0, height: 0 });
  const [focus, setFocus] = useState<Focus>(() => {
    const first = channels[0] ? programsOf(channels[0]) : [];
    return { row: 0, index: first.length ? programAt(first, Date.now()) : -1, anchor: Date.now() };
  });
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
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    useFlushSync: false,
  });

  // Open at "now" (half an hour of the past visible), and follow horizontal scrolling.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    element.scrollLeft = Math.max(0, xOf(Date.now() - 30 * MINUTE, windowStart) - CHANNEL_WIDTH);
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
  }, [windowStart]);

  const visibleFrom = windowStart + ((view.left / PX_PER_MINUTE) - OVERSCAN_MINUTES) * MINUTE;
  const visibleTo = windowStart + (((view.left + Math.max(view.width, 800) - CHANNEL_WIDTH) / PX_PER_MINUTE) + OVERSCAN_MINUTES) * MINUTE;
  const rowsPerPage = Math.max(1, Math.floor((view.height - HEADER_HEIGHT) / ROW_HEIGHT));
  const programs = useCallback((row: number) => (channels[row] ? programsOf(channels[row]) : []), [channels]);
  const safeFocus = focus.row < channels.length ? focus : { row: 0, index: -1, anchor: focus.anchor };
  const focusedProgram = safeFocus.index >= 0 ? programs(safeFocus.row)[safeFocus.index] : undefined;
  const focusedChannel = channels[safeFocus.row];

  /** Scroll so the programme is inside the visible hours (the sticky channel column excluded). */
  const reveal = (program: TimedProgram | undefined) => {
    const element = scrollRef.current;
    if (!element || !program) return;
    const left = xOf(Math.max(program.start, windowStart), windowStart);
    const right = Math.min(xOf(Math.min(program.end, windowEnd), windowStart), left + element.clientWidth - CHANNEL_WIDTH - 32);
    if (left < element.scrollLeft + CHANNEL_WIDTH) element.scrollLeft = left - CHANNEL_WIDTH - 16;
    else if (right > element.scrollLeft + element.clientWidth) element.scrollLeft = right - element.clientWidth + 16;
    setView((previous) => ({ ...previous, left: element.scrollLeft }));
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
    setFocus((previous) => (previous.row === row && previous.index === index ? previous : { row, index, anchor }));
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      if ((event.target as HTMLElement).getAttribute('role') !== 'gridcell') return;
      event.preventDefault();
      open(safeFocus.row);
      return;
    }
    const next = nextFocus(event.key, safeFocus, channels.length, programs, rowsPerPage, windowStart, windowEnd);
    if (!next) {
      if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'].includes(event.key)) event.preventDefault();
      return;
    }
    event.preventDefault();
    pendingFocus.current = `${next.row}:${next.index}`;
    setFocus(next);
    virtualizer.scrollToIndex(next.row, { align: 'auto' });
    reveal(programs(next.row)[next.index]);
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
  for (let slot = Math.max(windowStart, Math.floor(visibleFrom / (SLOT_MINUTES * MINUTE)) * SLOT_MINUTES * MINUTE); slot < Math.min(windowEnd, visibleTo); slot += SLOT_MINUTES * MINUTE) {
    slots.push(slot);
  }
  const nowX = now >= windowStart && now < windowEnd ? xOf(now, windowStart) : null;
  let tabStopGiven = false;
  const everyRow = { windowStart, windowEnd, now, nowX, time, onFocusCell, onOpen: open };

  return (
    <div className="guide" part="guide">
      <div
        ref={scrollRef}
        className="guide-scroll"
        role="grid"
        aria-label={t('live.guideLabel')}
        aria-rowcount={channels.length}
        aria-colcount={-1}
        onKeyDown={onKeyDown}
      >
        <div role="presentation" className="guide-canvas" style={{ width: `${guideWidth()}px`, height: `${virtualizer.getTotalSize()}px` }}>
          <div className="guide-times" aria-hidden="true" style={{ width: `${guideWidth()}px`, height: `${HEADER_HEIGHT}px` }}>
            <span className="guide-corner">{t('live.channels')}</span>
            {slots.map((slot) => (
              <span key={slot} className="guide-time" style={{ left: `${xOf(slot, windowStart)}px` }}>
                {time(slot)}
              </span>
            ))}
            {nowX !== null && (
              <span className="now-label" style={{ left: `${nowX}px` }}>
                {t('live.now')}
              </span>
            )}
          </div>
          {rows.map(({ row, channel, from, cells }) => {
            // the row's tab stop: the focused programme when it is rendered, else the first programme on screen
            const focusIndex = row.index === safeFocus.row ? safeFocus.index : -1;
            let tabStop = -1;
            if (focusRendered) tabStop = focusIndex;
            else if (!tabStopGiven && cells.length > 0) {
              tabStop = from;
              tabStopGiven = true;
            }
            return (
              <GuideRow key={channel.id} rowIndex={row.index} top={row.start} {...{ channel, from, cells, focusIndex, tabStop }} {...everyRow} />
            );
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
            <RouteLink to={channelPath(base, focusedChannel.id)} state={channelPlayerState(focusedChannel) ?? undefined} className="button primary">
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
