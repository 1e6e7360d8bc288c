// The push a member gets when a groupmate offers them a return visit (docs/product/return-visits.md,
// "Handing a visit over"): on each of their devices, unless their "Notifications" setting is off,
// in their language. It names nobody, neither the householder nor the giver: it may show on a
// locked phone. A click opens Return Visits, where the offer waits under Handovers.
import type { Context } from '../../access/context.ts';
import { inBackground, pushTo, type PushMessage } from '../push/index.ts';
import { inLanguage } from '../../lib/in-language.ts';

export const TEXTS = {
  english: {
    title: 'Return Visits',
    body: 'A member of your service group offers you a return visit. Open Return Visits to accept or decline it.',
  },
  spanish: {
    title: 'Revisitas',
    body: 'Un miembro de su grupo de servicio le ofrece una revisita. Abra Revisitas para aceptarla o rechazarla.',
  },
  portuguese: {
    title: 'Revisitas',
    body: 'Um membro do seu grupo de serviço de campo oferece uma revisita a você. Abra Revisitas para aceitar ou recusar.',
  },
  french: {
    title: 'Nouvelles visites',
    body: 'Un membre de votre groupe de prédication vous confie une nouvelle visite. Ouvrez Nouvelles visites pour l’accepter ou la refuser.',
  },
  arabic: {
    title: 'الزيارات المكررة',
    body: 'يعرض عليك أحد أعضاء فريق الخدمة زيارة مكررة. افتح الزيارات المكررة لقبولها أو رفضها.',
  },
} as const;

export function offerMessage(handoverId: number, language: string | null | undefined): PushMessage {
  const texts = inLanguage<{ title: string; body: string }>(TEXTS, language);
  return { title: texts.title, body: texts.body, url: '/return-visits', tag: `handover-${handoverId}`, drill: false };
}

/** Tells the receiver's devices of the offer, without making the giver's request wait. */
export function notifyReceiver(ctx: Context, handover: { id: number; receiverId: number }): void {
  inBackground(
    ctx.config,
    (async () => {
      const receiver = await ctx.db.user.findUnique({
        where: { id: handover.receiverId },
        select: { preferences: { select: { notifications: true, language: true } }, pushSubscriptions: { select: { endpoint: true, p256dh: true, auth: true } } },
      });
      if (!receiver || receiver.preferences?.notifications === false) return;
      await pushTo(ctx, receiver.pushSubscriptions, offerMessage(handover.id, receiver.preferences?.language), 'normal');
    })(),
  );
}
