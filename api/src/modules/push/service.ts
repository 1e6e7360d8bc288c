// Push subscriptions and group notifications. A member's browser saves its subscription here when
// they allow notifications; a red or orange alert and a roll-call in their group then reach them
// by Web Push, also with the app closed, each in the language its reader's account keeps. Delivery
// runs in the background (the alert is already stored and published); a subscription the push
// service no longer knows (404/410) is dropped.
import type { Context } from '../../access/context.ts';
import type { EmergencyAlert, PushSubscription } from '../../generated/sqlite/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireViewer } from '../../access/viewer.ts';
import { groupMembersWhere } from '../../lib/group-membership.ts';
import { MESSAGES, type RemovePushSubscriptionInput, type SavePushSubscriptionInput } from './inputs.ts';
import { inBackground, pushSenderOf, vapidKeys } from './sender.ts';
import { log } from '../../lib/log.ts';
import { inLanguage, type InEveryLanguage } from '../../lib/in-language.ts';

/** A day: a phone offline longer than that gets the board, not an old alarm. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export function publicKey(ctx: Context): string {
  return vapidKeys(ctx.config).publicKey;
}

/** Saves this browser's subscription for the viewer; a browser that changed hands moves to them. */
export async function saveSubscription(ctx: Context, input: SavePushSubscriptionInput): Promise<PushSubscription> {
  const viewer = requireViewer(ctx);
  const { endpoint, p256dh, auth } = input;
  // A time zone not sent keeps the one the device gave before.
  const timeZone = input.timeZone ?? undefined;
  return ctx.db.pushSubscription.upsert({
    where: { endpoint },
    create: { endpoint, p256dh, auth, timeZone, userId: viewer.id },
    update: { p256dh, auth, timeZone, userId: viewer.id },
  });
}

export async function removeSubscription(ctx: Context, input: RemovePushSubscriptionInput): Promise<string> {
  const viewer = requireViewer(ctx);
  const { count } = await ctx.db.pushSubscription.deleteMany({ where: { endpoint: input.endpoint, userId: viewer.id } });
  if (count === 0) throw new NotFoundError(MESSAGES.notFound);
  return input.endpoint;
}

export interface PushMessage {
  title: string;
  body: string;
  /** The page a click on the notification opens. */
  url: string;
  tag: string;
  drill: boolean;
}

/** What an alert's push says, in each reader's language. */
interface AlertTexts {
  drill: string;
  inTrouble: (name: string) => string;
  damaged: (name: string) => string;
  rollCall: (name: string) => string;
  location: (place: string) => string;
  sendStatus: string;
  seeBoard: string;
}

export const TEXTS: InEveryLanguage<AlertTexts> = {
  english: {
    drill: 'Drill: ',
    inTrouble: (name) => `Emergency: ${name} is in trouble`,
    damaged: (name) => `${name} is okay but has some damage`,
    rollCall: (name) => `Roll-call from ${name}`,
    location: (place) => `Location: ${place}`,
    sendStatus: 'Open the Service Group page and send your status.',
    seeBoard: 'Open the Service Group page to see the group board.',
  },
  spanish: {
    drill: 'Simulacro: ',
    inTrouble: (name) => `Emergencia: ${name} está en peligro`,
    damaged: (name) => `${name} está bien, pero tiene algunos daños`,
    rollCall: (name) => `${name} inició un pase de lista`,
    location: (place) => `Ubicación: ${place}`,
    sendStatus: 'Abre la página Grupo de servicio y envía tu estado.',
    seeBoard: 'Abre la página Grupo de servicio para ver el estado de tu grupo.',
  },
  portuguese: {
    drill: 'Simulado: ',
    inTrouble: (name) => `Emergência: ${name} está em perigo`,
    damaged: (name) => `${name} está bem, mas teve alguns danos`,
    rollCall: (name) => `${name} iniciou uma chamada`,
    location: (place) => `Localização: ${place}`,
    sendStatus: 'Abra a página Grupo de serviço de campo e envie sua situação.',
    seeBoard: 'Abra a página Grupo de serviço de campo para ver a situação do seu grupo.',
  },
  french: {
    drill: 'Exercice : ',
    inTrouble: (name) => `Urgence : ${name} est en danger`,
    damaged: (name) => `${name} va bien, mais a subi des dégâts`,
    rollCall: (name) => `${name} a lancé un appel`,
    location: (place) => `Position : ${place}`,
    sendStatus: 'Ouvrez la page Groupe de prédication et envoyez votre statut.',
    seeBoard: 'Ouvrez la page Groupe de prédication pour voir les statuts de votre groupe.',
  },
  arabic: {
    drill: 'تمرين: ',
    inTrouble: (name) => `طوارئ: ${name} في خطر`,
    damaged: (name) => `${name} بخير مع بعض الأضرار`,
    rollCall: (name) => `تفقُّد من ${name}`,
    location: (place) => `الموقع: ${place}`,
    sendStatus: 'افتح صفحة فريق الخدمة وأرسِل حالتك.',
    seeBoard: 'افتح صفحة فريق الخدمة لترى آخر حالات فريقك.',
  },
};

/**
 * What a member's phone shows for an alert, in `language` (the reader's account value), or null
 * when the alert is not pushed (green).
 */
export function messageFor(alert: EmergencyAlert, options: { drill: boolean; language?: string | null }): PushMessage | null {
  const texts = inLanguage(TEXTS, options.language);
  let title: string;
  let lines: (string | null)[];
  if (alert.kind === 'status') {
    const titleOf = alert.status === 'red' ? texts.inTrouble : alert.status === 'orange' ? texts.damaged : null;
    if (!titleOf) return null;
    title = titleOf(alert.senderName);
    lines = [alert.message, alert.comment, alert.location && texts.location(alert.location)];
  } else {
    title = texts.rollCall(alert.senderName);
    lines = [alert.message, texts.sendStatus];
  }
  const body = lines.filter(Boolean).join('\n') || texts.seeBoard;
  return { title: `${options.drill ? texts.drill : ''}${title}`, body, url: '/service-group', tag: `alert-${alert.id}`, drill: options.drill };
}

function statusCodeOf(error: unknown): number | undefined {
  const code = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' ? code : undefined;
}

/** Pushes the alert to each device of the other members of its group, in its reader's language. */
async function deliver(ctx: Context, alert: EmergencyAlert, drill: boolean): Promise<void> {
  const subscriptions = await ctx.db.pushSubscription.findMany({
    where: {
      user: {
        // Combined, not spread: the group's filter may itself name ids (group 0 names none).
        AND: [groupMembersWhere(alert.groupId), { id: { not: alert.senderId } }],
        // The account's "notifications" setting turns pushes off on every device at once.
        NOT: { preferences: { is: { notifications: false } } },
      },
    },
    select: { endpoint: true, p256dh: true, auth: true, user: { select: { preferences: { select: { language: true } } } } },
  });
  const byLanguage = new Map<string | null, typeof subscriptions>();
  for (const subscription of subscriptions) {
    const language = subscription.user.preferences?.language ?? null;
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), subscription]);
  }
  await Promise.all([...byLanguage].map(([language, devices]) => pushTo(ctx, devices, messageFor(alert, { drill, language })!, 'high')));
}

/**
 * Hands one message to the push service of each subscription; answers the endpoints it reached.
 * A subscription the push service no longer knows (404/410) is dropped; another refusal is logged.
 */
export async function pushTo(
  deps: Pick<Context, 'db' | 'config'>,
  subscriptions: readonly Pick<PushSubscription, 'endpoint' | 'p256dh' | 'auth'>[],
  message: PushMessage,
  urgency: 'high' | 'normal',
): Promise<string[]> {
  if (subscriptions.length === 0) return [];
  const send = pushSenderOf(deps.config);
  const options = { vapidDetails: vapidKeys(deps.config), TTL: PUSH_TTL_SECONDS, urgency, topic: message.tag };
  const payload = JSON.stringify(message);
  const reached: string[] = [];
  await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        await send({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, options);
        reached.push(subscription.endpoint);
      } catch (error) {
        const status = statusCodeOf(error);
        if (status === 404 || status === 410) {
          await deps.db.pushSubscription.deleteMany({ where: { endpoint: subscription.endpoint } });
        } else {
          log.warn({ event: 'push-failed', message: 'A push service refused a notification', host: new URL(subscription.endpoint).host, status: status ?? null });
        }
      }
    }),
  );
  return reached;
}

/** Pushes the alert to the other members of its group, without making the caller wait. */
export function notifyGroup(ctx: Context, alert: EmergencyAlert, options: { drill: boolean | Promise<boolean> }): void {
  if (!messageFor(alert, { drill: false })) return;
  inBackground(
    ctx.config,
    Promise.resolve(options.drill).then((drill) => deliver(ctx, alert, drill)),
  );
}
