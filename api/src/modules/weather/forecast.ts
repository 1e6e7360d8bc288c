// The outside forecast service (WEATHER_API_URL, an Open-Meteo-compatible /v1/forecast): the
// request the server makes and the shape its answer must have. An answer that does not parse is
// treated as no answer at all, so a broken upstream can never put half a forecast on screen.
import { z } from 'zod';

/** Days of forecast asked for and shown. */
export const FORECAST_DAYS = 7;

const CURRENT_FIELDS = [
  'temperature_2m',
  'relative_humidity_2m',
  'apparent_temperature',
  'precipitation',
  'weather_code',
  'wind_speed_10m',
  'wind_direction_10m',
] as const;
const DAILY_FIELDS = ['weather_code', 'temperature_2m_max', 'temperature_2m_min', 'precipitation_sum', 'wind_speed_10m_max'] as const;

/**
 * The forecast's address for a place: °F, mph and inches; the days and times in the place's own
 * time zone (`auto` lets the service choose it from the coordinates: America/New_York for the
 * default region, whatever region an admin sets).
 */
export function forecastUrl(apiUrl: string, latitude: number, longitude: number): string {
  const url = new URL(apiUrl);
  url.search = new URLSearchParams({
    latitude: String(latitude),
    longitude: String(longitude),
    current: CURRENT_FIELDS.join(','),
    daily: DAILY_FIELDS.join(','),
    temperature_unit: 'fahrenheit',
    wind_speed_unit: 'mph',
    precipitation_unit: 'inch',
    timezone: 'auto',
    forecast_days: String(FORECAST_DAYS),
  }).toString();
  return url.toString();
}

const weatherCode = z.number().int().min(0).max(99);
const number = z.number().finite();
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const upstreamAnswer = z
  .object({
    timezone: z.string().min(1),
    current: z.object({
      time: z.string().min(1),
      temperature_2m: number,
      relative_humidity_2m: number,
      apparent_temperature: number,
      precipitation: number,
      weather_code: weatherCode,
      wind_speed_10m: number,
      wind_direction_10m: number,
    }),
    daily: z.object({
      time: z.array(calendarDate).min(1),
      weather_code: z.array(weatherCode),
      temperature_2m_max: z.array(number),
      temperature_2m_min: z.array(number),
      precipitation_sum: z.array(number),
      wind_speed_10m_max: z.array(number),
    }),
  })
  .refine(({ daily }) => DAILY_FIELDS.every((field) => daily[field].length === daily.time.length), 'daily arrays differ in length');

export interface CurrentConditions {
  /** Local time of the reading in the region's zone, e.g. 2026-11-24T10:15. */
  time: string;
  temperature: number;
  apparentTemperature: number;
  humidity: number;
  precipitation: number;
  weatherCode: number;
  windSpeed: number;
  windDirection: number;
}

export interface DailyForecast {
  date: string;
  weatherCode: number;
  temperatureMax: number;
  temperatureMin: number;
  precipitationSum: number;
  windSpeedMax: number;
}

export interface Forecast {
  timezone: string;
  current: CurrentConditions;
  daily: DailyForecast[];
}

/** The forecast in an answer's text, or null when the text is not a forecast. */
export function parseForecast(text: string): Forecast | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = upstreamAnswer.safeParse(json);
  if (!parsed.success) return null;
  const { timezone, current: c, daily: d } = parsed.data;
  return {
    timezone,
    current: {
      time: c.time,
      temperature: c.temperature_2m,
      apparentTemperature: c.apparent_temperature,
      humidity: c.relative_humidity_2m,
      precipitation: c.precipitation,
      weatherCode: c.weather_code,
      windSpeed: c.wind_speed_10m,
      windDirection: c.wind_direction_10m,
    },
    daily: d.time.slice(0, FORECAST_DAYS).map((date, i) => ({
      date,
      weatherCode: d.weather_code[i]!,
      temperatureMax: d.temperature_2m_max[i]!,
      temperatureMin: d.temperature_2m_min[i]!,
      precipitationSum: d.precipitation_sum[i]!,
      windSpeedMax: d.wind_speed_10m_max[i]!,
    })),
  };
}
