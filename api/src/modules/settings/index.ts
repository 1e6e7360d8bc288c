// The app settings every area reads: the row and its defaults, an admin's change, their GraphQL
// type, the vehicle image and the settings' messages.
export { SETTINGS_MESSAGES } from './messages.ts';
export { AppSettingsRef } from './schema.ts';
export { appSettings, DEFAULT_SETTINGS, updateAppSettings, vehicleImageFile, vehicleImageUrl } from './settings.ts';
