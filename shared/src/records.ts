// The offline write path's contract (docs/product/offline.md): the kinds of record a device may
// queue, what it may do to one, what the server answers, and how many writes one request carries.
// The server builds the GraphQL enums of `applyChanges` from these lists, so the web app's Relay
// types and its outbox agree with the server by construction.

/** Every kind of record a member writes through the outbox. */
export const RECORD_TYPES = [
  'note',
  'conventionNote',
  'calendarEvent',
  'scripture',
  'hlcContact',
  'pvgContact',
  'video',
  'statusAlert',
  'alertResponse',
  'territory',
  'territoryHouse',
  'gpsPoint',
  'gpsRoute',
  'serviceEntry',
  'returnVisit',
  'returnVisitCall',
  'checkIn',
  'shepherdingRequest',
  'experience',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** The GraphQL type each kind of record is, for its global ids and the device's store. */
export const RECORD_TYPENAME: Readonly<Record<RecordType, string>> = {
  note: 'Note',
  conventionNote: 'ConventionNote',
  calendarEvent: 'CalendarEvent',
  scripture: 'Scripture',
  hlcContact: 'Contact',
  pvgContact: 'Contact',
  video: 'Video',
  statusAlert: 'EmergencyAlert',
  alertResponse: 'AlertResponse',
  territory: 'Territory',
  territoryHouse: 'TerritoryHouse',
  gpsPoint: 'GpsPoint',
  gpsRoute: 'GpsRoute',
  serviceEntry: 'ServiceEntry',
  returnVisit: 'ReturnVisit',
  returnVisitCall: 'ReturnVisitCall',
  checkIn: 'CheckIn',
  shepherdingRequest: 'ShepherdingRequest',
  experience: 'MinistryExperience',
};

export const CHANGE_ACTIONS = ['create', 'update', 'delete'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/** applied and refused are final and kept by the server; retry means the device sends it again. */
export const CHANGE_STATUSES = ['applied', 'refused', 'retry'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** Writes one request carries at most; the device sends the rest in the next. */
export const MAX_CHANGES = 50;
