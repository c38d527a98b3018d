/**
 * The ship's daily programme: one document per voyage day, the source of the CMS daily schedules
 * (000 §7) and of the lineup (002 §7). Generated deterministically from the voyage.
 */
import type { DatabaseSync } from 'node:sqlite';
import { docs } from '../lib/db.ts';
import { rel } from '../lib/dates.ts';
import { VOYAGE, voyageDay } from './world.ts';

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

export interface ProgrammeDay { offset: number; date: string; title: string; atSea: boolean; events: ProgrammeEvent[] }

type Tpl = [start: string, end: string, title: string, location: string, locationDetail: string, category: string, levels: string[], chargeable: boolean, image: string, overview: string];

const SHOWS = ['Broadway Nights', 'Magic at Sea', 'Celtic Rhythms', 'Comedy Club Live', 'The Aurora Orchestra', 'Dance Fever', 'Mediterranean Voices'];

function templates(offset: number): Tpl[] {
  const day = voyageDay(offset)!;
  const next = VOYAGE.slice(offset + 1).find((d) => d.port)?.port?.name ?? 'Barcelona';
  const show = SHOWS[offset % SHOWS.length]!;
  const t: Tpl[] = [
    ['07:00', '10:00', 'Breakfast', 'Horizon Restaurant', 'Deck 5, aft', 'Dining', ['Food & Drink', 'Family'], false, 'restaurant', 'A full buffet and à la carte breakfast.'],
    ['07:30', '08:00', 'Morning stretch', 'Sports Deck', 'Deck 12, forward', 'Fitness', ['Active', 'Wellness'], false, 'fitness', 'Start the day with a gentle stretch in the sea air.'],
    ['09:00', '12:00', 'Kids Club: pirate adventure', 'Kids Club', 'Deck 11, midships', 'Kids', ['Kids', 'Family'], false, 'kids-club', 'Treasure maps, costumes and a pirate quiz for ages 3 to 12.'],
  ];
  if (offset === 0) {
    t.push(
      ['12:00', '15:00', 'Welcome aboard lunch', 'Lido Buffet', 'Deck 9, aft', 'Dining', ['Food & Drink', 'Family'], false, 'restaurant', 'Enjoy your first lunch on board while your luggage is delivered.'],
      ['16:00', '16:30', 'Safety drill', 'Your muster station', 'See your cruise card', 'Safety', ['Family'], false, 'ship', 'Attendance is mandatory for all guests.'],
      ['17:30', '18:30', 'Sail-away party', 'Lido Pool', 'Deck 9, midships', 'Entertainment', ['Entertainment', 'Family'], false, 'pool-deck', 'Wave goodbye to Barcelona with music and cocktails.'],
    );
  } else if (day.type === 'Sea') {
    t.push(
      ['10:00', '10:45', `Port talk: ${next}`, 'Aurora Theatre', 'Deck 5, forward', 'Talks', ['Talks'], false, 'theatre', `What to see, eat and buy in ${next}.`],
      ['11:00', '12:00', 'Wine tasting: Mediterranean reds', 'Vintage Wine Bar', 'Deck 6, midships', 'Food & Drink', ['Adults', 'Food & Drink'], true, 'wine-tasting', 'Five wines from the regions we visit, with our sommelier.'],
      ['14:00', '15:00', 'Pool games', 'Lido Pool', 'Deck 9, midships', 'Entertainment', ['Family', 'Active'], false, 'pool-deck', 'Team games around the pool. Prizes for the winners.'],
      ['15:30', '16:30', 'Spa open day', 'Serenity Spa', 'Deck 10, forward', 'Wellness', ['Wellness', 'Adults'], false, 'spa', 'Tour the spa and win a treatment.'],
      ['16:00', '17:00', 'Cooking demonstration', 'Horizon Restaurant', 'Deck 5, aft', 'Food & Drink', ['Food & Drink'], true, 'restaurant', 'Our head chef prepares a three-course menu. Tasting included.'],
    );
  } else if (day.port) {
    t.push(
      ['08:15', '09:00', 'Excursion meeting point', 'Aurora Theatre', 'Deck 5, forward', 'Excursions', ['Family'], false, 'theatre', 'Guests on organised tours meet here. Please bring your ticket.'],
      [day.allOnBoard ?? '17:30', day.departs ?? '18:00', 'All aboard', 'Gangway', day.port.gangway, 'Port', ['Family'], false, 'harbour', `All guests must be back on board by ${day.allOnBoard ?? '17:30'}.`],
    );
    if (day.departs) t.push([day.departs, addMinutes(day.departs, 60), `Sail-away from ${day.port.name}`, 'Lido Pool', 'Deck 9, midships', 'Entertainment', ['Entertainment', 'Family'], false, 'sunset', 'Live music on deck as we set sail.']);
  }
  if (offset < 14) {
    t.push(
      ['19:30', '21:00', `Showtime: ${show}`, 'Aurora Theatre', 'Deck 5, forward', 'Entertainment', ['Entertainment', 'Family'], false, 'theatre', `Tonight's production show: ${show}.`],
      ['21:00', 'Late', 'Live band', 'Starlight Lounge', 'Deck 7, aft', 'Entertainment', ['Entertainment', 'Adults'], false, 'sunset', 'Dance the night away with the Aurora Band.'],
      ['22:30', 'Late', 'Silent disco', 'Sky Bar', 'Deck 14', 'Entertainment', ['Adults'], true, 'pool-deck', 'Three channels, one dance floor. Headphone hire applies.'],
    );
  } else {
    t.push(['06:30', '09:30', 'Disembarkation', 'Gangway', 'Deck 4, midships', 'Port', ['Family'], false, 'harbour', 'Please leave your cabin by 08:00. Disembarkation by colour group.']);
  }
  return t.sort((a, b) => a[0].localeCompare(b[0]));
}

function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = Math.min(h * 60 + m + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function programmeDay(db: DatabaseSync, offset: number): ProgrammeDay | null {
  return docs.get<ProgrammeDay>(db, 'programmeDay', offset);
}

export function seed(db: DatabaseSync): void {
  for (const day of VOYAGE) {
    const events = templates(day.offset).map(([start, end, title, location, locationDetail, category, levels, chargeable, image, overview], i): ProgrammeEvent => ({
      id: 20000 + day.offset * 100 + i,
      title,
      description: `<p>${overview}</p>`,
      fromDate: rel(day.offset, 'dmy'),
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
    docs.put(db, 'programmeDay', day.offset, {
      offset: day.offset,
      date: rel(day.offset, 'dmy'),
      title: day.title,
      atSea: day.type === 'Sea',
      events,
    } satisfies ProgrammeDay);
  }
}
