/**
 * The home tiles' icons (issue 34): one line drawing per feature, 24×24, drawn in the tile's text
 * colour (stroke: currentColor), decorative (the tile's text names it).
 */
const PATHS: Record<string, string> = {
  // calendar
  myHoliday: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  programme: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3M13 14h3M8 17h3',
  // route between two points
  itinerary: 'M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6 15V9a3 3 0 0 1 3-3h7M18 9v6a3 3 0 0 1-3 3H8',
  // life ring
  safety: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6',
  // envelope
  messages: 'M3 6h18v12H3zM3 6l9 7 9-7',
  // ship
  browseExcursions: 'M3 16l2 4h14l2-4zM6 16V9h12v7M9 9V5h6v4M3 20h18',
  // fork and knife
  dining: 'M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M17 3c-2 2-2 6 0 8v10',
  // leaf
  spa: 'M5 19c0-8 6-14 14-14 0 8-6 14-14 14zM5 19l7-7',
  // person running
  activities: 'M14 5a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM7 21l3-6 3 2v5M10 15l1-6 4 3 3-1M11 9L7 11v3',
  // camera
  photos: 'M4 7h4l2-3h4l2 3h4v12H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  // location pin
  tracker: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  // mountain and sun
  cruiseExcursions: 'M3 20l6-10 4 6 3-4 5 8zM17 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  resortExcursions: 'M3 20l6-10 4 6 3-4 5 8zM17 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  // ticket
  myExcursions: 'M3 8a2 2 0 0 0 0 4v4h18v-4a2 2 0 0 1 0-4V4H3zM14 4v16',
  // film
  vod: 'M3 5h18v14H3zM7 5v14M17 5v14M3 9h4M3 15h4M17 9h4M17 15h4',
  // music note
  audio: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  // television
  liveTv: 'M3 7h18v12H3zM8 3l4 4 4-4',
  // info
  information: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7v.5',
  // wrench
  reportProblem: 'M14 6a4 4 0 0 0 5 5l-8 8a2 2 0 0 1-3-3l8-8a4 4 0 0 0-2-2z',
  // checklist
  problemTracking: 'M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2',
  // person
  account: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  // speech bubble
  feedback: 'M4 5h16v11H9l-5 4z',
  // aircraft seen from above
  flights: 'M12 3c.8 0 1.5.7 1.5 1.5V9l7 4v2l-7-2v4.5l2 1.5v1.5L12 20l-3.5 1.5V20l2-1.5V13l-7 2v-2l7-4V4.5C10.5 3.7 11.2 3 12 3z',
};

export function TileIcon({ name }: { name: string }) {
  return (
    <svg className="tile-icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d={PATHS[name] ?? PATHS.information} />
    </svg>
  );
}
