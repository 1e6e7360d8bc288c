// The app-wide settings in GraphQL (docs/product/admin.md, "Personalization"): every visitor and
// member reads them; the admin area changes them (modules/admin/schema.ts).
import { builder } from '../../builder.ts';
import type { AppSettings } from '../../generated/sqlite/client.ts';

export const AppSettingsRef = builder.objectRef<AppSettings>('AppSettings').implement({
  description: 'The app-wide settings an admin chooses; every visitor and member reads them',
  fields: (t) => ({
    id: t.globalID({ resolve: () => ({ type: 'AppSettings', id: '1' }) }),
    appName: t.exposeString('appName'),
    companyName: t.exposeString('companyName'),
    contactEmail: t.exposeString('contactEmail'),
    companyLogo: t.exposeString('companyLogo', { description: 'A data: URL, or blank for none' }),
    primaryColor: t.exposeString('primaryColor', { description: 'The colour of members who chose none' }),
    secondaryColor: t.exposeString('secondaryColor'),
    footerText: t.exposeString('footerText'),
    enableRegistration: t.exposeBoolean('enableRegistration', {
      description: 'Whether visitors may create accounts; when off only an admin creates them',
    }),
    requireSecondFactor: t.exposeBoolean('requireSecondFactor', {
      description: 'Every account must use an authenticator app: one without it sets it up at sign-in, before anything else',
    }),
    vehicleImage: t.exposeString('vehicleImage', { description: 'A data: URL, or blank for the built-in vehicle' }),
    householderRetentionMonths: t.exposeInt('householderRetentionMonths', {
      description: 'Months a householder note or house is kept after its last call or change',
    }),
    checkInGraceMinutes: t.exposeInt('checkInGraceMinutes', {
      description: 'Minutes after a check-in is due before its group is told it is overdue (docs/product/check-ins.md)',
    }),
    checkInEscalationMinutes: t.exposeInt('checkInEscalationMinutes', {
      description: 'Minutes an overdue check-in may go untaken before the group’s overseer and the admins are told',
    }),
    weatherRegion: t.exposeString('weatherRegion'),
    weatherLat: t.exposeFloat('weatherLat'),
    weatherLng: t.exposeFloat('weatherLng'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});
