/**
 * The daily programmes, the source of the lineup (002 §7) and of the daily schedules (000 §7).
 * A cruise's is the ship's programme: one document per voyage day, generated deterministically
 * from the voyage (the CMS daily schedules of ./cms/cruise.ts read it). A resort's is the hotel's
 * entertainment programme: one document per day of the stay, in the hotel's own places (the
 * events of its programme article, ./cms/resort.ts, are the same). A flight, an airport and a
 * coach trip have none.
 */
import type { DatabaseSync } from 'node:sqlite';
import { docs } from '../lib/db.ts';
import { rel } from '../lib/dates.ts';
import { imageId } from './blobs.ts';
import { VOYAGE, voyageDay } from './world.ts';
import type { HubType } from './config.ts';
import type { CmsEvent } from './cms/model.ts';

export const CHARGEABLE = 'Chargeable Experience';

export interface ProgrammeEvent {
  id: number;
  title: string;
  description: string;
  fromDate: string;
  startTime: string;
  endTime: string;
  startTimeDescription: string;
  endTimeDescription: string;
  location: string;
  locationDetail: string;
  category: string;
  eventOverview: string;
  stylingRequired: boolean;
  levels: string[];
  attributes: string[];
  image: string;
}

export interface ProgrammeDay {
  offset: number;
  date: string;
  title: string;
  atSea: boolean;
  events: ProgrammeEvent[];
}

type Tpl = [
  start: string,
  end: string,
  title: string,
  location: string,
  locationDetail: string,
  category: string,
  levels: string[],
  chargeable: boolean,
  image: string,
  overview: string,
];

const SHOWS = ['Broadway Nights', 'Magic at Sea', 'Celtic Rhythms', 'Comedy Club Live', 'The Aurora Orchestra', 'Dance Fever', 'Mediterranean Voices'];

function templates(offset: number): Tpl[] {
  const day = voyageDay(offset)!;
  const next = VOYAGE.slice(offset + 1).find((d) => d.port)?.port?.name ?? 'Barcelona';
  const show = SHOWS[offset % SHOWS.length]!;
  const t: Tpl[] = [
    [
      '07:00',
      '10:00',
      'Breakfast',
      'Horizon Restaurant',
      'Deck 5, aft',
      'Dining',
      ['Food & Drink', 'Family'],
      false,
      'restaurant',
      'A full buffet and à la carte breakfast.',
    ],
    [
      '07:30',
      '08:00',
      'Morning stretch',
      'Sports Deck',
      'Deck 12, forward',
      'Fitness',
      ['Active', 'Wellness'],
      false,
      'fitness',
      'Start the day with a gentle stretch in the sea air.',
    ],
    [
      '09:00',
      '12:00',
      'Kids Club: pirate adventure',
      'Kids Club',
      'Deck 11, midships',
      'Kids',
      ['Kids', 'Family'],
      false,
      'kids-club',
      'Treasure maps, costumes and a pirate quiz for ages 3 to 12.',
    ],
  ];
  if (offset === 0) {
    t.push(
      [
        '12:00',
        '15:00',
        'Welcome aboard lunch',
        'Lido Buffet',
        'Deck 9, aft',
        'Dining',
        ['Food & Drink', 'Family'],
        false,
        'restaurant',
        'Enjoy your first lunch on board while your luggage is delivered.',
      ],
      [
        '16:00',
        '16:30',
        'Safety drill',
        'Your muster station',
        'See your cruise card',
        'Safety',
        ['Family'],
        false,
        'ship',
        'Attendance is mandatory for all guests.',
      ],
      [
        '17:30',
        '18:30',
        'Sail-away party',
        'Lido Pool',
        'Deck 9, midships',
        'Entertainment',
        ['Entertainment', 'Family'],
        false,
        'pool-deck',
        'Wave goodbye to Barcelona with music and cocktails.',
      ],
    );
  } else if (day.type === 'Sea') {
    t.push(
      [
        '10:00',
        '10:45',
        `Port talk: ${next}`,
        'Aurora Theatre',
        'Deck 5, forward',
        'Talks',
        ['Talks'],
        false,
        'theatre',
        `What to see, eat and buy in ${next}.`,
      ],
      [
        '11:00',
        '12:00',
        'Wine tasting: Mediterranean reds',
        'Vintage Wine Bar',
        'Deck 6, midships',
        'Food & Drink',
        ['Adults', 'Food & Drink'],
        true,
        'wine-tasting',
        'Five wines from the regions we visit, with our sommelier.',
      ],
      [
        '14:00',
        '15:00',
        'Pool games',
        'Lido Pool',
        'Deck 9, midships',
        'Entertainment',
        ['Family', 'Active'],
        false,
        'pool-deck',
        'Team games around the pool. Prizes for the winners.',
      ],
      [
        '15:30',
        '16:30',
        'Spa open day',
        'Serenity Spa',
        'Deck 10, forward',
        'Wellness',
        ['Wellness', 'Adults'],
        false,
        'spa',
        'Tour the spa and win a treatment.',
      ],
      [
        '16:00',
        '17:00',
        'Cooking demonstration',
        'Horizon Restaurant',
        'Deck 5, aft',
        'Food & Drink',
        ['Food & Drink'],
        true,
        'restaurant',
        'Our head chef prepares a three-course menu. Tasting included.',
      ],
    );
  } else if (day.port) {
    t.push(
      [
        '08:15',
        '09:00',
        'Excursion meeting point',
        'Aurora Theatre',
        'Deck 5, forward',
        'Excursions',
        ['Family'],
        false,
        'theatre',
        'Guests on organised tours meet here. Please bring your ticket.',
      ],
      [
        day.allOnBoard ?? '17:30',
        day.departs ?? '18:00',
        'All aboard',
        'Gangway',
        day.port.gangway,
        'Port',
        ['Family'],
        false,
        'harbour',
        `All guests must be back on board by ${day.allOnBoard ?? '17:30'}.`,
      ],
    );
    if (day.departs)
      t.push([
        day.departs,
        addMinutes(day.departs, 60),
        `Sail-away from ${day.port.name}`,
        'Lido Pool',
        'Deck 9, midships',
        'Entertainment',
        ['Entertainment', 'Family'],
        false,
        'sunset',
        'Live music on deck as we set sail.',
      ]);
  }
  if (offset < 14) {
    t.push(
      [
        '19:30',
        '21:00',
        `Showtime: ${show}`,
        'Aurora Theatre',
        'Deck 5, forward',
        'Entertainment',
        ['Entertainment', 'Family'],
        false,
        'theatre',
        `Tonight's production show: ${show}.`,
      ],
      [
        '21:00',
        'Late',
        'Live band',
        'Starlight Lounge',
        'Deck 7, aft',
        'Entertainment',
        ['Entertainment', 'Adults'],
        false,
        'sunset',
        'Dance the night away with the Aurora Band.',
      ],
      [
        '22:30',
        'Late',
        'Silent disco',
        'Sky Bar',
        'Deck 14',
        'Entertainment',
        ['Adults'],
        true,
        'pool-deck',
        'Three channels, one dance floor. Headphone hire applies.',
      ],
    );
  } else {
    t.push([
      '06:30',
      '09:30',
      'Disembarkation',
      'Gangway',
      'Deck 4, midships',
      'Port',
      ['Family'],
      false,
      'harbour',
      'Please leave your cabin by 08:00. Disembarkation by colour group.',
    ]);
  }
  return t.sort((a, b) => a[0].localeCompare(b[0]));
}

function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = Math.min(h * 60 + m + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The days of a resort stay with a programme, from today. */
export const STAY_DAYS = 14;
const STAY_TITLE = 'Barcelona';
const STAY_SHOWS = ['Noche Flamenca', 'The Magic of Marco', 'Latin Fever', 'Barcelona Jazz Trio', 'Cirque Mediterrani', 'Tango Nights', 'Gran Gala'];

/**
 * A day of the resort's programme: breakfast and dinner at Mar Blau, sport, the Mini Club, the
 * pools, the spa, music and the evening show on the garden stage; a tennis clinic every other day,
 * a paella class or a cava tasting every third.
 */
function stayTemplates(d: number): Tpl[] {
  const t: Tpl[] = [
    [
      '07:00',
      '10:30',
      'Breakfast',
      'Mar Blau',
      'Ground floor, garden side',
      'Dining',
      ['Food & Drink', 'Family'],
      false,
      'restaurant',
      'A buffet with fresh juices, churros and eggs cooked to order.',
    ],
    [
      '09:00',
      '09:45',
      'Beach yoga',
      'Beach terrace',
      'In front of the hotel',
      'Fitness',
      ['Active', 'Wellness'],
      false,
      'beach',
      'Gentle yoga to the sound of the waves. Mats are provided.',
    ],
    [
      '10:00',
      '13:00',
      'Mini Club: games and crafts',
      'Mini Club',
      'Garden level',
      'Kids',
      ['Kids', 'Family'],
      false,
      'kids-club',
      'Games, crafts and a treasure hunt for ages 4 to 12.',
    ],
    [
      '10:30',
      '11:15',
      'Aqua fitness',
      'Main pool',
      'Pool terrace',
      'Fitness',
      ['Active', 'Family'],
      false,
      'pool-deck',
      'A workout in the water, for all ages and levels.',
    ],
    [
      '15:00',
      '16:00',
      'Pool games',
      'Main pool',
      'Pool terrace',
      'Entertainment',
      ['Family', 'Active'],
      false,
      'pool-deck',
      'Team games around the pool. Prizes for the winners.',
    ],
    [
      '16:00',
      '17:00',
      'Beach volleyball',
      'Beach',
      'In front of the hotel',
      'Active',
      ['Active', 'Family'],
      false,
      'beach',
      'Teams are made up on the spot; everyone can join.',
    ],
    [
      '19:00',
      '21:00',
      'Sunset DJ',
      'Rooftop bar',
      '8th floor',
      'Music',
      ['Entertainment', 'Adults'],
      false,
      'sunset',
      'Cocktails and a DJ set as the sun goes down.',
    ],
    [
      '19:00',
      '22:30',
      'Dinner buffet',
      'Mar Blau',
      'Ground floor, garden side',
      'Dining',
      ['Food & Drink', 'Family'],
      false,
      'restaurant',
      'A different theme every night, from Catalan and Italian to grill and seafood.',
    ],
    ['20:30', '21:00', 'Mini disco', 'Garden stage', 'Gardens', 'Kids', ['Kids', 'Family'], false, 'kids-club', 'Dance along with the Mini Club team.'],
    [
      '21:30',
      '22:30',
      STAY_SHOWS[d % STAY_SHOWS.length]!,
      'Garden stage',
      'Gardens',
      'Show',
      ['Entertainment', 'Family'],
      false,
      'theatre',
      'The evening show on the garden stage.',
    ],
    ['22:30', 'Late', 'Live music', 'Lobby bar', 'Lobby', 'Music', ['Entertainment', 'Adults'], false, 'sunset', 'Guitar and vocals by the bar until late.'],
  ];
  if (d % 2 === 0)
    t.push([
      '11:30',
      '12:30',
      'Tennis clinic',
      'Tennis court',
      'Garden level',
      'Active',
      ['Active', 'Adults'],
      true,
      'fitness',
      'Improve your strokes with our coach. 15.00 per person; book at the spa desk.',
    ]);
  if (d % 2 === 1)
    t.push([
      '16:30',
      '17:30',
      'Spa open day',
      'Spa',
      'Lower ground floor',
      'Wellness',
      ['Wellness', 'Adults'],
      false,
      'spa',
      'Tour the spa and win a treatment.',
    ]);
  if (d % 3 === 1)
    t.push([
      '17:00',
      '18:30',
      'Paella cooking class',
      'La Terrassa',
      'Beach terrace',
      'Food & Drink',
      ['Food & Drink', 'Adults'],
      true,
      'restaurant',
      'Cook a paella with our chef and eat it together. 35.00 per person.',
    ]);
  if (d % 3 === 2)
    t.push([
      '18:00',
      '19:00',
      'Cava tasting',
      'Lobby bar',
      'Lobby',
      'Food & Drink',
      ['Food & Drink', 'Adults'],
      true,
      'wine-tasting',
      'Three cavas from the Penedès with our sommelier. 18.00 per person.',
    ]);
  if (d === 0)
    t.push([
      '18:00',
      '19:00',
      'Welcome drink',
      'Lobby bar',
      'Lobby',
      'Food & Drink',
      ['Food & Drink', 'Family'],
      false,
      'sunset',
      'Meet the team and hear what the week has in store.',
    ]);
  return t.sort((a, b) => a[0].localeCompare(b[0]));
}

/** A day's events from its templates: ids from `firstId`, in the order of their start. */
function eventsOf(templates: Tpl[], offset: number, firstId: number): ProgrammeEvent[] {
  return templates.map(([start, end, title, location, locationDetail, category, levels, chargeable, image, overview], i): ProgrammeEvent => ({
    id: firstId + i,
    title,
    description: `<p>${overview}</p>`,
    fromDate: rel(offset, 'dmy'),
    startTime: start,
    endTime: end,
    startTimeDescription: category === 'Entertainment' && start >= '19:00' ? `Doors open ${addMinutes(start, -30)}` : '',
    endTimeDescription: end === 'Late' ? 'Until late' : '',
    location,
    locationDetail,
    category,
    eventOverview: overview,
    stylingRequired: chargeable,
    levels,
    attributes: chargeable ? [CHARGEABLE] : [],
    image,
  }));
}

/** The resort's programme, each day of the stay from today (ids 40000 + day × 100 + n). */
export function stayProgramme(): ProgrammeDay[] {
  return Array.from({ length: STAY_DAYS }, (_, d) => ({
    offset: d,
    date: rel(d, 'dmy'),
    title: STAY_TITLE,
    atSea: false,
    events: eventsOf(stayTemplates(d), d, 40000 + d * 100),
  }));
}

/** A programme event as the CMS answers it (000 §3 Event): its picture as an image id, no description. */
export function cmsEvent(e: ProgrammeEvent): CmsEvent {
  const { description: _d, image, ...rest } = e;
  return { ...rest, imageId: imageId(image) };
}

/** The ship's programme of a voyage day (the cruise's daily schedules). */
export function programmeDay(db: DatabaseSync, offset: number): ProgrammeDay | null {
  return docs.get<ProgrammeDay>(db, 'programmeDay', offset);
}

/** A variant's programme of a day (0 = today; the lineup): the ship's, the hotel's, or none (null). */
export function variantProgrammeDay(db: DatabaseSync, variant: HubType, offset: number): ProgrammeDay | null {
  if (variant === 'Cruise') return programmeDay(db, offset);
  if (variant === 'Resort') return docs.get<ProgrammeDay>(db, 'stayProgrammeDay', offset);
  return null;
}

export function seed(db: DatabaseSync): void {
  for (const day of VOYAGE) {
    docs.put(db, 'programmeDay', day.offset, {
      offset: day.offset,
      date: rel(day.offset, 'dmy'),
      title: day.title,
      atSea: day.type === 'Sea',
      events: eventsOf(templates(day.offset), day.offset, 20000 + day.offset * 100),
    } satisfies ProgrammeDay);
  }
  for (const day of stayProgramme()) docs.put(db, 'stayProgrammeDay', day.offset, day);
}
