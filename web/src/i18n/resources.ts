// The English messages' types, one line per namespace: what makes `t('notes:…')` type-checked.
// A feature that adds a namespace adds its line here and its JSON file in every language.
import type common from './locales/en/common.json';
import type shell from './locales/en/shell.json';

export interface Resources {
  common: typeof common;
  shell: typeof shell;
  account: typeof import('./locales/en/account.json');
  home: typeof import('./locales/en/home.json');
  sampleData: typeof import('./locales/en/sampleData.json');
  serviceGroup: typeof import('./locales/en/serviceGroup.json');
  checkIns: typeof import('./locales/en/checkIns.json');
  experiences: typeof import('./locales/en/experiences.json');
  shepherding: typeof import('./locales/en/shepherding.json');
  notes: typeof import('./locales/en/notes.json');
  ideas: typeof import('./locales/en/ideas.json');
  calendar: typeof import('./locales/en/calendar.json');
  report: typeof import('./locales/en/report.json');
  scriptures: typeof import('./locales/en/scriptures.json');
  videos: typeof import('./locales/en/videos.json');
  sharing: typeof import('./locales/en/sharing.json');
  music: typeof import('./locales/en/music.json');
  conventionNotes: typeof import('./locales/en/conventionNotes.json');
  offline: typeof import('./locales/en/offline.json');
  admin: typeof import('./locales/en/admin.json');
  secondFactor: typeof import('./locales/en/secondFactor.json');
  feedback: typeof import('./locales/en/feedback.json');
  whatsNew: typeof import('./locales/en/whatsNew.json');
  contacts: typeof import('./locales/en/contacts.json');
  territories: typeof import('./locales/en/territories.json');
  returnVisits: typeof import('./locales/en/returnVisits.json');
  weather: typeof import('./locales/en/weather.json');
  officialSite: typeof import('./locales/en/officialSite.json');
  transcriber: typeof import('./locales/en/transcriber.json');
  assistant: typeof import('./locales/en/assistant.json');
  gps: typeof import('./locales/en/gps.json');
  privacy: typeof import('./locales/en/privacy.json');
}
