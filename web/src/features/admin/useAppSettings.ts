// What the shell reads of the app-wide settings (docs/product/admin.md, "How settings reach every
// screen"): the app name, the footer text, the support email, the weather region and the default colours, kept
// current by the `appSettingsChanged` subscription, so an admin's change shows on every open
// screen without a reload. A member's own colours win; the app's apply to members who kept the
// product's defaults, and to visitors.
import { useMemo } from 'react';
import { graphql, useFragment, useSubscription } from 'react-relay';
import type { useAppSettings_settings$key } from '../../__generated__/useAppSettings_settings.graphql';
import type { useAppSettingsSubscription } from '../../__generated__/useAppSettingsSubscription.graphql';

export { brandColours, MEMBER_DEFAULT_COLOURS } from './brand.ts';

export function useAppSettings(key: useAppSettings_settings$key | null | undefined) {
  const settings = useFragment(
    graphql`
      fragment useAppSettings_settings on AppSettings {
        id
        appName
        primaryColor
        secondaryColor
        footerText
        contactEmail
        weatherRegion
        weatherLat
        weatherLng
      }
    `,
    key,
  );
  return settings;
}

/** Keeps the settings current for a signed-in member (the subscription needs a session). */
export function AppSettingsUpdates() {
  const config = useMemo(
    () => ({
      subscription: graphql`
        subscription useAppSettingsSubscription {
          appSettingsChanged {
            ...useAppSettings_settings
            ...SettingsTabs_settings
          }
        }
      `,
      variables: {},
    }),
    [],
  );
  useSubscription<useAppSettingsSubscription>(config);
  return null;
}
