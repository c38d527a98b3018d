/**
 * Reads of the voyage information (002 §3, §7), one definition per hub call: port schedules,
 * one port schedule, port weather by date, the guest's holiday, the programme lineup (a 7-day
 * block, fresh for 120000 ms: 002 §9 "Programme cache"), the where-and-when articles, the ship
 * content and the ship's picture lists.
 */
import { findHoliday, findLineup, findPortWeather, findSchedule, findSchedules, findShipContent, findShipImages, findWhereAndWhen } from '../hub/itinerary';
import type { Id } from '../hub/content';
import { findScheduleExport, sparkSettingsOf } from '../hub/spark';
import { coreQuery, hubQuery } from './define';

/** 002 §9: programme days are refetched when older than this (ms). */
export const PROGRAMME_CACHE_MS = 120_000;

export const schedulesQuery = hubQuery('itinerary', 'schedules', (hub) => findSchedules(hub));
export const scheduleQuery = hubQuery('itinerary', 'schedule', (hub, id: Id) => findSchedule(hub, id));
/** Port weather of a DD-MM-YYYY date. */
export const portWeatherQuery = hubQuery('itinerary', 'weather', (hub, dashedDate: string) => findPortWeather(hub, dashedDate));
export const holidayQuery = hubQuery('itinerary', 'holiday', (hub) => findHoliday(hub), { personal: true });
/** The lineup of `days` days from `startDate` (dd/mm/yyyy). */
export const lineupQuery = hubQuery('itinerary', 'lineup', (hub, startDate: string, days: number) => findLineup(hub, startDate, days), {
  staleTime: PROGRAMME_CACHE_MS,
});
export const whereAndWhenQuery = hubQuery('itinerary', 'whereAndWhen', (hub) => findWhereAndWhen(hub));
export const shipContentQuery = hubQuery('ship', 'content', (hub) => findShipContent(hub));
/** blobs/images/{shipCode} (cabinCode null) or blobs/images/{shipCode}_{cabinCode}. */
export const shipImagesQuery = hubQuery('ship', 'images', (hub, shipCode: string, cabinCode: string | null) =>
  findShipImages(hub, shipCode, cabinCode ?? undefined),
);

/** The schedule export of a day (dd/mm/yyyy): null when the export is not set up in the hub settings. */
export const scheduleExportQuery = coreQuery(
  'spark',
  'schedule',
  async ({ core, signal }, date: string) => {
    // The settings come with the device configuration: wait for it (one load per page).
    await core.config.load();
    const settings = sparkSettingsOf(core.stores.configuration.getState().hubSettings.uiSettings);
    return settings ? findScheduleExport(settings, date, 1, signal) : null;
  },
  { perLanguage: false, staleTime: PROGRAMME_CACHE_MS },
);
