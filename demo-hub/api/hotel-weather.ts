/**
 * The resort's local weather (issue 34): a hotel guest asks `itinerary/weather/{DD-MM-YYYY}` for
 * the weather at the hotel in Barcelona — today's and the forecast of the next days — where a
 * cruise answers its port's. The values follow Barcelona's climate month by month (the mean
 * daily high, humidity, the days of rain, the prevailing wind) with a day's own variation drawn
 * from its date: the same date always answers the same, no network, whenever the demo runs.
 * The synopsis comes in the guest's language (the hub's `lang`). In the port weather's shape
 * (002 §3): never at sea; `portName` is the place the weather is for.
 */
import type { Lang } from '../lib/http.ts';
import type { Weather } from './world.ts';

/** How many days ahead the hotel's forecast reaches (today is day 0). */
export const HOTEL_FORECAST_DAYS = 5;

export const HOTEL_WEATHER_PLACE = 'Barcelona';
export const HOTEL_WEATHER_CITY = 'Barcelona,ES';

interface Month {
  /** mean daily high, °C */
  high: number;
  humidity: number;
  /** days with rain in the month (of 30) */
  rainDays: number;
  /** days with a grey sky but no rain (of 30) */
  cloudyDays: number;
  /** prevailing wind: direction and its usual speed in km/h */
  wind: [string, number];
}

// Barcelona's climate (Jan … Dec): the sea breeze from the south-east in summer, the mestral
// from the north-west in winter.
const CLIMATE: readonly Month[] = [
  { high: 14, humidity: 68, rainDays: 5, cloudyDays: 7, wind: ['NW', 14] },
  { high: 15, humidity: 67, rainDays: 5, cloudyDays: 7, wind: ['NW', 15] },
  { high: 17, humidity: 67, rainDays: 5, cloudyDays: 8, wind: ['NW', 15] },
  { high: 19, humidity: 68, rainDays: 6, cloudyDays: 8, wind: ['S', 14] },
  { high: 22, humidity: 70, rainDays: 6, cloudyDays: 6, wind: ['S', 13] },
  { high: 26, humidity: 69, rainDays: 4, cloudyDays: 4, wind: ['SE', 12] },
  { high: 29, humidity: 68, rainDays: 2, cloudyDays: 3, wind: ['SE', 12] },
  { high: 29, humidity: 70, rainDays: 4, cloudyDays: 4, wind: ['SE', 11] },
  { high: 26, humidity: 71, rainDays: 6, cloudyDays: 5, wind: ['S', 12] },
  { high: 22, humidity: 71, rainDays: 7, cloudyDays: 7, wind: ['S', 13] },
  { high: 17, humidity: 69, rainDays: 6, cloudyDays: 7, wind: ['NW', 15] },
  { high: 14, humidity: 67, rainDays: 6, cloudyDays: 7, wind: ['NW', 15] },
];

type Sky = 'sunny' | 'clear' | 'fewClouds' | 'cloudy' | 'showers' | 'rain';

/** Each sky's synopsis in en, de, fr, nl and its OpenWeather icon. */
const SKIES: Readonly<Record<Sky, { icon: string; text: Record<Lang, string> }>> = {
  sunny: {
    icon: '01d',
    text: {
      en: 'Sunny with a light sea breeze',
      de: 'Sonnig mit leichter Meeresbrise',
      fr: 'Ensoleillé avec une légère brise marine',
      nl: 'Zonnig met een licht zeebriesje',
    },
  },
  clear: {
    icon: '01d',
    text: { en: 'Sunny and clear', de: 'Sonnig und klar', fr: 'Ensoleillé et dégagé', nl: 'Zonnig en helder' },
  },
  fewClouds: {
    icon: '02d',
    text: { en: 'Sunny intervals', de: 'Heiter bis wolkig', fr: 'Éclaircies', nl: 'Zonnige perioden' },
  },
  cloudy: {
    icon: '04d',
    text: { en: 'Cloudy, staying dry', de: 'Bewölkt, aber trocken', fr: 'Nuageux mais sec', nl: 'Bewolkt maar droog' },
  },
  showers: {
    icon: '10d',
    text: {
      en: 'Sunny, afternoon showers possible',
      de: 'Sonnig, nachmittags Schauer möglich',
      fr: 'Ensoleillé, averses possibles l’après-midi',
      nl: 'Zonnig, ’s middags kans op buien',
    },
  },
  rain: {
    icon: '09d',
    text: { en: 'Rain showers', de: 'Regenschauer', fr: 'Averses', nl: 'Regenbuien' },
  },
};

/** A number 0 … 2^32−1 from a date: the same date, the same day's weather. */
function dateHash(date: Date): number {
  let h = 2166136261;
  for (const ch of `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

/** The hotel's weather of a calendar day (local date), in the guest's language. */
export function hotelWeather(date: Date, lang: Lang): Weather {
  const month = CLIMATE[date.getMonth()]!;
  const h = dateHash(date);
  const roll = h % 30;
  const sky: Sky =
    roll < month.rainDays
      ? roll % 2 === 0
        ? 'rain'
        : 'showers'
      : roll < month.rainDays + month.cloudyDays
        ? 'cloudy'
        : roll % 3 === 0
          ? 'fewClouds'
          : // the sea breeze blows onshore in the warm months; the mestral clears the winter sky
            month.wind[0] === 'NW'
            ? 'clear'
            : 'sunny';
  // a day's own swing around the month's mean (−2 … +2 °C); a grey or wet day is cooler
  const swing = ((h >>> 8) % 5) - 2 - (sky === 'rain' || sky === 'showers' ? 2 : sky === 'cloudy' ? 1 : 0);
  const temperature = month.high + swing;
  const humidity = Math.min(95, month.humidity + (sky === 'rain' ? 14 : sky === 'showers' ? 8 : sky === 'cloudy' ? 4 : 0) + (((h >>> 12) % 7) - 3));
  const windSpeed = Math.max(5, month.wind[1] + (((h >>> 16) % 9) - 4) + (sky === 'rain' ? 6 : 0));
  // sticky on a warm humid day, a touch colder in the wind on a cool one
  const feelsLike = temperature >= 25 && humidity >= 65 ? temperature + 2 : temperature <= 16 && windSpeed >= 15 ? temperature - 2 : temperature;
  return { temperature, feelsLike, humidity, windSpeed, windDirection: month.wind[0], synopsis: SKIES[sky].text[lang], icon: SKIES[sky].icon };
}
