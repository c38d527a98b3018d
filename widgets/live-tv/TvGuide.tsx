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
 *
 * Here: the grid as drawn. The time window is use-guide-window.ts, the focus and its keys
 * use-guide-focus.ts, the arithmetic of both guide.ts.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useRef, type CSSProperties } from 'react';
import { formatTimeOfDay } from '../../core/format/time';
import type { VodChannel } from '../../core/hub/vod';
import { useCore, useNavigate, useSlice, useT, useUiSetting } from '../../core/react/index';
import { Picture } from '../../core/ui/Picture';
import { RouteLink } from '../../core/ui/RouteLink';
import { useNow } from '../../core/ui/ShipTime';
import { channelPlayerState, programsOf, type TimedProgram, channelPath, type LiveTvBase } from './channels';
import { cellBox, cellsOf, guideLayout, guideWidth, nowLineX, rowsPerPage, tabStops, timeSlots, visibleHours, xOf, type GuideLayout } from './guide';
import { useGuideFocus } from './use-guide-focus';
import { useGuideWindow } from './use-guide-window';

const NOW_LINE_REFRESH_MS = 30_000;

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
  /** The window's start (its end is 24 hours on). */
  windowStart: number;
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
        const { start, left, width } = cellBox(program, windowStart, layout);
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
  const scrollRef = useRef<HTMLDivElement>(null);
  const { windowStart, windowEnd, view, followScroll } = useGuideWindow(scrollRef, layout, now);

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

  const open = useCallback(
    (row: number) => {
      const channel = channels[row];
      if (channel) navigate(channelPath(base, channel.id), channelPlayerState(channel) ?? undefined);
    },
    [channels, navigate, base],
  );
  const { focus, onFocusCell, onKeyDown } = useGuideFocus({
    channels,
    scrollRef,
    scrollToRow: (row) => virtualizer.scrollToIndex(row, { align: 'auto' }),
    layout,
    windowStart,
    windowEnd,
    rowsPerPage: rowsPerPage(view, layout),
    followScroll,
    open,
  });
  const focusedChannel = channels[focus.row];
  const focusedProgram = focus.index >= 0 && focusedChannel ? programsOf(focusedChannel)[focus.index] : undefined;

  // Rows on screen, each with the programmes of the visible hours.
  const hours = visibleHours(windowStart, view, layout);
  const rows = virtualizer.getVirtualItems().map((row) => {
    const channel = channels[row.index]!;
    return { row, index: row.index, channel, ...cellsOf(programsOf(channel), windowStart, hours) };
  });
  const stops = tabStops(rows, focus);
  const slots = timeSlots(windowStart, hours);
  const nowX = nowLineX(now, windowStart, layout);
  const everyRow = { windowStart, now, nowX, time, onFocusCell, onOpen: open, layout };

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
            focusedRow={focus.row}
            headerHeight={layout.headerHeight}
          />
          {rows.map(({ row, channel, from, cells }, at) => {
            const focusIndex = row.index === focus.row ? focus.index : -1;
            return (
              <GuideRow key={channel.id} rowIndex={row.index} top={row.start} {...{ channel, from, cells, focusIndex, tabStop: stops[at]! }} {...everyRow} />
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
