// The weather-code table (WMO codes 0–99, as the forecast service sends them): each code's
// description key in the `weather` catalogue and its icon. Codes the table does not name read
// "Unknown conditions". docs/product/weather.md.
import type { LucideIcon } from 'lucide-react';
import { Cloud, CloudDrizzle, CloudFog, CloudLightning, CloudRain, CloudSnow, CloudSun, HelpCircle, Sun } from 'lucide-react';

export const WEATHER_CODES = {
  0: { key: 'clearSky', icon: Sun },
  1: { key: 'mainlyClear', icon: CloudSun },
  2: { key: 'partlyCloudy', icon: CloudSun },
  3: { key: 'overcast', icon: Cloud },
  45: { key: 'foggy', icon: CloudFog },
  48: { key: 'rimeFog', icon: CloudFog },
  51: { key: 'lightDrizzle', icon: CloudDrizzle },
  53: { key: 'moderateDrizzle', icon: CloudDrizzle },
  55: { key: 'denseDrizzle', icon: CloudDrizzle },
  56: { key: 'lightFreezingDrizzle', icon: CloudDrizzle },
  57: { key: 'denseFreezingDrizzle', icon: CloudDrizzle },
  61: { key: 'slightRain', icon: CloudRain },
  63: { key: 'moderateRain', icon: CloudRain },
  65: { key: 'heavyRain', icon: CloudRain },
  66: { key: 'lightFreezingRain', icon: CloudRain },
  67: { key: 'heavyFreezingRain', icon: CloudRain },
  71: { key: 'slightSnow', icon: CloudSnow },
  73: { key: 'moderateSnow', icon: CloudSnow },
  75: { key: 'heavySnow', icon: CloudSnow },
  77: { key: 'snowGrains', icon: CloudSnow },
  80: { key: 'slightRainShowers', icon: CloudRain },
  81: { key: 'moderateRainShowers', icon: CloudRain },
  82: { key: 'violentRainShowers', icon: CloudRain },
  85: { key: 'slightSnowShowers', icon: CloudSnow },
  86: { key: 'heavySnowShowers', icon: CloudSnow },
  95: { key: 'thunderstorm', icon: CloudLightning },
  96: { key: 'thunderstormSlightHail', icon: CloudLightning },
  99: { key: 'thunderstormHeavyHail', icon: CloudLightning },
} as const satisfies Record<number, { key: string; icon: LucideIcon }>;

export type WeatherCodeKey = (typeof WEATHER_CODES)[keyof typeof WEATHER_CODES]['key'] | 'unknown';

export function weatherCode(code: number): { key: WeatherCodeKey; icon: LucideIcon } {
  return (WEATHER_CODES as Record<number, { key: WeatherCodeKey; icon: LucideIcon }>)[code] ?? { key: 'unknown', icon: HelpCircle };
}

const COMPASS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export type CompassPoint = (typeof COMPASS)[number];

/** The compass point a wind from this many degrees (0 = north, clockwise) comes from. */
export function compassPoint(degrees: number): CompassPoint {
  const index = Math.round((((degrees % 360) + 360) % 360) / 45) % 8;
  return COMPASS[index]!;
}
