// The API test files that run a second time on PostgreSQL (npm test's PostgreSQL step,
// `npm run test:api:pg`), and why each is there. Every API file runs on SQLite; a file is here when
// what it shows can come out differently on the other database: its SQL, its transactions and
// locks, its constraints and types, its connections, or a process sharing it. A file whose
// behaviour lives above the database (parsing, limits, headers, cookies, rendering) runs once.
// docs/testing.md, "The PostgreSQL pass".

export const POSTGRES_PASS: Record<string, string> = {
  // The database itself: statements, connections, accounts, durability.
  'api/src/db.statements.test.ts': 'kept statements and their values on each driver',
  'tests/api/least-privilege.test.ts': 'the app on an account that may only read and write rows (PostgreSQL only)',
  'tests/api/database-password-file.test.ts': 'the password read again for each new PostgreSQL connection',
  'tests/api/encrypted-connections.test.ts': 'what the PostgreSQL client asks of the server at start',
  'tests/api/crash.test.ts': 'nothing acknowledged is lost when the process is killed mid-write',
  'tests/api/load.test.ts': 'the connection pool under 50 concurrent clients: no 5xx, every write stored',
  'tests/api/two-instances.test.ts': 'two processes on one database and one Redis',
  'tests/api/redis-kill-two-instances.test.ts': 'two processes on one database while Redis is killed',
  // Input the two databases take differently: NUL bytes, integers past 32 bits, long text.
  'tests/api/bad-input.test.ts': 'malformed input must be a 4xx where PostgreSQL refuses what SQLite keeps',
  'tests/api/fuzz.test.ts': 'generated input against every write, as above',
  'tests/api/forged-ids.test.ts': 'made-up global ids, row ids past 32 bits among them, looked up on each database',
  'tests/api/request-guards.test.ts': 'text with NUL bytes answered 400 on both databases',
  // Who may read and change what: every path, on the rows as each database returns them.
  'tests/api/authz-matrix.test.ts': 'the access matrix, every role against every field and route',
  'tests/api/rest-pages.test.ts': 'pagination: ordering, offsets and the Link header on each database',
  'tests/api/sessions-end.test.ts': 'sessions stored and ended in the database',
  // Offline writes replayed: transactions, conflicts, advisory locks (lockForTransaction).
  'api/src/modules/sync/sync.test.ts': 'replayed writes in one transaction, conflicts and their order',
  'api/src/modules/sync/sync.alerts.test.ts': 'group alerts replayed',
  'api/src/modules/sync/sync.contacts.test.ts': 'contacts replayed',
  'api/src/modules/sync/sync.territories.test.ts': 'territories replayed',
  'api/src/modules/sync/sync.houses.test.ts': 'houses replayed',
  'api/src/modules/sync/sync.return-visits.test.ts': 'return visits replayed',
  'api/src/modules/sync/sync.scripture.test.ts': 'scriptures replayed',
  'api/src/modules/sync/sync.gps.test.ts': 'GPS points replayed',
  'api/src/modules/sync/sync.calendar.test.ts': 'calendar events replayed',
  'api/src/modules/sync/sync.report.test.ts': 'report entries replayed',
  'api/src/modules/sync/sync.experiences.test.ts': 'experiences replayed, with their images',
  'api/src/modules/sync/replay.fault.test.ts': 'a failing change rolls back its batch',
  // Accounts: unique names, cascades on deletion, the last admin under a lock.
  'api/src/modules/accounts/accounts.test.ts': 'unique usernames and sign-up in a transaction',
  'api/src/modules/accounts/accounts.rest.test.ts': 'the same over REST',
  'api/src/modules/accounts/account-deletion.test.ts': 'deletion cascades through every table',
  'api/src/modules/accounts/sessions.test.ts': 'sessions listed and ended in the database',
  'api/src/modules/accounts/device-cookies.test.ts': 'device counts in the database and in Redis',
  'api/src/modules/accounts/membership.test.ts': 'group approval in a transaction',
  'api/src/modules/admin/admin.last-admin.test.ts': 'the last admin kept under a transaction lock',
  'api/src/modules/admin/admin.password-reset.test.ts': 'reset codes used once, in a transaction',
  'api/src/modules/admin/admin.second-factor.test.ts': 'recovery codes used once, in a transaction',
  'api/src/modules/admin/admin.users.test.ts': 'the admin\'s list of users in username order, which each database collates',
  'api/src/modules/audit/audit.test.ts': 'the audit log kept and thinned per database',
  'api/src/modules/retention/retention.test.ts': 'old rows deleted by date in a transaction',
  // Import and export: whole files written in one transaction, every table read back.
  'api/src/modules/export/export.test.ts': 'every table read back',
  'api/src/modules/export/import.test.ts': 'a file written in one transaction, or not at all',
  'api/src/modules/export/import-organized.test.ts': 'an organized export imported',
  // Counts and sums the database computes, under concurrent writes.
  'api/src/modules/report/report.test.ts': 'monthly totals summed by the database',
  'api/src/modules/music/music.quota.test.ts': 'the quota checked in a transaction',
  'api/src/modules/experiences/experiences.test.ts': 'likes counted in a transaction',
  'api/src/modules/return-visits/handover.test.ts': 'a handover moves rows in one transaction',
  'api/src/modules/service-group/service-group.test.ts': 'the group board\'s rows and their order',
  'api/src/modules/check-ins/check-ins.test.ts': 'check-ins claimed by conditional updates, the first to take one winning on each database',
  'api/src/modules/check-ins/check-ins.instances.test.ts': 'two instances on one database claiming each step of a check-in once',
};
