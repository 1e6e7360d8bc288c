// Every kind of record in the offline contract (RECORD_TYPES, docs/product/offline.md), written
// with no signal through the app's own screens in a real browser, on a device whose profile is
// closed and reopened as a phone restart would be (pages/device.ts). For each kind:
//   1. written, and changed where the app lets the member, with no signal;
//   2. after a reload with no signal, shown as written from the first frame its list shows (what
//      the list shows is written down at every animation frame from the navigation on);
//   3. after a browser restart with no signal, still waiting (the header's list names it) and shown;
//   4. once the signal returns, on the server exactly once, as written;
//   5. where the member may delete it: deleted with no signal, in no frame after a reload, and gone
//      from the server once delivered.
// KINDS is typed by the contract: a new kind does not compile until it has its walk here. The kinds
// of one screen, and screens a member uses together, share a test: one device, one sign-up and one
// restart for all of them. tests/api/record-kinds.walk.test.ts walks the same path in one process.
//
// Each list also holds a record the server had before (made through the API, as are the groupmate
// and their status): the list is never empty, so a frame that shows it without the member's write
// is caught, and after a deletion the frames still show the list.
// "No signal" is the device's: every request to the API fails at once while the app's code still
// loads (on a phone its service worker holds it; service workers are blocked here).
import { type APIRequestContext, type Locator, expect } from '@playwright/test';
import { RECORD_TYPES, type RecordType } from '@ministry/shared/records.ts';
import { CalendarPage } from './pages/calendar.ts';
import { ContactsPage, type ContactKind } from './pages/contacts.ts';
import { ConventionNotesPage } from './pages/convention-notes.ts';
import { type Device, gql, test } from './pages/device.ts';
import { readDevice } from './pages/device-store.ts';
import { ExperiencesPage } from './pages/experiences.ts';
import { GpsPage } from './pages/gps.ts';
import { ReportPage } from './pages/report.ts';
import { ReturnVisitsPage } from './pages/return-visits.ts';
import { ScripturesPage } from './pages/scriptures.ts';
import { deliver } from './pages/seed.ts';
import { ServiceGroupPage, signUpMember } from './pages/service-group.ts';
import { ShepherdingPage } from './pages/shepherding.ts';
import { TerritoriesPage } from './pages/territories.ts';
import { VideosPage } from './pages/videos.ts';

/**
 * The tests, each walking the kinds its screens show on one device; the longest first, so that the
 * two workers end together.
 */
const WALKS = [
  'a GPS recording',
  'notes, convention notes and experiences',
  'the service group board and shepherding calls',
  'return visits and their calls',
  'the report and the calendar',
  'territories and their houses',
  'scriptures and videos',
  'HLC and PVG contacts',
] as const;
type Walk = (typeof WALKS)[number];

interface Walker {
  device: Device;
  /** The device's day and the next, YYYY-MM-DD. */
  today: string;
  tomorrow: string;
  /** Another member of the walked member's group, who sent GROUPMATE_STATUS (made once, through the API, by `groupmate`). */
  groupmateName: string;
  groupmate(): Promise<void>;
}

interface KindWalk {
  walk: Walk;
  /** The page that lists it, and the page's heading. */
  path: string;
  heading: string;
  /** The walked member is in a service group (the board's kinds); otherwise they wait to join one (Device.signUp). */
  inGroup?: true;
  /** What the server holds before the walk, made through the API. */
  setup?: (w: Walker) => Promise<void>;
  /** What the member does on the page to see the list (open a dialog …). */
  open?: (w: Walker) => Promise<void>;
  /**
   * A record the server held before, listed beside the write: a text the device's saved copy holds
   * once the page has shown it, and where it shows.
   */
  kept?: { text: string; on: (w: Walker) => Locator };
  /** Written with no signal through the screen, and changed where the app lets the member. */
  write: (w: Walker) => Promise<void>;
  /** The screen shows the write as the member left it (the page is open on `path`, `open` done). */
  shown: (w: Walker) => Promise<void>;
  /** The elements whose whole text each frame records, and whether one frame shows the write as left. */
  frames: { selector: string; written: (items: string[]) => boolean };
  /**
   * How the header's list of waiting writes names it: its creation, and its title as last written
   * (a change made after a try to send the creation waits beside it, under the new title).
   */
  waiting: { label: string; title?: (w: Walker) => string };
  /** What the server holds of the kind, read back through GraphQL, and what it must hold once delivered. */
  server: (w: Walker) => Promise<unknown>;
  delivered: (w: Walker) => unknown;
  /** For a kind the member may delete: the deletion through the screen, and what the screen and the server then show. */
  deletion?: {
    remove: (w: Walker) => Promise<void>;
    gone: (w: Walker) => Promise<void>;
    /** Whether a frame still shows the deleted record. */
    shows: (items: string[]) => boolean;
    /** What the server holds of the kind once the deletion is delivered. */
    left: (w: Walker) => unknown;
  };
  /** Ends what the write started on the server, whatever the outcome of the walk. */
  cleanup?: (w: Walker) => Promise<void>;
}

/** Whether an item of a frame holds all the texts. */
const shows = (items: string[], ...texts: string[]) => items.some((item) => texts.every((text) => item.includes(text)));
/** The one item of a frame that holds `text`, or ''. */
const itemOf = (items: string[], text: string) => items.find((item) => item.includes(text)) ?? '';
const sorted = <T,>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();
const nodes = <T,>(connection: { edges: { node: T }[] }) => connection.edges.map((edge) => edge.node);
const query = async (w: Walker, text: string) => (await gql(w.device.context.request, text)).viewer;
const confirm = (w: Walker, dialog: string, button = 'Delete') =>
  w.device.page.getByRole('alertdialog', { name: dialog }).getByRole('button', { name: button, exact: true }).click();

const conventionNotes = (w: Walker) => new ConventionNotesPage(w.device.page);
const calendar = (w: Walker) => new CalendarPage(w.device.page);
const scriptures = (w: Walker) => new ScripturesPage(w.device.page);
const contacts = (w: Walker, kind: ContactKind) => new ContactsPage(w.device.page, kind);
const videos = (w: Walker) => new VideosPage(w.device.page);
const board = (w: Walker) => new ServiceGroupPage(w.device.page);
const territories = (w: Walker) => new TerritoriesPage(w.device.page);
const gps = (w: Walker) => new GpsPage(w.device.page);
const report = (w: Walker) => new ReportPage(w.device.page);
const visits = (w: Walker) => new ReturnVisitsPage(w.device.page);
const shepherding = (w: Walker) => new ShepherdingPage(w.device.page);
const experiences = (w: Walker) => new ExperiencesPage(w.device.page);

/** A contact kind's walk: added, given a position and notes, and deleted, on /hlc or /pvg. */
function contactWalk(kind: ContactKind, kept: string, name: string, position: string, notesText: string): KindWalk {
  const label = kind.toUpperCase() as 'HLC' | 'PVG';
  return {
    walk: 'HLC and PVG contacts',
    path: `/${kind}`,
    heading: `${label} Contacts`,
    setup: async (w) => {
      await deliver(w.device.context.request, [{ type: `${kind}Contact`, fields: { name: kept, phoneNumber: '555-0100', email: 'kept@example.org', position: 'MEMBER' } }]);
    },
    kept: { text: kept, on: (w) => contacts(w, kind).card(kept) },
    write: async (w) => {
      const page = contacts(w, kind);
      await page.add({ name, phoneNumber: '555-0132', email: 'written@example.org' });
      await expect(page.card(name)).toContainText('Member');
      await page.openEdit(name);
      await page.fill({ position, notes: notesText });
      await page.submit();
      await expect(page.dialog).toBeHidden();
    },
    shown: async (w) => {
      await expect(contacts(w, kind).card(name)).toContainText(position);
      await expect(contacts(w, kind).card(name)).toContainText(notesText);
    },
    frames: { selector: 'main li[aria-labelledby^="contact-"]', written: (items) => shows(items, name, position, notesText) && !itemOf(items, name).includes('Member') },
    waiting: { label: `New ${label} contact`, title: () => name },
    server: async (w) => sorted(nodes((await query(w, `{ viewer { contacts(kind: ${label}, first: 20) { edges { node { name position notes } } } } }`)).contacts)),
    delivered: () => sorted([{ name: kept, position: 'MEMBER', notes: null }, { name, position: position.toUpperCase(), notes: notesText }]),
    deletion: {
      remove: async (w) => {
        await contacts(w, kind).askDelete(name);
        await contacts(w, kind).confirmation.getByRole('button', { name: 'Delete' }).click();
      },
      gone: async (w) => expect(contacts(w, kind).card(name)).toBeHidden(),
      shows: (items) => shows(items, name),
      left: () => sorted([{ name: kept, position: 'MEMBER', notes: null }]),
    },
  };
}

/** The status a house of territory 15 is marked with. */
const houseStatus = (w: Walker, address: string) => territories(w).houseStatus(territories(w).housesDialog('15'), address);

/** North of the walk's start by `steps` of about 110 m. */
const north = (steps: number) => ({ latitude: 34.2241 + steps * 0.001, longitude: -77.9447, accuracy: 12 });
const keptRoute = 'Kept walk';
/** The recorded route's card in My routes (the route the server held before is named). */
const recordedRoute = (w: Walker) => gps(w).routes.getByRole('listitem').filter({ hasNotText: keptRoute });
const routesOnServer = async (w: Walker) =>
  nodes<{ name: string; pointCount: number; points: { latitude: number }[] }>(
    (await query(w, '{ viewer { gpsRoutes(first: 20) { edges { node { name pointCount points { latitude } } } } } }')).gpsRoutes,
  );

const boardOnServer = async (w: Walker) =>
  query(
    w,
    `{ viewer {
      serviceGroup { recentAlerts(first: 50) { edges { node { isMine status message responses { isMine status message } } } } }
      openCheckIns(first: 20) { edges { node { isMine note status } } }
    } }`,
  );
/**
 * The board's walk is in group 7: other specs' members there never look for an empty board or
 * count the group's members, and a "Perfectly Fine" status and a check-in ended in time show them
 * nothing that asks for help.
 */
const GROUP = 7;
const GROUPMATE_STATUS = 'Safe at the hall';
const STATUS_MESSAGE = 'Home again, the road was flooded';
const REPLY = 'Glad you are safe, I can bring sandbags';
const CHECK_IN_NOTE = 'Farm road past the bridge';
/** The member's own status in Group Activity (another test's walk in the group may send the same words). */
const ownStatus = (w: Walker) => board(w).activity.filter({ hasText: `You: Perfectly Fine — ${STATUS_MESSAGE}` });

const KINDS: Record<RecordType, KindWalk> = {
  note: {
    walk: 'notes, convention notes and experiences',
    path: '/notes',
    heading: 'Personal Notes',
    setup: async (w) => {
      await deliver(w.device.context.request, [{ type: 'note', fields: { title: 'Maple Street', content: 'Revisit in spring', category: 'GENERAL' } }]);
    },
    kept: { text: 'Maple Street', on: (w) => w.device.card('Maple Street') },
    write: async (w) => {
      await w.device.addNote('Porch call', 'Left the brochure');
      await w.device.editNote('Porch call', { content: 'Return Thursday' });
    },
    shown: async (w) => expect(w.device.card('Porch call')).toContainText('Return Thursday'),
    frames: { selector: 'main ul[aria-label="Notes"] article', written: (items) => shows(items, 'Porch call', 'Return Thursday') && !shows(items, 'Left the brochure') },
    waiting: { label: 'New note', title: () => 'Porch call' },
    server: async (w) => sorted(await w.device.serverNotes()),
    delivered: () => sorted([{ title: 'Maple Street', content: 'Revisit in spring' }, { title: 'Porch call', content: 'Return Thursday' }]),
    deletion: {
      remove: (w) => w.device.deleteNote('Porch call'),
      gone: async (w) => expect(w.device.card('Porch call')).toBeHidden(),
      shows: (items) => shows(items, 'Porch call'),
      left: () => sorted([{ title: 'Maple Street', content: 'Revisit in spring' }]),
    },
  },

  conventionNote: {
    walk: 'notes, convention notes and experiences',
    path: '/convention-notes',
    heading: 'Regional Convention Notes',
    setup: async (w) => {
      await deliver(w.device.context.request, [
        { type: 'conventionNote', fields: { title: 'Keep on the watch', speaker: 'Brother Lee', content: 'Three points', date: w.today, session: 'Saturday morning' } },
      ]);
    },
    kept: { text: 'Keep on the watch', on: (w) => conventionNotes(w).card('Keep on the watch') },
    write: async (w) => {
      // The toast of the save before shows while the next dialog is open: never over its buttons.
      await conventionNotes(w).openNew();
      await conventionNotes(w).fill({ title: 'Written in the hall', speaker: 'Brother Kim', date: w.today, session: 'Friday Morning', content: 'First point' });
      await conventionNotes(w).editor.getByRole('button', { name: 'Save Note' }).click();
      await expect(conventionNotes(w).editor).toBeHidden();
      await conventionNotes(w).card('Written in the hall').getByRole('button', { name: 'Edit Written in the hall' }).click();
      await conventionNotes(w).fill({ content: 'Second point' });
      await conventionNotes(w).editor.getByRole('button', { name: 'Update Note' }).click();
      await expect(conventionNotes(w).editor).toBeHidden();
    },
    shown: async (w) => expect(conventionNotes(w).card('Written in the hall')).toContainText('Second point'),
    frames: {
      selector: 'main li[aria-labelledby^="convention-note-"]',
      written: (items) => shows(items, 'Written in the hall', 'Brother Kim', 'Second point') && !shows(items, 'First point'),
    },
    waiting: { label: 'New convention note', title: () => 'Written in the hall' },
    server: async (w) => sorted(nodes((await query(w, '{ viewer { conventionNotes(first: 20) { edges { node { title speaker content } } } } }')).conventionNotes)),
    delivered: () =>
      sorted([
        { title: 'Keep on the watch', speaker: 'Brother Lee', content: 'Three points' },
        { title: 'Written in the hall', speaker: 'Brother Kim', content: 'Second point' },
      ]),
    deletion: {
      remove: (w) => conventionNotes(w).delete('Written in the hall'),
      gone: async (w) => expect(conventionNotes(w).card('Written in the hall')).toBeHidden(),
      shows: (items) => shows(items, 'Written in the hall'),
      left: () => sorted([{ title: 'Keep on the watch', speaker: 'Brother Lee', content: 'Three points' }]),
    },
  },

  // An event is added or deleted; the app has no way to change one.
  calendarEvent: {
    walk: 'the report and the calendar',
    path: '/calendar',
    heading: 'My Calendar',
    setup: async (w) => {
      await deliver(w.device.context.request, [
        { type: 'calendarEvent', fields: { title: 'Midweek meeting', date: w.tomorrow, time: '19:00', type: 'MEETING', priority: 'MEDIUM', attendees: 0, alarmEnabled: false } },
      ]);
    },
    kept: { text: 'Midweek meeting', on: (w) => calendar(w).upcomingItems().filter({ hasText: 'Midweek meeting' }) },
    write: async (w) => {
      await calendar(w).openAdd();
      await calendar(w).addDialog.getByLabel('Date').fill(w.tomorrow);
      await calendar(w).fillEvent({ title: 'Cart at the station', time: '10:00' });
      await calendar(w).addDialog.getByRole('button', { name: 'Add Event' }).click();
      await expect(calendar(w).addDialog).toBeHidden();
    },
    shown: async (w) => expect(calendar(w).upcomingItems().filter({ hasText: 'Cart at the station' })).toHaveCount(1),
    frames: { selector: 'section[aria-labelledby="upcoming-events"] li', written: (items) => shows(items, 'Cart at the station') },
    waiting: { label: 'New calendar event', title: () => 'Cart at the station' },
    server: async (w) => sorted(nodes((await query(w, '{ viewer { calendarEvents(first: 20) { edges { node { title date time } } } } }')).calendarEvents)),
    delivered: (w) =>
      sorted([
        { title: 'Midweek meeting', date: w.tomorrow, time: '19:00' },
        { title: 'Cart at the station', date: w.tomorrow, time: '10:00' },
      ]),
    deletion: {
      remove: async (w) => {
        await calendar(w).upcoming.getByRole('button', { name: 'Delete Cart at the station' }).click();
        await confirm(w, 'Delete Event', 'Delete Event');
      },
      gone: async (w) => expect(calendar(w).upcoming).not.toContainText('Cart at the station'),
      shows: (items) => shows(items, 'Cart at the station'),
      left: (w) => sorted([{ title: 'Midweek meeting', date: w.tomorrow, time: '19:00' }]),
    },
  },

  scripture: {
    walk: 'scriptures and videos',
    path: '/scriptures',
    heading: 'Bible Verses',
    setup: async (w) => {
      await deliver(w.device.context.request, [{ type: 'scripture', fields: { reference: 'Psalm 83:18', text: 'Jehovah, the Most High', notes: null, favorite: false } }]);
    },
    kept: { text: 'Psalm 83:18', on: (w) => scriptures(w).item('Psalm 83:18') },
    write: async (w) => {
      await scriptures(w).fill({ reference: 'John 17:3', text: 'Taking in knowledge', notes: 'Door 4' });
      await scriptures(w).form.getByRole('button', { name: 'Add Scripture' }).click();
      await expect(scriptures(w).form).toBeHidden();
      await scriptures(w).item('John 17:3').getByRole('button', { name: 'Edit John 17:3' }).click();
      await scriptures(w).fill({ notes: 'Return on Friday' });
      await scriptures(w).form.getByRole('button', { name: 'Update Scripture' }).click();
      await expect(scriptures(w).form).toBeHidden();
    },
    shown: async (w) => expect(scriptures(w).item('John 17:3')).toContainText('Return on Friday'),
    frames: {
      selector: 'main li[aria-labelledby^="scripture-"]',
      written: (items) => shows(items, 'John 17:3', 'Taking in knowledge', 'Return on Friday') && !shows(items, 'Door 4'),
    },
    waiting: { label: 'New scripture', title: () => 'John 17:3' },
    server: async (w) => sorted(nodes((await query(w, '{ viewer { scriptures(first: 20) { edges { node { reference text notes } } } } }')).scriptures)),
    delivered: () =>
      sorted([
        { reference: 'Psalm 83:18', text: 'Jehovah, the Most High', notes: null },
        { reference: 'John 17:3', text: 'Taking in knowledge', notes: 'Return on Friday' },
      ]),
    deletion: {
      remove: (w) => scriptures(w).delete('John 17:3'),
      gone: async (w) => expect(scriptures(w).item('John 17:3')).toBeHidden(),
      shows: (items) => shows(items, 'John 17:3'),
      left: () => sorted([{ reference: 'Psalm 83:18', text: 'Jehovah, the Most High', notes: null }]),
    },
  },

  hlcContact: contactWalk('hlc', 'Anna Berg', 'Ruth Lind', 'Chairman', 'Mercy Hospital, nights'),
  pvgContact: contactWalk('pvg', 'Jonas Ek', 'Lars Holm', 'Coordinator', 'Weekends only'),

  // A video is added or deleted; the app has no way to change one.
  video: {
    walk: 'scriptures and videos',
    path: '/videos',
    heading: 'Ministry Videos',
    setup: async (w) => {
      await deliver(w.device.context.request, [{ type: 'video', fields: { title: 'Why Study the Bible?', url: 'https://example.org/why', duration: '4:30' } }]);
    },
    kept: { text: 'Why Study the Bible?', on: (w) => videos(w).card('Why Study the Bible?') },
    write: async (w) => {
      await videos(w).openAdd();
      await videos(w).fill({ title: 'Listen to God', url: 'https://example.org/listen', duration: '3:15' });
      await videos(w).submit();
      await expect(videos(w).addDialog).toBeHidden();
    },
    shown: async (w) => expect(videos(w).card('Listen to God')).toContainText('3:15'),
    frames: { selector: 'main li[aria-labelledby^="video-"]', written: (items) => shows(items, 'Listen to God', '3:15') },
    waiting: { label: 'New video', title: () => 'Listen to God' },
    server: async (w) => sorted(nodes((await query(w, '{ viewer { videos(first: 20) { edges { node { title url duration } } } } }')).videos)),
    delivered: () =>
      sorted([
        { title: 'Why Study the Bible?', url: 'https://example.org/why', duration: '4:30' },
        { title: 'Listen to God', url: 'https://example.org/listen', duration: '3:15' },
      ]),
    deletion: {
      remove: (w) => videos(w).delete('Listen to God'),
      gone: async (w) => expect(videos(w).card('Listen to God')).toBeHidden(),
      shows: (items) => shows(items, 'Listen to God'),
      left: () => sorted([{ title: 'Why Study the Bible?', url: 'https://example.org/why', duration: '4:30' }]),
    },
  },

  // The board's writes are only ever added: a status, an answer to a groupmate's, a check-in.
  statusAlert: {
    walk: 'the service group board and shepherding calls',
    path: '/service-group',
    heading: 'Service Group',
    inGroup: true,
    setup: (w) => w.groupmate(),
    kept: { text: GROUPMATE_STATUS, on: (w) => board(w).activity.filter({ hasText: `${w.groupmateName}: Perfectly Fine — ${GROUPMATE_STATUS}` }) },
    // "Perfectly Fine" asks nobody for help: no other member of the group is shown a banner. A
    // status not yet delivered shows in the member's own Group Activity; the group's boards hear
    // of it once the server has it (docs/product/service-group.md).
    write: async (w) => {
      await board(w).sendAlert('Perfectly Fine', { message: STATUS_MESSAGE });
      await expect(ownStatus(w)).toBeVisible();
    },
    shown: async (w) => expect(ownStatus(w)).toBeVisible(),
    frames: { selector: 'section[aria-labelledby="history-title"] li', written: (items) => shows(items, 'You: Perfectly Fine', STATUS_MESSAGE) },
    waiting: { label: 'Status to your group', title: () => 'Perfectly Fine' },
    server: async (w) =>
      nodes<{ isMine: boolean; status: string; message: string }>((await boardOnServer(w)).serviceGroup.recentAlerts)
        .filter((alert) => alert.isMine)
        .map(({ status, message }) => ({ status, message })),
    delivered: () => [{ status: 'GREEN', message: STATUS_MESSAGE }],
  },

  alertResponse: {
    walk: 'the service group board and shepherding calls',
    path: '/service-group',
    heading: 'Service Group',
    inGroup: true,
    setup: (w) => w.groupmate(),
    kept: { text: GROUPMATE_STATUS, on: (w) => board(w).statusOf(w.groupmateName) },
    write: async (w) => {
      await board(w).reply(w.groupmateName, REPLY);
      await expect(board(w).statusOf(w.groupmateName)).toContainText(`You: ${REPLY}`);
    },
    shown: async (w) => expect(board(w).statusOf(w.groupmateName)).toContainText(`You: ${REPLY}`),
    frames: { selector: 'main li[aria-labelledby^="status-"]', written: (items) => shows(items, GROUPMATE_STATUS, `You: ${REPLY}`) },
    waiting: { label: 'Response to an alert', title: () => REPLY },
    server: async (w) =>
      nodes<{ responses: { isMine: boolean; status: string; message: string }[] }>((await boardOnServer(w)).serviceGroup.recentAlerts)
        .flatMap((alert) => alert.responses)
        .filter((response) => response.isMine)
        .map(({ status, message }) => ({ status, message })),
    delivered: () => [{ status: 'MESSAGE', message: REPLY }],
  },

  // Twelve hours on the e2e server's clock (tests/e2e/serve.ts) are 144 s: the check-in is ended
  // long before it is due, so no member of the group is told.
  checkIn: {
    walk: 'the service group board and shepherding calls',
    path: '/service-group',
    heading: 'Service Group',
    inGroup: true,
    write: async (w) => {
      await board(w).startCheckIn('12 hours', CHECK_IN_NOTE);
      await expect(w.device.page.getByRole('status').filter({ hasText: 'Check-in not active until sent' })).toContainText(CHECK_IN_NOTE);
    },
    shown: async (w) => {
      // At the top of the app, and on the board's own card in place of the form.
      const queued = w.device.page.getByRole('status').filter({ hasText: 'Check-in not active until sent' });
      await expect(queued).toContainText('Back in 720 minutes');
      await expect(queued).toContainText(CHECK_IN_NOTE);
      const card = w.device.page.getByRole('region', { name: 'Going out alone?' });
      await expect(card).toContainText('Check-in not active until sent');
      await expect(card).toContainText(CHECK_IN_NOTE);
      await expect(card.getByRole('button', { name: 'Start check-in' })).toHaveCount(0);
    },
    // The board's card is in the page's first frame (the bar at the top loads just after it).
    frames: { selector: 'section#check-in', written: (items) => shows(items, 'Back in 720 minutes', CHECK_IN_NOTE) },
    waiting: { label: 'Safety check-in' },
    server: async (w) =>
      nodes<{ isMine: boolean; note: string; status: string }>((await boardOnServer(w)).openCheckIns)
        .filter((checkIn) => checkIn.isMine)
        .map(({ note, status }) => ({ note, status })),
    delivered: () => [{ note: CHECK_IN_NOTE, status: 'ACTIVE' }],
    cleanup: async (w) => {
      const open = nodes<{ id: string; isMine: boolean }>((await query(w, '{ viewer { openCheckIns(first: 20) { edges { node { id isMine } } } } }')).openCheckIns);
      for (const { id } of open.filter((checkIn) => checkIn.isMine)) {
        await gql(w.device.context.request, 'mutation ($input: EndCheckInInput!) { endCheckIn(input: $input) { __typename } }', { input: { id, outcome: 'Back home' } });
      }
    },
  },

  territory: {
    walk: 'territories and their houses',
    path: '/territories',
    heading: 'My Assigned Territories',
    setup: async (w) => {
      await deliver(w.device.context.request, [{ type: 'territory', fields: { territoryNumber: '14', name: 'Riverside', status: 'ACTIVE', type: 'RESIDENTIAL', today: w.today } }]);
    },
    kept: { text: 'Riverside', on: (w) => territories(w).card('Riverside') },
    write: async (w) => {
      await territories(w).openAdd();
      await territories(w).formDialog.getByLabel('Territory number').fill('21');
      await territories(w).formDialog.getByLabel('Territory name').fill('Meadow Lane');
      await territories(w).formDialog.getByRole('button', { name: 'Save Territory' }).click();
      await expect(territories(w).formDialog).toBeHidden();
      await w.device.page.getByRole('button', { name: 'Edit territory 21' }).click();
      await territories(w).formDialog.getByLabel('Territory name').fill('Pine Ridge');
      await territories(w).formDialog.getByRole('button', { name: 'Save Territory' }).click();
      await expect(territories(w).formDialog).toBeHidden();
    },
    shown: async (w) => {
      await expect(territories(w).card('Pine Ridge')).toContainText('Territory 21');
      await expect(territories(w).card('Meadow Lane')).toHaveCount(0);
    },
    frames: { selector: 'main article[aria-labelledby^="territory-"]', written: (items) => shows(items, 'Pine Ridge', 'Territory 21') && !shows(items, 'Meadow Lane') },
    waiting: { label: 'New territory', title: () => 'Pine Ridge' },
    server: async (w) => sorted(nodes((await query(w, '{ viewer { territories(first: 20) { edges { node { territoryNumber name } } } } }')).territories)),
    delivered: () =>
      sorted([
        { territoryNumber: '14', name: 'Riverside' },
        { territoryNumber: '15', name: 'Hillcrest' },
        { territoryNumber: '21', name: 'Pine Ridge' },
      ]),
    deletion: {
      remove: async (w) => {
        await w.device.page.getByRole('button', { name: 'Delete territory 21' }).click();
        await w.device.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      },
      gone: async (w) => expect(territories(w).card('Pine Ridge')).toHaveCount(0),
      shows: (items) => shows(items, 'Pine Ridge'),
      left: () =>
        sorted([
          { territoryNumber: '14', name: 'Riverside' },
          { territoryNumber: '15', name: 'Hillcrest' },
        ]),
    },
  },

  // Houses are walked in a territory the server holds: a territory still on the device opens its
  // houses once it has reached the server.
  territoryHouse: {
    walk: 'territories and their houses',
    path: '/territories',
    heading: 'My Assigned Territories',
    setup: async (w) => {
      const [territoryId] = await deliver(w.device.context.request, [
        { type: 'territory', fields: { territoryNumber: '15', name: 'Hillcrest', status: 'ACTIVE', type: 'RESIDENTIAL', today: w.today } },
      ]);
      await deliver(w.device.context.request, [{ type: 'territoryHouse', fields: { territoryId, address: '1 Hill Road', status: 'NOT_VISITED', today: w.today } }]);
    },
    open: async (w) => {
      await territories(w).openHouses('15');
    },
    kept: { text: '1 Hill Road', on: (w) => territories(w).house(territories(w).housesDialog('15'), '1 Hill Road') },
    write: async (w) => {
      const houses = territories(w).housesDialog('15');
      await territories(w).addHouse(houses, '2 Hill Road');
      await expect(houseStatus(w, '2 Hill Road')).toContainText('Not visited');
      await territories(w).choose(territories(w).house(houses, '2 Hill Road'), 'Status of 2 Hill Road', 'Home');
      await expect(houseStatus(w, '2 Hill Road')).toContainText('Home');
    },
    shown: async (w) => expect(houseStatus(w, '2 Hill Road')).toContainText('Home'),
    // A house's text, not its controls (whose list of statuses names every status).
    frames: {
      selector: '[role="dialog"] li > div:first-child',
      written: (items) => shows(items, '2 Hill Road', 'Home') && !shows(items, '2 Hill Road', 'Not visited'),
    },
    waiting: { label: 'New house' },
    server: async (w) =>
      nodes<{ territoryNumber: string; addresses: { edges: { node: { address: string; status: string } }[] } }>(
        (await query(w, '{ viewer { territories(first: 5) { edges { node { territoryNumber addresses(first: 5) { edges { node { address status } } } } } } } }')).territories,
      )
        .filter((territory) => territory.territoryNumber === '15')
        .flatMap((territory) => sorted(nodes(territory.addresses))),
    delivered: () => sorted([{ address: '1 Hill Road', status: 'NOT_VISITED' }, { address: '2 Hill Road', status: 'HOME' }]),
    deletion: {
      remove: async (w) => {
        await territories(w).housesDialog('15').getByRole('button', { name: 'Delete 2 Hill Road' }).click();
      },
      gone: async (w) => expect(territories(w).house(territories(w).housesDialog('15'), '2 Hill Road')).toHaveCount(0),
      shows: (items) => shows(items, '2 Hill Road'),
      left: () => sorted([{ address: '1 Hill Road', status: 'NOT_VISITED' }]),
    },
  },

  // Points are only ever added: they show as the number waiting and as their route's path.
  gpsPoint: {
    walk: 'a GPS recording',
    path: '/gps-enhanced',
    heading: 'Enhanced GPS Tracking',
    write: async (w) => {
      await w.device.context.grantPermissions(['geolocation']);
      await w.device.context.setGeolocation(north(0));
      await gps(w).button('Start GPS Tracking').click();
      await expect(gps(w).status).toContainText('Active');
      await gps(w).button('Start Recording').click();
      await w.device.context.setGeolocation(north(1));
      await expect(gps(w).pointCount).toHaveText('1');
      await w.device.context.setGeolocation(north(2));
      await expect(gps(w).pointCount).toHaveText('2');
    },
    shown: async (w) => {
      await expect(w.device.page.getByRole('status').filter({ hasText: 'points waiting to sync' })).toHaveText('2 points waiting to sync');
      await recordedRoute(w).getByRole('button', { name: /^Show on map/ }).click();
      await expect(gps(w).map).toHaveAttribute('data-line-points', '2');
    },
    // The whole recording card: a frame of it without the waiting line fails.
    frames: { selector: 'section[aria-labelledby="gps-recording"]', written: (items) => shows(items, '2 points waiting to sync') },
    waiting: { label: 'GPS point', title: () => '2 GPS points of a recording' },
    server: async (w) => (await routesOnServer(w)).filter((route) => route.name !== keptRoute).map((route) => route.points.map((point) => point.latitude)),
    delivered: () => [[north(1).latitude, north(2).latitude]],
  },

  // A route is kept or deleted; the app has no way to change one.
  gpsRoute: {
    walk: 'a GPS recording',
    path: '/gps-enhanced',
    heading: 'Enhanced GPS Tracking',
    setup: async (w) => {
      const sessionId = `kept-${Date.now().toString(36)}`;
      const at = Date.now() - 600_000;
      await deliver(w.device.context.request, [
        ...[0, 1, 2].map((i) => ({ type: 'gpsPoint', fields: { sessionId, ...north(-i), altitude: null, speed: null, heading: null, timestamp: at + i * 10_000 } })),
        { type: 'gpsRoute', fields: { sessionId, name: keptRoute } },
      ]);
    },
    kept: { text: keptRoute, on: (w) => gps(w).routes.getByRole('listitem').filter({ hasText: keptRoute }) },
    write: async (w) => {
      await gps(w).button('Stop Recording').click();
      await expect(recordedRoute(w)).toContainText('· 2 points');
    },
    shown: async (w) => expect(recordedRoute(w)).toContainText('· 2 points'),
    frames: { selector: 'section[aria-labelledby="gps-routes"] li', written: (items) => shows(items, keptRoute) && items.some((item) => !item.includes(keptRoute) && item.includes('· 2 points')) },
    // Named by the day and time of its first point.
    waiting: { label: 'Recorded route', title: (w) => w.today },
    server: async (w) => sorted((await routesOnServer(w)).map((route) => [route.name === keptRoute ? keptRoute : 'recorded', route.pointCount])),
    delivered: () => sorted([[keptRoute, 3], ['recorded', 2]]),
    deletion: {
      remove: async (w) => {
        await recordedRoute(w).getByRole('button', { name: /^Delete/ }).click();
        await expect(recordedRoute(w)).toHaveCount(0);
      },
      gone: async (w) => expect(recordedRoute(w)).toHaveCount(0),
      shows: (items) => items.some((item) => !item.includes(keptRoute)),
      left: () => sorted([[keptRoute, 3]]),
    },
  },

  serviceEntry: {
    walk: 'the report and the calendar',
    path: '/report',
    heading: 'Field Service Report',
    setup: async (w) => {
      await deliver(w.device.context.request, [{ type: 'serviceEntry', fields: { date: w.today, minutes: 60, kind: 'HOUSE_TO_HOUSE', credit: false, note: 'Letters' } }]);
    },
    kept: { text: 'Letters', on: (w) => report(w).entries.getByRole('listitem').filter({ hasText: 'Letters' }) },
    write: async (w) => {
      await report(w).addEntry({ date: w.today, hours: '2', minutes: '15', note: 'Cart at the station' });
      const entry = report(w).entries.getByRole('listitem').filter({ hasText: 'Cart at the station' });
      await expect(entry).toContainText('2 h 15 min');
      await entry.getByRole('button', { name: /^Edit entry/ }).click();
      await report(w).fillEntry({ minutes: '45' });
      await report(w).dialog.getByRole('button', { name: 'Save' }).click();
      await expect(report(w).dialog).toBeHidden();
    },
    shown: async (w) => expect(report(w).entries.getByRole('listitem').filter({ hasText: 'Cart at the station' })).toContainText('2 h 45 min'),
    frames: { selector: 'section[aria-labelledby="report-entries-title"] li', written: (items) => shows(items, 'Cart at the station', '2 h 45 min') && !shows(items, '2 h 15 min') },
    waiting: { label: 'New time entry' },
    server: async (w) =>
      sorted(nodes((await query(w, `{ viewer { serviceEntries(month: "${w.today.slice(0, 7)}", first: 20) { edges { node { date minutes note } } } } }`)).serviceEntries)),
    delivered: (w) =>
      sorted([
        { date: w.today, minutes: 60, note: 'Letters' },
        { date: w.today, minutes: 165, note: 'Cart at the station' },
      ]),
    deletion: {
      remove: async (w) => {
        await report(w).entries.getByRole('listitem').filter({ hasText: 'Cart at the station' }).getByRole('button', { name: /^Delete entry/ }).click();
        await confirm(w, 'Delete this entry?');
      },
      gone: async (w) => expect(report(w).entries.getByRole('listitem').filter({ hasText: 'Cart at the station' })).toHaveCount(0),
      shows: (items) => shows(items, 'Cart at the station'),
      left: (w) => sorted([{ date: w.today, minutes: 60, note: 'Letters' }]),
    },
  },

  returnVisit: {
    walk: 'return visits and their calls',
    path: '/return-visits',
    heading: 'Return Visits',
    setup: async (w) => {
      await deliver(w.device.context.request, [{ type: 'returnVisit', fields: { name: 'Cora Lind', address: '8 Birch Lane', nextVisitDate: w.today } }]);
    },
    kept: { text: 'Cora Lind', on: (w) => visits(w).card('Cora Lind') },
    write: async (w) => {
      await visits(w).main.getByRole('button', { name: 'Add Return Visit', exact: true }).click();
      await visits(w).fill({ Name: 'Ben Okafor', Address: '3 Elm Road', 'Next visit': w.today });
      await visits(w).dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(visits(w).dialog).toBeHidden();
      await visits(w).card('Ben Okafor').getByRole('button', { name: 'Edit Ben Okafor' }).click();
      await visits(w).fill({ Address: '5 Elm Road' });
      await visits(w).dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(visits(w).dialog).toBeHidden();
    },
    shown: async (w) => expect(visits(w).card('Ben Okafor')).toContainText('5 Elm Road'),
    frames: { selector: 'main li[aria-labelledby^="return-visit-"]', written: (items) => shows(items, 'Ben Okafor', '5 Elm Road') && !shows(items, '3 Elm Road') },
    waiting: { label: 'New return visit', title: () => 'Ben Okafor' },
    server: async (w) => sorted(nodes((await query(w, '{ viewer { returnVisits(first: 20) { edges { node { name address } } } } }')).returnVisits)),
    delivered: () =>
      sorted([
        { name: 'Ana Ruiz', address: '12 Oak Street' },
        { name: 'Ben Okafor', address: '5 Elm Road' },
        { name: 'Cora Lind', address: '8 Birch Lane' },
      ]),
    deletion: {
      remove: async (w) => {
        await visits(w).card('Ben Okafor').getByRole('button', { name: 'Delete Ben Okafor' }).click();
        await w.device.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
        await expect(visits(w).card('Ben Okafor')).toHaveCount(0);
      },
      gone: async (w) => expect(visits(w).card('Ben Okafor')).toHaveCount(0),
      shows: (items) => shows(items, 'Ben Okafor'),
      left: () =>
        sorted([
          { name: 'Ana Ruiz', address: '12 Oak Street' },
          { name: 'Cora Lind', address: '8 Birch Lane' },
        ]),
    },
  },

  // A call is recorded on a visit the server holds (a visit still on the device records calls once
  // it has reached the server); the app has no way to change or delete a call.
  returnVisitCall: {
    walk: 'return visits and their calls',
    path: '/return-visits',
    heading: 'Return Visits',
    setup: async (w) => {
      await deliver(w.device.context.request, [{ type: 'returnVisit', fields: { name: 'Ana Ruiz', address: '12 Oak Street', nextVisitDate: w.today } }]);
    },
    // The visit's calls, read when the member shows them.
    open: async (w) => {
      const calls = visits(w).card('Ana Ruiz').getByRole('button', { name: /^(Show|Hide) calls$/ });
      if ((await calls.getAttribute('aria-expanded')) !== 'true') await calls.click();
      await expect(calls).toHaveAttribute('aria-expanded', 'true');
    },
    // Kept on the device: the visit's list of calls (the store's connection), empty.
    kept: { text: '__CallHistory_calls_connection', on: (w) => visits(w).card('Ana Ruiz').getByText('No calls recorded yet.') },
    write: async (w) => {
      await visits(w).card('Ana Ruiz').getByRole('button', { name: 'Record a call on Ana Ruiz' }).click();
      await visits(w).fill({ 'Date of the call': w.today, Notes: 'Read Psalm 37:29', 'Publication left': 'Enjoy Life Forever!' });
      await visits(w).dialog.getByRole('button', { name: 'Record Call' }).click();
      await expect(visits(w).dialog).toBeHidden();
      await expect(visits(w).card('Ana Ruiz')).toContainText('Read Psalm 37:29');
    },
    shown: async (w) => {
      await expect(visits(w).card('Ana Ruiz')).not.toContainText('No call yet');
      await expect(visits(w).card('Ana Ruiz').getByRole('list', { name: 'Calls: Ana Ruiz' })).toContainText('Read Psalm 37:29');
    },
    // The card's last call from the first frame; its history, once shown, with the call.
    frames: {
      selector: 'main li[aria-labelledby^="return-visit-"]',
      written: (items) => shows(items, 'Ana Ruiz', 'Last call') && !shows(items, 'Ana Ruiz', 'No call yet') && !shows(items, 'Ana Ruiz', 'No calls recorded yet.'),
    },
    waiting: { label: 'New call' },
    server: async (w) =>
      nodes<{ name: string; calls: { edges: { node: { date: string; notes: string; publication: string } }[] } }>(
        (await query(w, '{ viewer { returnVisits(first: 5) { edges { node { name calls(first: 5) { edges { node { date notes publication } } } } } } } }')).returnVisits,
      ).flatMap((visit) => nodes(visit.calls).map((call) => ({ visit: visit.name, ...call }))),
    delivered: (w) => [{ visit: 'Ana Ruiz', date: w.today, notes: 'Read Psalm 37:29', publication: 'Enjoy Life Forever!' }],
  },

  // A request is only ever made: the elders move it on.
  shepherdingRequest: {
    walk: 'the service group board and shepherding calls',
    path: '/shepherding-call',
    heading: 'Shepherding Call',
    setup: async (w) => {
      await deliver(w.device.context.request, [
        { type: 'shepherdingRequest', fields: { requestType: 'Spiritual encouragement', priority: 'normal', description: 'A visit after my surgery', notes: null, preferredElders: '' } },
      ]);
    },
    kept: { text: 'A visit after my surgery', on: (w) => shepherding(w).request('Spiritual encouragement') },
    write: async (w) => {
      await shepherding(w).choose('Request type', 'Illness or hospital visit');
      await shepherding(w).form.getByLabel('Description').fill('In hospital since Monday, room 12.');
      await shepherding(w).submit();
      await expect(shepherding(w).request('Illness or hospital visit')).toContainText('room 12');
    },
    shown: async (w) => expect(shepherding(w).request('Illness or hospital visit')).toContainText('In hospital since Monday, room 12.'),
    frames: { selector: 'section[aria-labelledby="your-requests-heading"] article', written: (items) => shows(items, 'Illness or hospital visit', 'room 12') },
    waiting: { label: 'Shepherding-call request' },
    server: async (w) => sorted(nodes((await query(w, '{ viewer { shepherdingRequests(first: 20) { edges { node { requestType description status } } } } }')).shepherdingRequests)),
    delivered: () =>
      sorted([
        { requestType: 'Spiritual encouragement', description: 'A visit after my surgery', status: 'pending' },
        { requestType: 'Illness or hospital visit', description: 'In hospital since Monday, room 12.', status: 'pending' },
      ]),
  },

  experience: {
    walk: 'notes, convention notes and experiences',
    path: '/ministry-experiences',
    heading: 'Ministry Experiences',
    setup: async (w) => {
      await deliver(w.device.context.request, [{ type: 'experience', fields: { title: 'At the bus stop', content: 'He took a Bible study' } }]);
    },
    kept: { text: 'At the bus stop', on: (w) => experiences(w).card('At the bus stop') },
    write: async (w) => {
      await experiences(w).add('The man at the laundromat', 'He read Psalm 37:29 aloud');
      await experiences(w).formDialog.getByRole('button', { name: 'Add Experience' }).click();
      await expect(experiences(w).formDialog).toBeHidden();
      await experiences(w).card('The man at the laundromat').getByRole('button', { name: 'Edit The man at the laundromat' }).click();
      await experiences(w).formDialog.getByLabel('Content').fill('He asked us to come back on Tuesday');
      await experiences(w).formDialog.getByRole('button', { name: 'Update Experience' }).click();
      await expect(experiences(w).formDialog).toBeHidden();
    },
    shown: async (w) => {
      const card = experiences(w).card('The man at the laundromat');
      await expect(card).toContainText('He asked us to come back on Tuesday');
      // The member still waits to be let into a group: written with none, as the server stores it.
      await expect(card).toContainText('No service group (another congregation)');
    },
    frames: {
      selector: 'main [role="tabpanel"] article',
      written: (items) => shows(items, 'The man at the laundromat', 'come back on Tuesday') && !shows(items, 'Psalm 37:29 aloud'),
    },
    waiting: { label: 'New experience', title: () => 'The man at the laundromat' },
    server: async (w) => sorted(nodes((await query(w, '{ viewer { experiences(first: 20) { edges { node { title content } } } } }')).experiences)),
    delivered: () =>
      sorted([
        { title: 'At the bus stop', content: 'He took a Bible study' },
        { title: 'The man at the laundromat', content: 'He asked us to come back on Tuesday' },
      ]),
    deletion: {
      remove: async (w) => {
        await experiences(w).card('The man at the laundromat').getByRole('button', { name: 'Delete The man at the laundromat' }).click();
        await confirm(w, 'Delete Experience');
      },
      gone: async (w) => expect(experiences(w).card('The man at the laundromat')).toHaveCount(0),
      shows: (items) => shows(items, 'The man at the laundromat'),
      left: () => sorted([{ title: 'At the bus stop', content: 'He took a Bible study' }]),
    },
  },
};

/** A calendar day of this machine (the browser's time zone is the machine's), YYYY-MM-DD. */
const dayOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Shows the kind's page: by the app's own navigation, with no page load, when another page is shown. */
async function onPage(w: Walker, kind: KindWalk) {
  if (new URL(w.device.page.url()).pathname !== kind.path) await w.device.navigate(kind.path);
  await expect(w.device.page.getByRole('heading', { level: 1, name: kind.heading, exact: true })).toBeVisible();
}

/** Runs `work` on the kind's page with its list open (`open`), then closes a dialog `open` opened. */
async function onList(w: Walker, kind: KindWalk, work: () => Promise<void>) {
  await onPage(w, kind);
  await kind.open?.(w);
  await work();
  if (kind.open) {
    // Closed by its own button: what is walked is the data, and a key pressed while the dialog's
    // content re-renders on a busy machine could land outside it.
    const dialogs = w.device.page.getByRole('dialog');
    if ((await dialogs.count()) > 0) await dialogs.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialogs).toHaveCount(0);
  }
}

/**
 * Loads the kind's page again (with no signal) and opens its list; once `settled` holds there,
 * answers what the list showed on every frame from the navigation on, from the first frame that
 * showed any of it.
 */
async function reloadWatching(w: Walker, kind: KindWalk, settled: () => Promise<void>): Promise<string[][]> {
  await w.device.watchFrames(kind.frames.selector);
  await w.device.goto(kind.path);
  await onList(w, kind, settled);
  const frames = await w.device.framesShown();
  expect(frames.length, `frames that show the list of ${kind.path}`).toBeGreaterThan(0);
  return frames;
}

/** The signal returns, and the browser says so: the delivery waits for no timer. */
async function signalBack(device: Device) {
  await device.setOffline(false);
  await device.context.setOffline(true);
  await device.context.setOffline(false);
}

/** The device's outbox is empty: every write has been delivered. */
async function nothingWaits(device: Device) {
  await expect.poll(() => readDevice(device.page, 'outbox', 'rows'), { timeout: 30_000 }).toEqual([]);
}

/** Steps 1 to 5 for the kinds of one test, on one device. */
async function walk(w: Walker, kinds: KindWalk[]) {
  const { device } = w;
  // With a signal, each page is opened once: its code is on the device, and its data saved there.
  for (const path of new Set(kinds.map((kind) => kind.path))) {
    await device.goto(path);
    for (const kind of kinds.filter((k) => k.path === path)) {
      await onList(w, kind, async () => {
        if (kind.kept) await expect(kind.kept.on(w)).toBeVisible();
      });
    }
    for (const kind of kinds.filter((k) => k.path === path)) if (kind.kept) await device.savedOnDevice(kind.kept.text);
  }

  // 1. No signal: each kind written, and changed where the app lets the member, on its screen.
  await device.setOffline(true);
  for (const kind of kinds) await onList(w, kind, () => kind.write(w));

  // 2. Opened again with no signal: each write shows as the member left it from the first frame
  // its list shows.
  for (const kind of kinds) {
    const frames = await reloadWatching(w, kind, () => kind.shown(w));
    expect(frames.filter((items) => !kind.frames.written(items))).toEqual([]);
  }

  // 3. The browser closed and opened again, still with no signal: every write waits, and shows.
  await device.restart({ offline: true, path: kinds[0]!.path });
  await device.page.getByRole('button', { name: /waiting to sync/ }).click();
  const waiting = device.page.getByRole('dialog', { name: /Waiting to sync/ });
  for (const kind of kinds) {
    await expect(waiting.getByRole('listitem').filter({ hasText: kind.waiting.label }).first()).toBeVisible();
    if (kind.waiting.title) await expect(waiting.getByRole('listitem').filter({ hasText: kind.waiting.title(w) }).first()).toBeVisible();
  }
  await device.page.keyboard.press('Escape');
  await expect(waiting).toBeHidden();
  for (const kind of kinds) await onList(w, kind, () => kind.shown(w));

  // 4. The signal returns: each write reaches the server once, as written, and nothing is left to send.
  await signalBack(device);
  for (const kind of kinds) await expect.poll(() => kind.server(w), { timeout: 30_000 }).toEqual(kind.delivered(w));
  await nothingWaits(device);
  for (const kind of kinds) expect(await kind.server(w)).toEqual(kind.delivered(w));

  // 5. Deleted with no signal: gone at once, in no frame after a reload, then gone from the server.
  const deletable = kinds.filter((kind) => kind.deletion);
  if (deletable.length === 0) return;
  await device.setOffline(true);
  for (const kind of deletable) {
    await onList(w, kind, async () => {
      await kind.deletion!.remove(w);
      await kind.deletion!.gone(w);
    });
  }
  for (const kind of deletable) {
    const frames = await reloadWatching(w, kind, async () => {
      await expect(kind.kept!.on(w)).toBeVisible();
      await kind.deletion!.gone(w);
    });
    expect(frames.filter((items) => kind.deletion!.shows(items))).toEqual([]);
  }
  await signalBack(device);
  for (const kind of deletable) await expect.poll(() => kind.server(w), { timeout: 30_000 }).toEqual(kind.deletion!.left(w));
  await nothingWaits(device);
}

test.describe.configure({ mode: 'parallel' });

test('every kind of the contract has its walk, each test walks some, and each list keeps a record', () => {
  expect(Object.keys(KINDS).sort()).toEqual([...RECORD_TYPES].sort());
  expect(WALKS.filter((name) => !Object.values(KINDS).some((kind) => kind.walk === name))).toEqual([]);
  // A deletion is watched on a list that still shows something.
  expect(RECORD_TYPES.filter((type) => KINDS[type].deletion && !KINDS[type].kept)).toEqual([]);
});

for (const name of WALKS) {
  const types = RECORD_TYPES.filter((type) => KINDS[type].walk === name);
  test(`${name} (${types.join(', ')}): written with no signal, shown from the first frame after a reload, waiting after a restart, delivered once, deleted where the member may`, async ({
    newDevice,
    playwright,
    baseURL,
  }) => {
    const kinds = types.map((type) => KINDS[type]);
    const device = newDevice();
    const now = new Date();
    const requests: APIRequestContext[] = [];
    let groupmate: Promise<void> | undefined;
    const w: Walker = {
      device,
      today: dayOf(now),
      tomorrow: dayOf(new Date(now.getTime() + 24 * 60 * 60 * 1000)),
      groupmateName: `Gina Groupmate ${Math.random().toString(36).slice(2, 7)}`,
      groupmate: () =>
        (groupmate ??= (async () => {
          const request = await playwright.request.newContext({ baseURL });
          requests.push(request);
          await signUpMember(request, { fullName: w.groupmateName, groupNumber: GROUP });
          await deliver(request, [{ type: 'statusAlert', fields: { status: 'GREEN', message: GROUPMATE_STATUS } }]);
        })()),
    };
    try {
      await device.open({ path: '' });
      if (kinds.some((kind) => kind.inGroup)) await signUpMember(device.context.request, { fullName: 'Walter Walker', groupNumber: GROUP });
      else await device.signUp();
      for (const kind of kinds) await kind.setup?.(w);
      await walk(w, kinds);
    } finally {
      for (const kind of kinds) await kind.cleanup?.(w).catch(() => undefined);
      for (const request of requests) await request.dispose();
    }
  });
}
