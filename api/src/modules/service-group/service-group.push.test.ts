// Group alerts by Web Push: who receives a red or orange alert and a roll-call (the other members of
// the group who allowed it), what the notification says, in each reader's language, that a
// subscription the push service no longer knows is dropped, and that the alert is answered without
// waiting for push services. The sender is a recorder: nothing leaves the machine.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import type { User } from '../../generated/sqlite/client.ts';
import { pushesSettled, usePushSender, type PushSender } from '../push/sender.ts';
import { END, START, send } from './test-documents.ts';

let t: TestApp;
type Member = { client: Client; user: User };
let ana: Member;
let ben: Member;
let cara: Member;
let other: Member;
let benEndpoint: string;
const key = (bytes: number, fill: number) => Buffer.alloc(bytes, fill).toString('base64url');
const subscribe = (user: User, endpoint: string) =>
  t.db.pushSubscription.create({ data: { userId: user.id, endpoint, p256dh: key(65, 4), auth: key(16, 1) } });
const sent: { endpoint: string; payload: any; urgency: string; ttl: number }[] = [];
const recorder: PushSender = async (target, payload, options) => {
  sent.push({ endpoint: target.endpoint, payload: JSON.parse(payload), urgency: options.urgency, ttl: options.TTL });
};

beforeAll(async () => {
  t = await createTestApp();
  usePushSender(t.app.deps, recorder);
  ana = await signedInMember(t, { groupNumber: 4, fullName: 'Ana Alvarez' });
  ben = await signedInMember(t, { groupNumber: 4, fullName: 'Ben Brooks' });
  cara = await signedInMember(t, { groupNumber: 4, fullName: 'Cara Cole' });
  other = await signedInMember(t, { groupNumber: 5, fullName: 'Otto Other' });
  benEndpoint = 'https://fcm.googleapis.com/fcm/send/ben';
  await subscribe(ben.user, benEndpoint);
  await subscribe(ana.user, 'https://fcm.googleapis.com/fcm/send/ana');
  await subscribe(cara.user, 'https://updates.push.services.mozilla.com/wpush/v2/cara');
  await subscribe(other.user, 'https://fcm.googleapis.com/fcm/send/otto');
  // Cara turned notifications off in her account settings.
  await t.db.userPreferences.create({ data: { userId: cara.user.id, notifications: false } });
});
afterAll(() => t.close());
beforeEach(() => {
  sent.length = 0;
  usePushSender(t.app.deps, recorder);
});

const deliveries = async () => {
  await pushesSettled(t.app.deps);
  return sent.map((s) => ({ endpoint: s.endpoint, title: s.payload.title }));
};

test('a red alert is pushed to the other members of the group who allow it, to open /service-group', async () => {
  await send(ana.client, { status: 'RED', message: 'Car accident on Main St', location: '34.2, -78.0 (±5 m)' });
  expect(await deliveries()).toEqual([{ endpoint: benEndpoint, title: 'Emergency: Ana Alvarez is in trouble' }]);
  expect(sent[0]!.payload).toEqual({
    title: 'Emergency: Ana Alvarez is in trouble',
    body: 'Car accident on Main St\nLocation: 34.2, -78.0 (±5 m)',
    url: '/service-group',
    tag: expect.stringMatching(/^alert-\d+$/),
    drill: false,
  });
  expect(sent[0]).toMatchObject({ urgency: 'high', ttl: 86400 });
});

test('orange is pushed, green is not', async () => {
  await send(ana.client, { status: 'ORANGE' });
  expect(await deliveries()).toEqual([{ endpoint: benEndpoint, title: 'Ana Alvarez is okay but has some damage' }]);
  sent.length = 0;
  await send(ana.client, { status: 'GREEN' });
  expect(await deliveries()).toEqual([]);
});

test('a roll-call and a drill are pushed, the drill marked as one, and statuses during it too', async () => {
  await ana.client.graphql(START, { input: { kind: 'DRILL', message: 'Practice check-in' } });
  await send(ana.client, { status: 'RED' });
  const drill = await deliveries();
  expect(drill).toEqual([
    { endpoint: benEndpoint, title: 'Drill: Roll-call from Ana Alvarez' },
    { endpoint: benEndpoint, title: 'Drill: Emergency: Ana Alvarez is in trouble' },
  ]);
  expect(sent[0]!.payload.body).toBe('Practice check-in\nOpen the Service Group page and send your status.');
  await ana.client.graphql(END, { input: {} });
  sent.length = 0;
  await ben.client.graphql(START, { input: { kind: 'ROLLCALL' } });
  await pushesSettled(t.app.deps);
  expect(sent.map((s) => [s.endpoint, s.payload.title])).toEqual([['https://fcm.googleapis.com/fcm/send/ana', 'Roll-call from Ben Brooks']]);
  await ben.client.graphql(END, { input: {} });
});

test('a subscription the push service no longer knows (404, 410) is dropped; other failures keep it', async () => {
  const gone = 'https://fcm.googleapis.com/fcm/send/gone';
  const missing = 'https://fcm.googleapis.com/fcm/send/missing';
  const flaky = 'https://fcm.googleapis.com/fcm/send/flaky';
  for (const endpoint of [gone, missing, flaky]) {
    await t.db.pushSubscription.create({ data: { userId: ben.user.id, endpoint, p256dh: 'k', auth: 'a' } });
  }
  const status: Record<string, number> = { [gone]: 410, [missing]: 404, [flaky]: 503 };
  usePushSender(t.app.deps, async (target) => {
    sent.push({ endpoint: target.endpoint, payload: {}, urgency: '', ttl: 0 });
    const code = status[target.endpoint];
    if (code) throw Object.assign(new Error('push service said no'), { statusCode: code });
  });
  try {
    await send(ana.client, { status: 'RED' });
    await pushesSettled(t.app.deps);
    expect(sent.map((s) => s.endpoint).sort()).toEqual([benEndpoint, flaky, gone, missing].sort());
    const left = await t.db.pushSubscription.findMany({ where: { userId: ben.user.id }, select: { endpoint: true } });
    expect(left.map((s) => s.endpoint).sort()).toEqual([benEndpoint, flaky].sort());
  } finally {
    await t.db.pushSubscription.deleteMany({ where: { endpoint: flaky } });
  }
});

test('the alert is answered without waiting for the push services', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  usePushSender(t.app.deps, () => {
    calls += 1;
    return held;
  });
  try {
    const result = await send(ana.client, { status: 'RED', message: 'slow push service' });
    expect(result.__typename).toBe('StatusAlertSent');
    // The answer came, and the push service is still holding the delivery (released below): had
    // the mutation waited for it, the answer would never have come.
    await expect.poll(() => calls).toBe(1);
  } finally {
    release();
    await pushesSettled(t.app.deps);
  }
});

test('each reader gets the push in their account’s language, and English for a language the app has no words in', async () => {
  // Ben reads French and Dora Arabic: one alert reaches each in their own language.
  const dora = await signedInMember(t, { groupNumber: 4, fullName: 'Dora Diaz' });
  const doraEndpoint = 'https://fcm.googleapis.com/fcm/send/dora';
  await subscribe(dora.user, doraEndpoint);
  await t.db.userPreferences.create({ data: { userId: ben.user.id, language: 'french' } });
  await t.db.userPreferences.create({ data: { userId: dora.user.id, language: 'arabic' } });
  const received = async () => {
    await pushesSettled(t.app.deps);
    const byEndpoint = Object.fromEntries(sent.map((s) => [s.endpoint, { title: s.payload.title, body: s.payload.body }]));
    sent.length = 0;
    return byEndpoint;
  };
  try {
    await send(ana.client, { status: 'RED', message: 'Car accident on Main St', location: '34.2, -78.0 (±5 m)' });
    expect(await received()).toEqual({
      [benEndpoint]: { title: 'Urgence : Ana Alvarez est en danger', body: 'Car accident on Main St\nPosition : 34.2, -78.0 (±5 m)' },
      [doraEndpoint]: { title: 'طوارئ: Ana Alvarez في خطر', body: 'Car accident on Main St\nالموقع: 34.2, -78.0 (±5 m)' },
    });

    await ana.client.graphql(START, { input: { kind: 'DRILL' } });
    expect(await received()).toEqual({
      [benEndpoint]: { title: 'Exercice : Ana Alvarez a lancé un appel', body: 'Ouvrez la page Groupe de prédication et envoyez votre statut.' },
      [doraEndpoint]: { title: 'تمرين: تفقُّد من Ana Alvarez', body: 'افتح صفحة فريق الخدمة وأرسِل حالتك.' },
    });
    await ana.client.graphql(END, { input: {} });

    await send(ana.client, { status: 'ORANGE' });
    expect(await received()).toEqual({
      [benEndpoint]: { title: 'Ana Alvarez va bien, mais a subi des dégâts', body: 'Ouvrez la page Groupe de prédication pour voir les statuts de votre groupe.' },
      [doraEndpoint]: { title: 'Ana Alvarez بخير مع بعض الأضرار', body: 'افتح صفحة فريق الخدمة لترى آخر حالات فريقك.' },
    });

    // German, which an account may hold from the original app, reads English.
    await t.db.userPreferences.update({ where: { userId: ben.user.id }, data: { language: 'german' } });
    await send(ana.client, { status: 'ORANGE' });
    expect((await received())[benEndpoint]).toEqual({ title: 'Ana Alvarez is okay but has some damage', body: 'Open the Service Group page to see the group board.' });
  } finally {
    await t.db.userPreferences.deleteMany({ where: { userId: { in: [ben.user.id, dora.user.id] } } });
    await t.db.pushSubscription.deleteMany({ where: { userId: dora.user.id } });
  }
});
