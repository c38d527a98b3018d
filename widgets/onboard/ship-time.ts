/**
 * Ship time in the onboard widgets: a date's times are labelled "ship time" when the guest's
 * device keeps another UTC offset than the ship that day (core/format/ship-time.ts
 * deviceDiffersFromShip, with each itinerary day's offset from the port schedules).
 */
import { deviceDiffersFromShip } from '../../core/format/ship-time';
import { useHubQuery } from '../../core/query/hooks';
import { schedulesQuery } from '../../core/query/itinerary';

/** (dd/mm/yyyy) → whether its times need the ship-time label. */
export function useNeedsShipTimeLabel(): (date: string | null | undefined) => boolean {
  const schedules = useHubQuery(schedulesQuery, []);
  return (date) => {
    if (!date || !Array.isArray(schedules.data)) return false;
    return deviceDiffersFromShip(schedules.data.find((day) => day.date === date));
  };
}
