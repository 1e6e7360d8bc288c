// A member's records on every screen, written the way the app delivers them (applyChanges, the
// one write path: docs/product/offline.md), for the tests that look at screens with data.
import { expect, type APIRequestContext } from '@playwright/test';
import { API_HEADERS } from '../api-headers.ts';

const APPLY = /* GraphQL */ `
  mutation ($input: ApplyChangesInput!) {
    applyChanges(input: $input) { ... on ChangesApplied { outcomes { status message recordId } } }
  }
`;

let seq = 0;
type Write = { type: string; fields: Record<string, unknown> };

/** Writes straight to the server through applyChanges, each applied, answering the records' ids in order. */
export async function deliver(request: APIRequestContext, writes: Write[]): Promise<string[]> {
  const changes = writes.map((w) => ({ clientId: `seed-${Date.now().toString(36)}-${(seq += 1)}`, type: w.type, action: 'create', fields: JSON.stringify(w.fields) }));
  const answer = await request.post('/graphql', { headers: API_HEADERS, data: { query: APPLY, variables: { input: { changes } } } });
  const outcomes = (await answer.json()).data.applyChanges.outcomes as { status: string; message: string | null; recordId: string }[];
  expect(outcomes.filter((o) => o.status !== 'applied')).toEqual([]);
  return outcomes.map((o) => o.recordId);
}

/** Writes a month's worth of a member's records (`day`: a calendar date of the month shown, YYYY-MM-DD). */
export async function seedMemberData(request: APIRequestContext, day: string) {
  const month = day.slice(0, 7);
  const [territoryId, visitId] = await deliver(request, [
    { type: 'territory', fields: { territoryNumber: '12', name: 'Riverside', description: 'Houses along the river', status: 'ACTIVE', type: 'RESIDENTIAL', today: day } },
    { type: 'returnVisit', fields: { name: 'Ana Ruiz', address: '12 Oak Street', phoneNumber: '555-0102', topic: 'God’s Kingdom', nextVisitDate: day } },
  ]);
  await deliver(request, [
    { type: 'note', fields: { title: 'Porch call on Elm Street', content: 'Left the brochure; return Thursday evening.', category: 'GENERAL' } },
    { type: 'note', fields: { title: 'Bible study with Ben', content: 'Lesson 4 next time.', category: 'BIBLE_STUDY' } },
    { type: 'conventionNote', fields: { title: 'Keep on the watch', speaker: 'Brother Lee', content: 'Three points to remember.', date: day, session: 'Saturday morning' } },
    { type: 'calendarEvent', fields: { title: 'Group witnessing', date: `${month}-10`, time: '09:30', type: 'FIELD_SERVICE', priority: 'HIGH', attendees: 6, alarmEnabled: false } },
    { type: 'calendarEvent', fields: { title: 'Midweek meeting', date: `${month}-17`, time: '19:00', type: 'MEETING', priority: 'MEDIUM', attendees: 0, alarmEnabled: false } },
    { type: 'scripture', fields: { reference: 'John 17:3', text: 'This means everlasting life, their coming to know you.', notes: 'For a return visit', favorite: true } },
    { type: 'hlcContact', fields: { name: 'Anna Berg', phoneNumber: '555-0100', email: 'anna@example.org', position: 'CHAIRMAN', hospital: 'Mercy' } },
    { type: 'pvgContact', fields: { name: 'Jonas Ek', phoneNumber: '555-0101', email: 'jonas@example.org', position: 'MEMBER' } },
    { type: 'video', fields: { title: 'Why Study the Bible?', url: 'https://www.jw.org/en/library/videos/', duration: '4:30' } },
    { type: 'territoryHouse', fields: { territoryId, address: '1 River Road', status: 'HOME', today: day } },
    { type: 'territoryHouse', fields: { territoryId, address: '3 River Road', status: 'NOT_AT_HOME', today: day } },
    { type: 'returnVisitCall', fields: { returnVisitId: visitId, date: day, notes: 'Read Psalm 37:29', publication: 'Enjoy Life Forever!' } },
    { type: 'serviceEntry', fields: { date: `${month}-02`, minutes: 150, kind: 'HOUSE_TO_HOUSE', credit: false, note: 'Morning group' } },
    { type: 'serviceEntry', fields: { date: `${month}-04`, minutes: 45, kind: 'CART', credit: false, note: null } },
    { type: 'experience', fields: { title: 'At the bus stop', content: 'A young man asked about the brochure and took a Bible study.' } },
    { type: 'shepherdingRequest', fields: { requestType: 'Spiritual encouragement', priority: 'normal', description: 'A visit after my surgery', notes: null, preferredElders: '' } },
  ]);
}
