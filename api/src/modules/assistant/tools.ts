// The assistant's tools: typed functions the model may call, each with a JSON-schema of its
// arguments (made from the zod schema that checks them when they arrive). A call runs through the
// same service functions as the screens, so a note made by the assistant is the member's own and
// passes the notes' rules; a refusal from those rules is the tool's answer, not a server error.
import { z } from 'zod';
import type { Context } from '../../access/context.ts';
import { requireViewer } from '../../access/viewer.ts';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import * as calendar from '../calendar/index.ts';
import * as notes from '../notes/index.ts';
import * as scriptures from '../scriptures/index.ts';
import type { ActionType } from './inputs.ts';

export interface ToolOutcome {
  type: ActionType;
  success: boolean;
  /** What was made or found: a row id and its title, for the client to open or refresh. */
  targetId: number | null;
  title: string | null;
  /** One sentence for the chat: what was done, or why not. */
  summary: string;
}

interface Tool<A> {
  name: string;
  description: string;
  type: ActionType;
  args: z.ZodType<A>;
  run(ctx: Context, args: A): Promise<Omit<ToolOutcome, 'type' | 'success'>>;
}

const text = z.string().trim();

const tool = <A>(definition: Tool<A>) => definition;

export const TOOLS = [
  tool({
    name: 'add_calendar_event',
    description: 'Add an event (a meeting, field service, assembly…) to the member’s calendar.',
    type: 'calendar_event',
    args: z.object({
      title: text.describe('Short title, such as "Midweek meeting"'),
      date: text.describe('The day, as YYYY-MM-DD'),
      time: text.describe('The start time, as HH:MM (24-hour)'),
      type: z.enum(calendar.EVENT_TYPES).optional().describe('The kind of event'),
      location: text.optional(),
      description: text.optional(),
    }),
    async run(ctx, args) {
      const event = await calendar.createEvent(ctx, parseInput(calendar.createCalendarEventInput, args));
      return { targetId: event.id, title: event.title, summary: `Added “${event.title}” to your calendar on ${event.date} at ${event.time}.` };
    },
  }),
  tool({
    name: 'create_note',
    description: 'Create a personal note for the member.',
    type: 'note',
    args: z.object({
      title: text.describe('The note’s title'),
      content: text.describe('The note’s text'),
      category: z.enum(notes.NOTE_CATEGORIES).optional().describe('The note’s category; General when omitted'),
    }),
    async run(ctx, args) {
      const { note } = await notes.createNote(ctx, parseInput(notes.createNoteInput, args));
      return { targetId: note.id, title: note.title, summary: `Created the note “${note.title}”.` };
    },
  }),
  tool({
    name: 'add_scripture',
    description: 'Save a Bible verse to the member’s scriptures.',
    type: 'scripture',
    args: z.object({
      reference: text.describe('The reference, such as "John 3:16"'),
      text: text.describe('The verse’s text'),
      notes: text.optional(),
    }),
    async run(ctx, args) {
      const scripture = await scriptures.createScripture(ctx, parseInput(scriptures.createScriptureInput, args));
      return { targetId: scripture.id, title: scripture.reference, summary: `Saved ${scripture.reference} to your scriptures.` };
    },
  }),
  tool({
    name: 'play_song',
    description: 'Find one of the member’s uploaded songs by its title and play it.',
    type: 'play_music',
    args: z.object({ title: text.min(1).describe('The song’s title, or part of it') }),
    async run(ctx, args) {
      const song = await findSong(ctx, args.title);
      if (!song) return { targetId: null, title: null, summary: `I could not find a song called “${args.title}” among your songs.` };
      return { targetId: song.id, title: song.title, summary: `Playing “${song.title}”.` };
    },
  }),
];

/**
 * The member's song whose title contains `title`, ignoring case; an exact title first. Compared
 * here rather than in SQL so SQLite and PostgreSQL fold letters the same way.
 */
async function findSong(ctx: Context, title: string) {
  const viewer = requireViewer(ctx);
  const songs = await ctx.db.musicFile.findMany({ where: { userId: viewer.id }, select: { id: true, title: true }, orderBy: { id: 'asc' } });
  const needle = title.toLowerCase();
  return songs.find((s) => s.title.toLowerCase() === needle) ?? songs.find((s) => s.title.toLowerCase().includes(needle)) ?? null;
}

/** The tools as the chat-completions API takes them. */
export const toolDefinitions = TOOLS.map((t) => ({
  type: 'function' as const,
  function: {
    name: t.name,
    description: t.description,
    parameters: z.toJSONSchema(t.args as z.ZodType) as Record<string, unknown>,
  },
}));

/** Runs the tool call `name(argumentsJson)` for the viewer; a refusal is a failed outcome. */
export async function runTool(ctx: Context, name: string, argumentsJson: string): Promise<ToolOutcome | null> {
  const found = TOOLS.find((t) => t.name === name) as Tool<unknown> | undefined;
  if (!found) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(argumentsJson || '{}');
  } catch {
    return null;
  }
  const parsed = found.args.safeParse(raw);
  if (!parsed.success) return null;
  try {
    return { type: found.type, success: true, ...(await found.run(ctx, parsed.data)) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { type: found.type, success: false, targetId: null, title: null, summary: `I could not do that: ${error.message}` };
  }
}
