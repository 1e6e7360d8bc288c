// Test data of the export and the account deletion: one record of a member in every area of the
// export (docs/product/export.md), each holding a marker, so a test finds the member's data by it.
import type { Db } from '../../db.ts';
import { IDEAS_CATEGORY } from '../notes/index.ts';

/** One record in every area for `userId`, each holding `marker` in a text field. */
export async function seedEverything(db: Db, userId: number, marker: string) {
  const user = { connect: { id: userId } };
  await db.userPreferences.create({ data: { userId, seenReleases: `["${marker}"]` } });
  await db.note.create({ data: { userId, title: `Note ${marker}`, content: 'At the door' } });
  await db.note.create({ data: { userId, title: `Idea ${marker}`, content: 'Try the cart', category: IDEAS_CATEGORY } });
  await db.hlcContact.create({ data: { userId, name: `HLC ${marker}`, phoneNumber: '1', email: 'h@example.org' } });
  await db.pvgContact.create({ data: { userId, name: `PVG ${marker}`, phoneNumber: '2', email: 'p@example.org' } });
  await db.calendarEvent.create({ data: { userId, title: `Event ${marker}`, date: '2026-01-01', time: '23:30', type: 'ministry' } });
  await db.scripture.create({ data: { userId, reference: `John 3:16 ${marker}`, text: 'For God so loved' } });
  await db.video.create({ data: { userId, title: `Video ${marker}`, url: 'https://example.org/v' } });
  await db.publication.create({ data: { userId, title: `Publication ${marker}` } });
  await db.conventionNote.create({ data: { userId, title: `Talk ${marker}`, speaker: 'A. Brother', content: 'Notes', date: '2026-07-10', session: 'Friday' } });
  const experience = await db.ministryExperience.create({ data: { userId, userName: marker, groupNumber: 3, title: `Experience ${marker}`, content: 'Joy' } });
  await db.experienceLike.create({ data: { experienceId: experience.id, userId, userName: marker } });
  await db.transcript.create({ data: { userId, text: `Transcript ${marker}` } });
  await db.serviceEntry.create({ data: { userId, date: '2026-03-01', minutes: 90, note: `Entry ${marker}` } });
  await db.serviceMonth.create({ data: { user, month: '2026-03', bibleStudies: 2 } });
  await db.reportSettings.create({ data: { userId, rounding: 'none', monthlyGoalHours: 50 } });
  await db.serviceTimer.create({ data: { userId, elapsedSeconds: 600 } });
  const territory = await db.territory.create({ data: { userId, territoryNumber: '12', name: `Territory ${marker}`, assignedDate: '2026-02-28' } });
  const house = await db.territoryHouse.create({ data: { territoryId: territory.id, address: `House ${marker}` } });
  await db.territoryCall.create({ data: { territoryId: territory.id, houseId: house.id, status: `home-${marker}`, date: '2026-03-02' } });
  const visit = await db.returnVisit.create({ data: { userId, name: `Visit ${marker}`, address: '20 Pine Road', nextVisitDate: '2026-03-09', houseId: house.id } });
  await db.returnVisitCall.create({ data: { returnVisitId: visit.id, date: '2026-03-02', notes: `Call ${marker}` } });
  await db.gpsRoute.create({ data: { userId, sessionId: `route-${marker}`, name: `Route ${marker}`, startedAt: new Date('2026-03-01T10:00:00Z') } });
  await db.gpsTracking.create({ data: { userId, sessionId: `route-${marker}`, latitude: 34.2, longitude: -78.01, accuracy: 5, timestamp: new Date('2026-03-01T10:00:00Z') } });
  await db.musicFile.create({ data: { userId, title: `Song ${marker}`, date: '2026-01-01', filename: `file-${marker}.mp3`, originalName: 'song.mp3', mimeType: 'audio/mpeg', fileSize: 10 } });
  await db.sharedFile.create({ data: { userId, title: `Shared ${marker}`, filename: `shared-${marker}`, originalName: 'x.pdf', mimeType: 'application/pdf' } });
  await db.shepherdingCallRequest.create({ data: { userId, requestorName: marker, groupNumber: 3, requestType: 'visit', description: `Shepherding ${marker}` } });
  await db.problemReport.create({ data: { userId, name: marker, description: `Problem ${marker}` } });
  await db.suggestion.create({ data: { userId, name: marker, suggestion: `Suggestion ${marker}` } });
  await db.customAppRequest.create({ data: { userId, name: marker, email: 'a@example.org', description: `App ${marker}` } });
  const alert = await db.emergencyAlert.create({ data: { groupId: 3, senderId: userId, senderName: marker, status: 'green', message: `Alert ${marker}` } });
  await db.alertResponse.create({ data: { alertId: alert.id, responderId: userId, responderName: marker, status: 'green', message: `Response ${marker}` } });
  const group = await db.serviceGroup.upsert({ where: { number: 3 }, create: { number: 3, name: 'Group 3' }, update: {} });
  await db.serviceGroupMember.create({ data: { groupId: group.id, userId, name: `Member ${marker}` } });
  await db.aiUsage.create({ data: { userId, day: '2026-03-01', requests: 3, tokens: 300 } });
  // Kept out of the export on purpose: a push subscription's keys.
  await db.pushSubscription.create({ data: { userId, endpoint: `https://push.example/${marker}`, p256dh: `p256dh-${marker}`, auth: `auth-${marker}` } });
}

