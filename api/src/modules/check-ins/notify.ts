// The pushes of a check-in (docs/product/check-ins.md, "Who is told"): at its due time its member
// is asked "Are you safe?", with I'm safe and Extend 15 min as the notification's buttons; once
// overdue every member of its group (the admins for a member in no group); when nobody took it in
// time, the group's overseer and the admins. The words are in each reader's language and the
// times on their device's clock (the push worker writes none of its own). The account's
// "Notifications" setting turns them off, as for alerts.
import type { CheckIn, Prisma, PushSubscription } from '../../generated/sqlite/client.ts';
import { groupMembersWhere, NO_GROUP } from '../../lib/group-membership.ts';
import { inBackground, pushTo, type PushMessage } from '../push/index.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { EXTEND_MINUTES } from './inputs.ts';
import type { StepDeps } from './steps.ts';

/** A button of the notification: the push worker posts `body` to `post` (a path of this app's API). */
export interface PushAction {
  action: string;
  title: string;
  post: string;
  body: Record<string, unknown>;
}

export type CheckInPush = PushMessage & { actions?: PushAction[] };

export const TEXTS = {
  english: {
    locale: 'en-US',
    drill: 'Drill: ',
    dueTitle: 'Are you safe?',
    dueBody: (time: string) => `Your check-in was due at ${time}. Answer now, or your group will be told.`,
    safe: "I'm safe",
    extend: `Extend ${EXTEND_MINUTES} min`,
    overdueTitle: (name: string) => `${name} has not checked in`,
    overdueBody: (time: string) => `Due back at ${time}. Open the app to see where and to take it.`,
    escalatedTitle: (name: string) => `Nobody has taken ${name}'s check-in`,
    escalatedBody: (time: string) => `Due back at ${time} and still not answered. Open the app to take it.`,
    note: 'Note',
  },
  spanish: {
    locale: 'es',
    drill: 'Simulacro: ',
    dueTitle: '¿Estás a salvo?',
    dueBody: (time: string) => `Tu aviso de regreso vencía a las ${time}. Responde ahora o se avisará a tu grupo.`,
    safe: 'Estoy a salvo',
    extend: `Extender ${EXTEND_MINUTES} min`,
    overdueTitle: (name: string) => `${name} no ha confirmado su regreso`,
    overdueBody: (time: string) => `Debía volver a las ${time}. Abre la aplicación para ver dónde y encargarte.`,
    escalatedTitle: (name: string) => `Nadie se ha encargado del aviso de ${name}`,
    escalatedBody: (time: string) => `Debía volver a las ${time} y sigue sin respuesta. Abre la aplicación para encargarte.`,
    note: 'Nota',
  },
  portuguese: {
    locale: 'pt-BR',
    drill: 'Simulado: ',
    dueTitle: 'Você está bem?',
    dueBody: (time: string) => `Você devia ter confirmado seu retorno às ${time}. Responda agora, ou seu grupo será avisado.`,
    safe: 'Estou bem',
    extend: `Mais ${EXTEND_MINUTES} min`,
    overdueTitle: (name: string) => `${name} não confirmou o retorno`,
    overdueBody: (time: string) => `Devia ter voltado às ${time}. Abra o app para ver onde e assumir.`,
    escalatedTitle: (name: string) => `Ninguém assumiu o retorno de ${name}`,
    escalatedBody: (time: string) => `Devia ter voltado às ${time} e ainda não respondeu. Abra o app para assumir.`,
    note: 'Nota',
  },
  french: {
    locale: 'fr',
    drill: 'Exercice : ',
    dueTitle: 'Êtes-vous en sécurité ?',
    dueBody: (time: string) => `Votre retour était prévu à ${time}. Répondez maintenant, sinon votre groupe sera prévenu.`,
    safe: 'Je vais bien',
    extend: `Prolonger de ${EXTEND_MINUTES} min`,
    overdueTitle: (name: string) => `${name} n’a pas confirmé son retour`,
    overdueBody: (time: string) => `Retour prévu à ${time}. Ouvrez l’application pour voir où et vous en occuper.`,
    escalatedTitle: (name: string) => `Personne ne s’occupe du retour de ${name}`,
    escalatedBody: (time: string) => `Retour prévu à ${time}, toujours sans réponse. Ouvrez l’application pour vous en occuper.`,
    note: 'Note',
  },
  arabic: {
    locale: 'ar',
    drill: 'تمرين: ',
    dueTitle: 'هل أنت بخير؟',
    dueBody: (time: string) => `كان موعد متابعة السلامة الساعة ${time}. أجب الآن، وإلا سيُبلَّغ فريقك.`,
    safe: 'أنا بخير',
    extend: `تمديد ${EXTEND_MINUTES} دقيقة`,
    overdueTitle: (name: string) => `لم يؤكّد ${name} عودته`,
    overdueBody: (time: string) => `كان موعد العودة الساعة ${time}. افتح التطبيق لترى المكان وتتولّى الأمر.`,
    escalatedTitle: (name: string) => `لم يتولَّ أحد متابعة ${name}`,
    escalatedBody: (time: string) => `كان موعد العودة الساعة ${time} ولم يُجب بعد. افتح التطبيق لتتولّى الأمر.`,
    note: 'ملاحظة',
  },
} as const;

type Texts = (typeof TEXTS)['english' | 'spanish' | 'portuguese' | 'french' | 'arabic'];

export type PushKind = 'due' | 'overdue' | 'escalated';

/** A time of day in 24 hours on the device's clock (UTC when it gave no time zone). */
function timeIn(instant: Date, locale: string, timeZone: string | null): string {
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone ?? 'UTC' }).format(instant);
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(instant);
  }
}

/** What one device shows for a check-in's step, in its reader's language and time zone. */
export function checkInMessage(kind: PushKind, checkIn: CheckIn, language: string | null | undefined, timeZone: string | null): CheckInPush {
  const texts: Texts = inLanguage<Texts>(TEXTS, language);
  const time = timeIn(checkIn.dueAt, texts.locale, timeZone);
  const prefix = checkIn.drill ? texts.drill : '';
  const note = checkIn.note ? `\n${texts.note}: ${checkIn.note}` : '';
  const base = { url: '/service-group', tag: `check-in-${checkIn.id}-${kind}`, drill: checkIn.drill };
  if (kind === 'due') {
    return {
      ...base,
      title: `${prefix}${texts.dueTitle}`,
      body: texts.dueBody(time),
      actions: [
        { action: 'safe', title: texts.safe, post: `/api/check-ins/${checkIn.id}/end`, body: {} },
        { action: 'extend', title: texts.extend, post: `/api/check-ins/${checkIn.id}/extend`, body: { minutes: EXTEND_MINUTES } },
      ],
    };
  }
  const title = kind === 'overdue' ? texts.overdueTitle(checkIn.fullName) : texts.escalatedTitle(checkIn.fullName);
  const body = (kind === 'overdue' ? texts.overdueBody(time) : texts.escalatedBody(time)) + note;
  return { ...base, title: `${prefix}${title}`, body };
}

/** Who is told of a step. */
function recipients(kind: PushKind, checkIn: CheckIn): Prisma.UserWhereInput {
  if (kind === 'due') return { id: checkIn.userId };
  const admins: Prisma.UserWhereInput = { role: 'admin' };
  if (kind === 'overdue') {
    return checkIn.groupId === NO_GROUP ? admins : { AND: [groupMembersWhere(checkIn.groupId), { id: { not: checkIn.userId } }] };
  }
  const overseers: Prisma.UserWhereInput = checkIn.groupId === NO_GROUP ? { id: -1 } : { AND: [groupMembersWhere(checkIn.groupId), { isGroupOverseer: true }] };
  return { AND: [{ OR: [overseers, admins] }, { id: { not: checkIn.userId } }] };
}

type Device = Pick<PushSubscription, 'endpoint' | 'p256dh' | 'auth' | 'timeZone'> & { user: { preferences: { language: string } | null } };

/** Pushes the step to its readers' devices, without making the sweep wait for push services. */
export function notifyStep(deps: Pick<StepDeps, 'db' | 'config'>, kind: PushKind, checkIn: CheckIn): void {
  inBackground(
    deps.config,
    (async () => {
      const devices: Device[] = await deps.db.pushSubscription.findMany({
        where: { user: { AND: [recipients(kind, checkIn), { NOT: { preferences: { is: { notifications: false } } } }] } },
        select: { endpoint: true, p256dh: true, auth: true, timeZone: true, user: { select: { preferences: { select: { language: true } } } } },
      });
      await Promise.all(
        devices.map((device) => pushTo(deps, [device], checkInMessage(kind, checkIn, device.user.preferences?.language, device.timeZone), 'high')),
      );
    })(),
  );
}
