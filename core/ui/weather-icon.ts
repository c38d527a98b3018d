/** The picture of an OpenWeather icon code ('01d' …) as a symbol: no third-party image is loaded on a ship's link. */
const ICONS: Readonly<Record<string, string>> = {
  '01': '☀️',
  '02': '🌤️',
  '03': '⛅',
  '04': '☁️',
  '09': '🌧️',
  '10': '🌦️',
  '11': '⛈️',
  '13': '❄️',
  '50': '🌫️',
};

export function weatherIcon(code: string | null | undefined): string | undefined {
  return code ? ICONS[code.slice(0, 2)] : undefined;
}
