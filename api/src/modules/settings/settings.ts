// App-wide settings (docs/product/admin.md, "Personalization"): one row, read by everyone (the
// shell shows the app name, footer text and default colours to visitors too), changed by an
// admin only. A change is published at once, so every open shell takes it without a reload.
// Images arrive as data: URLs and are accepted only when their bytes are an image of an allowed
// type, whatever the URL's own type says.
import type { Context } from '../../access/context.ts';
import type { AppSettings } from '../../generated/sqlite/client.ts';
import { ConflictError, ValidationError } from '../../lib/errors.ts';
import { inspectUpload, type UploadPolicy } from '../../lib/storage.ts';
import { SETTINGS_MESSAGES as MESSAGES } from './messages.ts';
import { requireRecentPassword } from '../../access/password-confirmation.ts';
import { requireAdmin, secondFactorEnabled } from '../../access/guards.ts';
import { audit, fieldNames } from '../../access/audit.ts';

const ROW_ID = 1;

/**
 * What a fresh install shows: the member defaults (not the original admin form's amber), so that
 * nobody's colours change until an admin picks some.
 */
export const DEFAULT_SETTINGS: Omit<AppSettings, 'updatedAt'> = {
  id: ROW_ID,
  appName: 'My Ministry Companion',
  vehicleImage: '',
  weatherRegion: 'Leland, NC',
  weatherLat: 34.2154,
  weatherLng: -78.0158,
  companyName: '',
  companyLogo: '',
  primaryColor: '#ea580c',
  secondaryColor: '#fed7aa',
  footerText: 'Your complete toolkit for ministry work',
  contactEmail: '',
  enableRegistration: true,
  requireSecondFactor: false,
  customDomain: '',
  householderRetentionMonths: 24,
  checkInGraceMinutes: 10,
  checkInEscalationMinutes: 15,
};

export async function appSettings(ctx: Pick<Context, 'db'>): Promise<AppSettings> {
  const row = await ctx.db.appSettings.findUnique({ where: { id: ROW_ID } });
  return row ?? { ...DEFAULT_SETTINGS, updatedAt: new Date(0) };
}

const MB = 1024 * 1024;
const LOGO_POLICY: UploadPolicy = {
  maxBytes: MB,
  types: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' },
  tooLarge: MESSAGES.imageTooLarge,
  wrongType: MESSAGES.logoType,
  field: 'companyLogo',
};
const VEHICLE_POLICY: UploadPolicy = {
  maxBytes: MB,
  types: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' },
  tooLarge: MESSAGES.imageTooLarge,
  wrongType: MESSAGES.vehicleType,
  field: 'vehicleImage',
};

/** A data: URL rewritten with the type its bytes have; blank stays blank (no image). */
async function checkedImage(dataUrl: string, policy: UploadPolicy): Promise<string> {
  if (dataUrl === '') return '';
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength === 0) throw new ValidationError(policy.wrongType, [{ path: policy.field, message: policy.wrongType }]);
  const { mimeType } = await inspectUpload(
    { name: policy.field, size: bytes.byteLength, type: '', arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer },
    policy,
  );
  return `data:${mimeType};base64,${bytes.toString('base64')}`;
}

/** Where the GPS screens load the vehicle image from: null while none is set (the built-in dot). */
export const vehicleImageUrl = (row: Pick<AppSettings, 'vehicleImage' | 'updatedAt'>): string | null =>
  row.vehicleImage ? `/api/vehicle-image?v=${row.updatedAt.getTime()}` : null;

/** The vehicle image's bytes and type, from the checked data: URL it is stored as; null when none. */
export function vehicleImageFile(row: Pick<AppSettings, 'vehicleImage'>): { type: string; bytes: Buffer } | null {
  const match = /^data:(image\/(?:png|jpeg|gif));base64,(.+)$/.exec(row.vehicleImage);
  return match ? { type: match[1]!, bytes: Buffer.from(match[2]!, 'base64') } : null;
}

/** The settings an admin changes at once; a field left out stays as it is. */
export type AppSettingsChange = Partial<Omit<AppSettings, 'id' | 'updatedAt'>>;

export async function updateAppSettings(ctx: Context, input: AppSettingsChange): Promise<AppSettings> {
  const admin = requireAdmin(ctx);
  const requiring = input.requireSecondFactor === true && !(await appSettings(ctx)).requireSecondFactor;
  if (requiring) {
    // It signs out everyone without the app, so the password is asked again; and the admin turning
    // it on has the app already, or would be the first one asked to set it up.
    requireRecentPassword(ctx);
    if (!(await secondFactorEnabled(ctx.db, admin.id))) {
      throw new ConflictError(MESSAGES.ownFactorFirst, 'requireSecondFactor');
    }
  }
  const data: Partial<AppSettings> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) (data as Record<string, unknown>)[key] = value;
  if (input.companyLogo !== undefined) data.companyLogo = await checkedImage(input.companyLogo, LOGO_POLICY);
  if (input.vehicleImage !== undefined) data.vehicleImage = await checkedImage(input.vehicleImage, VEHICLE_POLICY);
  const row = await ctx.db.appSettings.upsert({
    where: { id: ROW_ID },
    create: { ...DEFAULT_SETTINGS, ...data },
    update: data,
  });
  ctx.pubsub.publish('app:settings', { updatedAt: row.updatedAt.toISOString() });
  await audit(ctx, 'settings-changed', { detail: fieldNames(input) });
  if (requiring) await endSessionsWithoutFactor(ctx);
  return row;
}

/**
 * Once the app is required, every session of an account without it ends at once (its sockets
 * closed with 4401): the account sets the app up at its next sign-in, before anything else.
 */
async function endSessionsWithoutFactor(ctx: Context): Promise<void> {
  const accounts = await ctx.db.user.findMany({
    where: { sessions: { some: {} }, NOT: { adminSecondFactor: { enabledAt: { not: null } } } },
    select: { id: true },
  });
  for (const { id } of accounts) await ctx.sessions.end({ userId: id });
}
