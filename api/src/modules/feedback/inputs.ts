// The three footer forms (custom-app request, suggestion, problem report) and the admin inbox's
// changes, as zod schemas. The forms' rules and messages are in docs/product/feedback.md: a missing
// required field answers the form's own summary ("Please fill in your name, email, and project
// description") with a message per field beside it.
import { z } from 'zod';
import { globalIdOf } from '../../lib/validate.ts';
import { optionalText, requiredText, tooLong } from '../../lib/text.ts';

export const MESSAGES = {
  contactMissing: 'Please fill in your name, email, and project description',
  suggestionMissing: 'Please fill in your name and suggestion',
  problemMissing: 'Please fill in your name and problem description',
  email: 'Please enter a valid email address',
  status: 'Status must be open, in progress or resolved',
  priority: 'Priority must be low, medium or high',
  answer: 'Answer must be at most 2000 characters',
  noChange: 'Give a status, a priority or an answer to change',
  notFound: 'Report not found',
  adminsOnly: 'Only an admin can read and answer the inbox',
  version: 'A version is written like 2.1.0',
  versionsList: 'Versions must be a list',
  noVersions: 'Give at least one version',
  tooManyVersions: 'At most 50 versions at once',
  tooManyForms: 'You have sent several forms in a short time. Please wait a while and try again.',
} as const;

export const STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type Status = (typeof STATUSES)[number];
export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const KINDS = ['problemReport', 'suggestion', 'customAppRequest'] as const;
export type Kind = (typeof KINDS)[number];

const requiredEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(200, tooLong('Email', 200))
  .pipe(z.email(MESSAGES.email));

const optionalEmail = optionalText('Email', 200).refine((v) => v === null || z.email().safeParse(v).success, MESSAGES.email);

export const customAppRequestInput = z.object({
  name: requiredText('Name', 100),
  email: requiredEmail,
  phone: optionalText('Phone', 30),
  projectType: optionalText('Project type', 100),
  description: requiredText('Project description', 5000),
  budget: optionalText('Budget', 100),
  timeline: optionalText('Timeline', 100),
});
export type CustomAppRequestInput = z.infer<typeof customAppRequestInput>;

export const suggestionInput = z.object({
  name: requiredText('Name', 100),
  email: optionalEmail,
  suggestion: requiredText('Suggestion', 5000),
});
export type SuggestionInput = z.infer<typeof suggestionInput>;

export const problemReportInput = z.object({
  name: requiredText('Name', 100),
  email: optionalEmail,
  problemType: optionalText('Problem type', 100),
  description: requiredText('Problem description', 5000),
  stepsToReproduce: optionalText('Steps to reproduce', 5000),
  browserInfo: optionalText('Browser information', 1000),
  // The client's clock when the form was sent: kept for reading only; createdAt is the server's.
  timestamp: optionalText('Timestamp', 64),
  url: optionalText('Page address', 2000),
});
export type ProblemReportInput = z.infer<typeof problemReportInput>;

/** Which fields' absence is answered with the form's summary message. */
export const REQUIRED_FIELDS: Record<Kind, { fields: readonly string[]; summary: string }> = {
  customAppRequest: { fields: ['name', 'email', 'description'], summary: MESSAGES.contactMissing },
  suggestion: { fields: ['name', 'suggestion'], summary: MESSAGES.suggestionMissing },
  problemReport: { fields: ['name', 'description'], summary: MESSAGES.problemMissing },
};

const answer = z
  .string({ error: 'Answer must be text' })
  .trim()
  .max(2000, MESSAGES.answer)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

const change = {
  status: z.enum(STATUSES, MESSAGES.status).nullish().transform((v) => v ?? undefined),
  answer,
};

export const updateProblemReportInput = z.object({
  id: globalIdOf('ProblemReport'),
  ...change,
  priority: z.enum(PRIORITIES, MESSAGES.priority).nullish().transform((v) => v ?? undefined),
});
export const updateSuggestionInput = z.object({ id: globalIdOf('Suggestion'), ...change });
export const updateCustomAppRequestInput = z.object({ id: globalIdOf('CustomAppRequest'), ...change });
export type InboxChange = { id: number; status?: Status; priority?: Priority; answer?: string | null };

export const markReleasesSeenInput = z.object({
  versions: z
    .array(z.string().trim().regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, MESSAGES.version), { error: MESSAGES.versionsList })
    .min(1, MESSAGES.noVersions)
    .max(50, MESSAGES.tooManyVersions),
});
