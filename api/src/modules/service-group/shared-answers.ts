// One answer per live event, not one per open board (docs/decisions.md, "One live event, many
// open boards"). Every open board of a group on this instance is sent the same event object
// (events.ts); the boards that ask with the same document and variables get the same answer, so it
// is executed once for the event, as the group's answer:
// - it is executed for a stand-in member of the group with no account (id -1, role member), so
//   nothing personal or admin-only can enter it;
// - the few fields that say whether a row is the asker's own (isMine, isViewer) are answered
//   false there and noted with their place in the answer and the row's owner (`viewerIs`); each
//   board's copy turns to true only the places whose owner is its viewer, copying nothing else;
// - a field whose answer depends on the asker's rights (the overseer's join requests) says so
//   (`forViewerOnly`): a document that selects one is answered for each board on its own;
// - each board still gets only its own group's events: its stream is its own, opened with its
//   viewer's rights (service.ts, `groupEvents`), and an answer is shared only among the boards the
//   same event object reached;
// - over graphql-ws, each member's copy is encoded as JSON once and written to each of their
//   sockets as it is (`Context.liveDelivery`), so nothing is encoded per socket.
import {
  createSourceEventStream,
  execute,
  getOperationAST,
  Kind,
  print,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLResolveInfo,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../../access/context.ts';
import { activeGroupOf } from '../../lib/group-membership.ts';

/** The subscriptions answered this way: the group's status board. */
const SHARED_FIELDS = new Set(['groupStatusChanged']);

/** The stand-in viewer's id: no account has it. */
const NO_ACCOUNT = -1;

type Path = readonly (string | number)[];
interface Mark {
  path: Path;
  owner: number;
}
interface SharedAnswer {
  result: ExecutionResult;
  /** The places that are true for their owner only, by owner. */
  marks: Map<number, Path[]>;
  /** A field of the document depends on the asker's rights: each board is answered on its own. */
  perViewer: boolean;
  /** Each viewer's copy encoded as JSON, made once for all of that viewer's open boards. */
  encoded: Map<number | undefined, string>;
}

interface Sharing {
  marks: Mark[];
  perViewer: boolean;
}
const sharingOf = new WeakMap<Context, Sharing>();

/** How many shared answers were executed, and encoded as JSON: the API test reads them. */
export const sharedAnswerStats = { executions: 0, encodings: 0 };

const pathOf = (info: GraphQLResolveInfo): Path => {
  const path: (string | number)[] = [];
  for (let at: GraphQLResolveInfo['path'] | undefined = info.path; at; at = at.prev) path.unshift(at.key);
  return path;
};

/**
 * True when the row belongs to whoever is asking. In a shared answer, false, noted so that each
 * board's copy says true where the row is its viewer's.
 */
export function viewerIs(ctx: Context, owner: number, info: GraphQLResolveInfo): boolean {
  const sharing = sharingOf.get(ctx);
  if (!sharing) return owner === ctx.viewer?.id;
  sharing.marks.push({ path: pathOf(info), owner });
  return false;
}

/**
 * Called by a field whose answer depends on the asker's rights: false while a shared answer is
 * being made (which is then not used: each board is answered for its own viewer), true otherwise.
 */
export function forViewerOnly(ctx: Context): boolean {
  const sharing = sharingOf.get(ctx);
  if (sharing) sharing.perViewer = true;
  return !sharing;
}

/**
 * A member of the asker's group with no account: the group and its standing kept, every right
 * and everything personal taken away, so the first asker's rights or details cannot reach the
 * boards that share the answer.
 */
const standIn = (asker: NonNullable<Context['viewer']>): NonNullable<Context['viewer']> => ({
  ...asker,
  id: NO_ACCOUNT,
  // In the asker's group as a member let into it: an admin is in their group without approval,
  // and a member's stand-in must not count as waiting.
  groupNumber: activeGroupOf(asker),
  groupApproved: true,
  role: 'user',
  isGroupOverseer: false,
  isElder: false,
  isConductor: false,
  username: '',
  fullName: '',
  email: null,
  phoneNumber: '',
  address: '',
});

const keyOf = new WeakMap<DocumentNode, string>();
const printed = (document: DocumentNode) => {
  let key = keyOf.get(document);
  if (key === undefined) keyOf.set(document, (key = print(document)));
  return key;
};

const answersOf = new WeakMap<object, Map<string, Promise<SharedAnswer>>>();

async function sharedAnswer(args: ExecutionArgs, event: object, key: string): Promise<SharedAnswer> {
  let answers = answersOf.get(event);
  if (!answers) answersOf.set(event, (answers = new Map()));
  let answer = answers.get(key);
  if (!answer) {
    const asker = args.contextValue as Context;
    const groupCtx: Context = { ...asker, viewer: asker.viewer && standIn(asker.viewer) };
    const sharing: Sharing = { marks: [], perViewer: false };
    sharingOf.set(groupCtx, sharing);
    sharedAnswerStats.executions += 1;
    answer = Promise.resolve(execute({ ...args, rootValue: event, contextValue: groupCtx })).then((result) => {
      const byOwner = new Map<number, Path[]>();
      for (const { path, owner } of sharing.marks) byOwner.set(owner, [...(byOwner.get(owner) ?? []), path]);
      return { result, marks: byOwner, perViewer: sharing.perViewer, encoded: new Map() };
    });
    answers.set(key, answer);
    // A failed execution is not kept: the next board tries again.
    answer.catch(() => answers.delete(key));
  }
  return answer;
}

/** The board's copy of a shared answer: the places owned by `viewerId` set to true, the rest shared. */
export function personalise(answer: SharedAnswer, viewerId: number | undefined): ExecutionResult {
  const paths = viewerId === undefined ? undefined : answer.marks.get(viewerId);
  if (!paths) return { ...answer.result };
  const copies = new Map<object, Record<string | number, unknown>>();
  const copyOf = (node: object) => {
    let copy = copies.get(node);
    if (!copy) copies.set(node, (copy = (Array.isArray(node) ? [...node] : { ...node }) as Record<string | number, unknown>));
    return copy;
  };
  const root = answer.result.data as Record<string | number, unknown>;
  const data = copyOf(root);
  for (const path of paths) {
    // Walk the shared answer and its copy side by side; a node copied for one path is reused.
    let original = root;
    let copy = data;
    for (const key of path.slice(0, -1)) {
      original = original[key] as Record<string | number, unknown>;
      copy = copy[key] = copyOf(original);
    }
    copy[path[path.length - 1]!] = true;
  }
  return { ...answer.result, data };
}

/** A viewer's copy of a shared answer as JSON: encoded once, whatever the number of their boards. */
function encodedFor(answer: SharedAnswer, viewerId: number | undefined): string {
  const key = viewerId !== undefined && answer.marks.has(viewerId) ? viewerId : undefined;
  let json = answer.encoded.get(key);
  if (json === undefined) {
    sharedAnswerStats.encodings += 1;
    answer.encoded.set(key, (json = JSON.stringify(personalise(answer, key))));
  }
  return json;
}

/** An answer already written to the socket: nothing to hand on. */
const DELIVERED = Symbol('delivered');
/** The socket's session ended: the board's stream ends. */
const ENDED = Symbol('ended');
type Answered = ExecutionResult | typeof DELIVERED | typeof ENDED;

/**
 * The board's answers to its events. An answer written to the socket as it is (`liveDelivery`)
 * is not handed on: `next` waits for the next event, so the layers above it (graphql-ws, yoga)
 * do no work per event for this board.
 */
function mapEvents(source: AsyncIterable<unknown>, answer: (event: unknown, open: () => boolean) => Promise<Answered>): AsyncIterableIterator<ExecutionResult> {
  const events = source[Symbol.asyncIterator]();
  let closed = false;
  const close = async () => {
    closed = true;
    await events.return?.();
    return { value: undefined, done: true } as const;
  };
  return {
    async next() {
      for (;;) {
        const next = await events.next();
        if (next.done || closed) return { value: undefined, done: true };
        let value: Answered;
        try {
          value = await answer(next.value, () => !closed);
        } catch (error) {
          await close();
          throw error;
        }
        if (value === ENDED) return close();
        if (value !== DELIVERED) return { value, done: false };
      }
    },
    return: close,
    async throw(error) {
      await close();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

const sharesAnswers = (args: ExecutionArgs) => {
  const operation = getOperationAST(args.document, args.operationName);
  const [field] = operation?.operation === 'subscription' ? operation.selectionSet.selections : [];
  return field?.kind === Kind.FIELD && SHARED_FIELDS.has(field.name.value);
};

/** The envelop plugin: the group's board subscriptions answered once per event and document. */
export const useSharedEventAnswers: Plugin = {
  onSubscribe({ args, setSubscribeFn }) {
    if (!sharesAnswers(args)) return;
    setSubscribeFn(async (subscription: ExecutionArgs) => {
      const source = await createSourceEventStream(subscription);
      if (!(Symbol.asyncIterator in (source as object))) return source as ExecutionResult;
      const ctx = subscription.contextValue as Context;
      const key = `${activeGroupOf(ctx.viewer)}\n${subscription.operationName ?? ''}\n${JSON.stringify(subscription.variableValues ?? {})}\n${printed(subscription.document)}`;
      return mapEvents(source as AsyncIterable<unknown>, async (event, open) => {
        const answer = await sharedAnswer(subscription, event as object, key);
        if (answer.perViewer) return execute({ ...subscription, rootValue: event });
        // An answer with errors goes the usual way, through yoga's error masking.
        if (!ctx.liveDelivery || answer.result.errors) return personalise(answer, ctx.viewer?.id);
        // A board closed while its answer was made (the member left the page) is sent nothing.
        if (!open()) return ENDED;
        return (await ctx.liveDelivery(encodedFor(answer, ctx.viewer?.id))) ? DELIVERED : ENDED;
      });
    });
  },
};
