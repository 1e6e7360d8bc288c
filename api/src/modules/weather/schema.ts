// `weather`: the forecast of the admin's region with the ministry advice, for members and
// visitors alike (the forecast is public and the server's cache makes a visitor cost nothing).
// No answer at all is the typed WeatherUnavailable, never a GraphQL error, so the screen can show
// the message and the device keeps it like any answer.
import { builder } from '../../builder.ts';
import { ErrorInterface } from '../common/index.ts';
import { WEATHER_ADVICE } from './advice.ts';
import type { CurrentConditions, DailyForecast } from './forecast.ts';
import * as service from './service.ts';

const WeatherAdviceEnum = builder.enumType('WeatherAdvice', {
  values: WEATHER_ADVICE,
  description: 'A piece of ministry advice for the current weather',
});

const CurrentWeatherRef = builder.objectRef<CurrentConditions>('CurrentWeather').implement({
  description: 'The conditions now',
  fields: (t) => ({
    time: t.exposeString('time', { description: 'Local date and time of the reading in the region’s zone, YYYY-MM-DDTHH:mm' }),
    temperature: t.exposeFloat('temperature', { description: '°F' }),
    apparentTemperature: t.exposeFloat('apparentTemperature', { description: 'Feels like, °F' }),
    humidity: t.exposeFloat('humidity', { description: 'Relative humidity, %' }),
    precipitation: t.exposeFloat('precipitation', { description: 'Inches' }),
    weatherCode: t.exposeInt('weatherCode', { description: 'WMO weather code, 0–99' }),
    windSpeed: t.exposeFloat('windSpeed', { description: 'mph' }),
    windDirection: t.exposeFloat('windDirection', { description: 'Degrees the wind comes from, 0 = north' }),
  }),
});

const DailyForecastRef = builder.objectRef<DailyForecast>('DailyForecast').implement({
  description: 'One day of the forecast',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD in the region’s zone' }),
    weatherCode: t.exposeInt('weatherCode', { description: 'WMO weather code, 0–99' }),
    temperatureMax: t.exposeFloat('temperatureMax', { description: '°F' }),
    temperatureMin: t.exposeFloat('temperatureMin', { description: '°F' }),
    precipitationSum: t.exposeFloat('precipitationSum', { description: 'Inches' }),
    windSpeedMax: t.exposeFloat('windSpeedMax', { description: 'mph' }),
  }),
});

const WeatherReportRef = builder.objectRef<service.WeatherReport>('WeatherReport').implement({
  description: 'The forecast of the region an admin chose',
  fields: (t) => ({
    region: t.exposeString('region'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    timezone: t.exposeString('timezone', { description: 'The IANA zone the times and dates are in' }),
    fetchedAt: t.expose('fetchedAt', { type: 'DateTime', description: 'When the forecast service gave this answer' }),
    stale: t.exposeBoolean('stale', { description: 'The service is not answering: this is its last good answer' }),
    current: t.field({ type: CurrentWeatherRef, resolve: (report) => report.current }),
    daily: t.field({ type: [DailyForecastRef], description: 'Seven days, today first', resolve: (report) => report.daily }),
    advice: t.field({ type: [WeatherAdviceEnum], resolve: (report) => report.advice }),
  }),
});

const WeatherFailureEnum = builder.enumType('WeatherFailure', {
  description: 'Why there is no forecast: the service did not answer, or its answer was no forecast',
  values: { UNAVAILABLE: { value: 'unavailable' }, UNREADABLE: { value: 'unreadable' } } as const,
});

builder.objectType(service.WeatherUnavailableError, {
  name: 'WeatherUnavailable',
  description: 'The forecast service did not answer and no earlier answer is kept',
  interfaces: [ErrorInterface],
  fields: (t) => ({ reason: t.field({ type: WeatherFailureEnum, resolve: (error) => error.reason }) }),
});

builder.queryField('weather', (t) =>
  t.field({
    type: WeatherReportRef,
    description: 'The forecast and ministry advice of the app’s weather region; open to visitors',
    skipTypeScopes: true,
    errors: { directResult: true, union: { name: 'WeatherResult' }, types: [service.WeatherUnavailableError] },
    resolve: (_root, _args, ctx) => service.weather(ctx),
  }),
);
