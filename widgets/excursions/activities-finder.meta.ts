/** Third-party activities by country and city (spec 001 §2, §3, §7). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-activities-finder',
  description:
    "Third-party activities: countries, the cities of a country (/musement/{countryId}), the activities of a city (/musement/{countryId}/{cityId}) and an activity's detail (/musement/activity/{activityId}) with cover image, duration, price, languages, features, about, where, meeting point, information, highlights, inclusions and exclusions, pictures and the external Book Excursion link.",
  attributes: [
    { name: 'country-id', prop: 'countryId', type: 'string', description: 'The country whose cities to list.' },
    { name: 'city-id', prop: 'cityId', type: 'string', description: 'With country-id: the city whose activities to list.' },
    { name: 'activity-id', prop: 'activityId', type: 'string', description: 'The activity to show.' },
  ],
  events: [],
  parts: [
    { name: 'heading', description: 'The page title.' },
    { name: 'back', description: 'The link from an activity back to the list of its city.' },
    { name: 'list', description: 'A list of countries, cities or activities.' },
    { name: 'book', description: 'The external Book Excursion link.' },
    { name: 'gallery', description: 'The activity pictures.' },
  ],
  cssProperties: [],
  pages: [
    // the countries: not a route of 001 §2, but where "not found" leads back to (All countries)
    { pattern: '/musement', recordVisit: false, spec: '001 §2 (the countries)' },
    { pattern: '/musement/activity/:activityId', attributes: { 'activity-id': ':activityId' }, recordVisit: false, spec: '001 §2' },
    { pattern: '/musement/:countryId/:cityId?', attributes: { 'country-id': ':countryId', 'city-id': ':cityId' }, recordVisit: false, spec: '001 §2' },
  ],
  routes: ['/musement'],
  firstCalls: (attribute) => {
    const country = attribute('country-id');
    const city = attribute('city-id');
    if (attribute('activity-id')) return [];
    if (country && city) return [[`musement/countries/${encodeURIComponent(country)}/cities/${encodeURIComponent(city)}/activities`]];
    if (country) return [[`musement/countries/${encodeURIComponent(country)}/cities`]];
    return [['musement/countries']];
  },
} as const satisfies WidgetMeta;
