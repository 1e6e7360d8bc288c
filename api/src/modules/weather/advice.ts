// The ministry advice shown under the forecast (docs/product/weather.md, "Ministry advice"). Pure:
// the current temperature in °F and the current weather code in, the advice that applies out.
// The temperature rules exclude each other (the coldest band that matches wins); the rain
// (61–82) and snow (71–86) ranges overlap, so a snowfall code gets both pieces of advice rather
// than one range silently hiding the other. "Great weather" is given only when nothing else is.

export const WEATHER_ADVICE = ['FREEZING', 'COLD', 'HOT', 'RAIN', 'SNOW', 'GREAT'] as const;
export type WeatherAdvice = (typeof WEATHER_ADVICE)[number];

export const FREEZING_BELOW_F = 32;
export const COLD_BELOW_F = 50;
export const HOT_ABOVE_F = 85;
export const RAIN_CODES = { from: 61, to: 82 } as const;
export const SNOW_CODES = { from: 71, to: 86 } as const;

const within = (code: number, range: { from: number; to: number }) => code >= range.from && code <= range.to;

export function ministryAdvice(temperatureF: number, weatherCode: number): WeatherAdvice[] {
  const advice: WeatherAdvice[] = [];
  if (temperatureF < FREEZING_BELOW_F) advice.push('FREEZING');
  else if (temperatureF < COLD_BELOW_F) advice.push('COLD');
  else if (temperatureF > HOT_ABOVE_F) advice.push('HOT');
  if (within(weatherCode, RAIN_CODES)) advice.push('RAIN');
  if (within(weatherCode, SNOW_CODES)) advice.push('SNOW');
  return advice.length ? advice : ['GREAT'];
}
