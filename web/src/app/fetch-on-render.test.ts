// Screens read the query their route's loader started; they do not fetch on render
// (docs/product/architecture.md). This scan lists every query still fetched by a component as it
// renders (useLazyLoadQuery), each with the reason it may: a new one fails here until it is
// started by its route's loader instead, or added below with its reason (and to the list in
// docs/product/architecture.md).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, test } from 'vitest';
import { appSources, SOURCE_ROOT as root } from './app-sources.ts';

const ALLOWED: Record<string, string> = {
  // Fallbacks for someone who signs in on an open page, whose data the loader did not fetch.
  TerritoriesPageQuery: 'territories: refetched for a member who signed in on the page',
  ShepherdingCallPageQuery: 'shepherding: refetched for a member who signed in on the page',
  ReturnVisitsPageQuery: 'return visits: refetched for a member who signed in on the page',
  // Queries of dialogs and panels that open on a click: they load when opened.
  AdminPanelQuery: 'admin panel dialog',
  UsersTabQuery: 'admin panel tab',
  ContentListQuery: 'admin panel tab',
  SupportTabQuery: 'admin panel tab',
  AuditLogQuery: 'admin panel tab',
  FeedbackInboxProblemReportsQuery: 'feedback inbox dialog tab',
  FeedbackInboxSuggestionsQuery: 'feedback inbox dialog tab',
  FeedbackInboxCustomAppRequestsQuery: 'feedback inbox dialog tab',
  MyReportsDialogQuery: 'my reports dialog',
  useSenderQuery: "feedback forms' dialog",
  SignedInDevicesQuery: 'signed-in devices, in the account dialog',
  AccountSecondFactorQuery: 'the authenticator app, in the account dialog',
  ShareWithMemberDialogQuery: 'the share dialog of a video or a song',
  HousesDialogQuery: "a territory's houses dialog",
  CallHistoryQuery: "a return visit's calls, shown on a press of Show calls",
  HandoverDialogQuery: "a return visit's Hand over dialog: the group's members",
  LinkPickersQuery: "the return visit dialog's note and house pickers",
  CreateAccountFormSettingsQuery: "the account dialog's sign-up form",
  // Parts of the shell that read the viewer the shell's own query has already put in the store.
  FeedbackFooterQuery: "footer links: the shell's viewer, read from the device",
  StartupNoticesQuery: 'startup notices of the shell',
  AppRemindersQuery: "the shell's reminders of the member's events",
  EmergencyBannerQuery: "the shell's emergency banner: the group's calls for help on every screen",
  useSampleDataQuery: "the visitor's sample contacts: fixed data fetched once and kept",
  // The check-in bar is a part of the shell on every screen, loaded after the first paint; the
  // start card on /service-group reads the same query from the device (one request for both).
  queriesCheckInsQuery: 'the check-ins at the top of every screen, a part of the shell',
};

/** Each call of useLazyLoadQuery in the app, by the operation it fetches. */
function fetchedOnRender(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of appSources()) {
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/useLazyLoadQuery\s*(<\s*(\w+)\s*>)?\s*\(/g)) {
      found.set(call[2] ?? `an unnamed call in ${relative(root, file)}`, relative(root, file));
    }
  }
  return found;
}

test('no screen fetches on render but the listed exceptions', () => {
  const found = fetchedOnRender();
  expect([...found.keys()].filter((name) => !(name in ALLOWED))).toEqual([]);
});

test('the list of exceptions names only queries that still fetch on render', () => {
  const found = fetchedOnRender();
  expect(Object.keys(ALLOWED).filter((name) => !found.has(name))).toEqual([]);
});
