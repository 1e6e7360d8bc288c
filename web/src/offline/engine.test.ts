// The outbox rules of the replay engine, without a server: what is merged, what is kept apart,
// and what a failed or refused delivery leaves behind.
import { describe, expect, it } from 'vitest';
import { backoffMs, enqueue, flush, MemoryOutbox, toWire, type QueuedChange, type Transport, type WireChange, type WireOutcome } from './engine.ts';

const owner = 'VXNlcjox';
const note = (fields: Record<string, unknown>) => ({ owner, type: 'note' as const, action: 'create' as const, fields });

function recording(answer: (change: WireChange) => Omit<WireOutcome, 'clientId'>): Transport & { sent: WireChange[][] } {
  const sent: WireChange[][] = [];
  return {
    sent,
    send: async (changes) => {
      sent.push(changes);
      return changes.map((c) => ({ clientId: c.clientId, ...answer(c) }));
    },
  };
}

describe('enqueue', () => {
  it('merges edits into a create that was never sent, and a delete of it drops everything', async () => {
    const outbox = new MemoryOutbox();
    const { recordId } = await enqueue(outbox, note({ title: 'A', content: 'one' }));
    await enqueue(outbox, { owner, type: 'note', action: 'update', target: recordId, fields: { content: 'two' }, base: { content: 'one' } });
    const [only, ...rest] = await outbox.list(owner);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ action: 'create', fields: { title: 'A', content: 'two' } });
    await enqueue(outbox, { owner, type: 'note', action: 'delete', target: recordId });
    expect(await outbox.list(owner)).toEqual([]);
  });

  it('never changes a write that may have reached the server: later edits queue behind it', async () => {
    const outbox = new MemoryOutbox();
    const { recordId } = await enqueue(outbox, note({ title: 'A', content: 'one' }));
    await flush(outbox, { send: () => Promise.reject(new Error('link down')) }, owner);
    await enqueue(outbox, { owner, type: 'note', action: 'update', target: recordId, fields: { title: 'B' }, base: { title: 'A' } });
    await enqueue(outbox, { owner, type: 'note', action: 'update', target: recordId, fields: { content: 'two' }, base: { content: 'one' } });
    const queued = await outbox.list(owner);
    expect(queued.map((c) => [c.action, c.attempts, c.fields])).toEqual([
      ['create', 1, { title: 'A', content: 'one' }],
      ['update', 0, { title: 'B', content: 'two' }],
    ]);
    expect(queued[1]!.base).toEqual({ title: 'A', content: 'one' });
    expect(queued[1]!.createdBy).toBe(queued[0]!.clientId);
  });

  it('an edit fixes a refused write and sends it again under a new client id', async () => {
    const outbox = new MemoryOutbox();
    const { recordId } = await enqueue(outbox, note({ title: 'Long', content: 'x'.repeat(10) }));
    const refuse = recording(() => ({ status: 'refused', message: 'Content must be at most 20000 characters' }));
    await flush(outbox, refuse, owner);
    const [refused] = await outbox.list(owner);
    expect(refused).toMatchObject({ state: 'refused', message: 'Content must be at most 20000 characters' });
    await enqueue(outbox, { owner, type: 'note', action: 'update', target: recordId, fields: { content: 'short' } });
    const [fixed] = await outbox.list(owner);
    expect(fixed).toMatchObject({ action: 'create', state: 'queued', attempts: 0, fields: { title: 'Long', content: 'short' } });
    expect(fixed!.clientId).not.toBe(refused!.clientId);
  });
});

describe('flush', () => {
  it('sends 120 queued writes in batches of 50, oldest first', async () => {
    const outbox = new MemoryOutbox();
    for (let i = 0; i < 120; i += 1) await enqueue(outbox, note({ title: `n${i}`, content: 'c' }));
    let id = 0;
    const link = recording((c) => ({ status: 'applied', recordId: c.action === 'create' ? `Note:${(id += 1)}` : undefined }));
    const result = await flush(outbox, link, owner);
    expect(result).toMatchObject({ delivered: 120, failed: false, remaining: 0 });
    expect(link.sent.map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(link.sent.flat().map((c) => JSON.parse(c.fields ?? '{}').title)).toEqual(Array.from({ length: 120 }, (_, i) => `n${i}`));
  });

  it('sends a change with a file in a request with no other file, in order, and keeps the newest file of a merged record', async () => {
    const outbox = new MemoryOutbox();
    const territory = (name: string, file?: File) => ({ owner, type: 'territory' as const, action: 'create' as const, fields: { name }, file });
    const first = new File(['a'], 'a.png', { type: 'image/png' });
    const second = new File(['b'], 'b.png', { type: 'image/png' });
    const { recordId } = await enqueue(outbox, territory('North', first));
    await enqueue(outbox, { owner, type: 'territory', action: 'update', target: recordId, fields: { name: 'North hill' }, file: second });
    await enqueue(outbox, note({ title: 'n', content: 'c' }));
    await enqueue(outbox, territory('South', new File(['c'], 'c.png')));
    await enqueue(outbox, territory('East'));
    const [merged] = await outbox.list(owner);
    expect(merged).toMatchObject({ action: 'create', fields: { name: 'North hill' } });
    expect(merged!.file).toBe(second);

    const link = recording(() => ({ status: 'applied', recordId: 'VGVycml0b3J5OjE=' }));
    await flush(outbox, link, owner);
    expect(link.sent.map((batch) => batch.map((c) => [JSON.parse(c.fields ?? '{}').name ?? JSON.parse(c.fields ?? '{}').title, c.file?.name ?? null]))).toEqual([
      [
        ['North hill', 'b.png'],
        ['n', null],
      ],
      [
        ['South', 'c.png'],
        ['East', null],
      ],
    ]);
    // The file travels beside the JSON, never inside it.
    expect(link.sent.flat().every((c) => !(c.fields ?? '').includes('png'))).toBe(true);
  });

  it('a record deleted while its create was being sent, then refused by the server, leaves nothing behind and reports nothing', async () => {
    const outbox = new MemoryOutbox();
    const { recordId } = await enqueue(outbox, { owner, type: 'gpsRoute', action: 'create', fields: { sessionId: 's1' } });
    await flush(outbox, { send: () => Promise.reject(new Error('link down')) }, owner);
    await enqueue(outbox, { owner, type: 'gpsRoute', action: 'delete', target: recordId });
    expect((await outbox.list(owner)).map((c) => c.action)).toEqual(['create', 'delete']);
    const refusedOnes: string[] = [];
    const server = recording((c) =>
      c.action === 'create'
        ? { status: 'refused', message: 'This recording has no points yet' }
        : { status: 'refused', message: 'The record this change belongs to was not saved' },
    );
    const result = await flush(outbox, server, owner, { refused: (change) => void refusedOnes.push(change.action) });
    expect(server.sent.flat().map((c) => c.action)).toEqual(['create', 'delete']);
    expect(result).toMatchObject({ delivered: 0, refused: 0, failed: false });
    expect(refusedOnes).toEqual([]);
    expect(await outbox.list(owner)).toEqual([]);
  });

  it('a delete queued while the create is on its way is never sent when the server refuses the create', async () => {
    const outbox = new MemoryOutbox();
    const { recordId } = await enqueue(outbox, { owner, type: 'gpsRoute', action: 'create', fields: { sessionId: 's1' } });
    const sent: string[][] = [];
    const server: Transport = {
      send: async (changes) => {
        sent.push(changes.map((c) => c.action));
        // The member deletes the route while its create is on the way.
        await enqueue(outbox, { owner, type: 'gpsRoute', action: 'delete', target: recordId });
        return changes.map((c) => ({ clientId: c.clientId, status: 'refused', message: 'This recording has no points yet' }));
      },
    };
    const refusedOnes: string[] = [];
    const result = await flush(outbox, server, owner, { refused: (change) => void refusedOnes.push(change.action) });
    expect(sent).toEqual([['create']]);
    expect(result).toMatchObject({ refused: 0, failed: false });
    expect(refusedOnes).toEqual([]);
    expect(await outbox.list(owner)).toEqual([]);
  });

  it('an edit on its way when the member deletes a record the server refused is not brought back as refused', async () => {
    const outbox = new MemoryOutbox();
    const { recordId } = await enqueue(outbox, note({ title: 'A', content: 'x' }));
    let round = 0;
    const server: Transport = {
      send: async (changes) => {
        round += 1;
        // Round 1: the member edits while the create is on its way. Round 2: they delete the note
        // while that edit is on its way, after the create came back refused.
        if (round === 1) await enqueue(outbox, { owner, type: 'note', action: 'update', target: recordId, fields: { title: 'B' } });
        if (round === 2) await enqueue(outbox, { owner, type: 'note', action: 'delete', target: recordId });
        return changes.map((c) => ({ clientId: c.clientId, status: 'refused', message: round === 1 ? 'No' : 'The record this change belongs to was not saved' }));
      },
    };
    const refusedOnes: string[] = [];
    await flush(outbox, server, owner, { refused: (change) => void refusedOnes.push(change.action) });
    expect(round).toBe(2);
    expect(refusedOnes).toEqual(['create']);
    expect(await outbox.list(owner)).toEqual([]);
  });

  it('a delete of a record whose create was refused sends nothing', async () => {
    const outbox = new MemoryOutbox();
    const { recordId } = await enqueue(outbox, note({ title: 'Long', content: 'x' }));
    await flush(outbox, recording(() => ({ status: 'refused', message: 'Content must be at most 20000 characters' })), owner);
    expect((await outbox.list(owner)).map((c) => c.state)).toEqual(['refused']);
    await enqueue(outbox, { owner, type: 'note', action: 'delete', target: recordId });
    expect(await outbox.list(owner)).toEqual([]);
  });

  it('a refused create with no delete behind it stays, shown as refused, with its later edits', async () => {
    const outbox = new MemoryOutbox();
    const { recordId } = await enqueue(outbox, note({ title: 'A', content: 'x' }));
    await flush(outbox, { send: () => Promise.reject(new Error('link down')) }, owner);
    await enqueue(outbox, { owner, type: 'note', action: 'update', target: recordId, fields: { title: 'B' } });
    const result = await flush(outbox, recording(() => ({ status: 'refused', message: 'No' })), owner);
    expect(result.refused).toBe(2);
    expect((await outbox.list(owner)).map((c) => [c.action, c.state])).toEqual([
      ['create', 'refused'],
      ['update', 'refused'],
    ]);
  });

  it("hands a batch's answers over inside the atomic step that lets them leave the outbox, so the device's copy is saved with it", async () => {
    class Watched extends MemoryOutbox {
      depth = 0;
      override atomically<T>(work: () => Promise<T>): Promise<T> {
        return super.atomically(async () => {
          this.depth += 1;
          try {
            return await work();
          } finally {
            this.depth -= 1;
          }
        });
      }
    }
    const outbox = new Watched();
    await enqueue(outbox, note({ title: 'A' }));
    await enqueue(outbox, note({ title: 'B' }));
    const seen: { depth: number; answers: number }[] = [];
    await flush(outbox, recording((c) => ({ status: 'applied', recordId: `id-${c.clientId}` })), owner, {
      answered: (done) => {
        seen.push({ depth: outbox.depth, answers: done.length });
      },
    });
    expect(seen).toEqual([{ depth: 1, answers: 2 }]);
    expect(await outbox.list(owner)).toEqual([]);
  });

  it('stops at a retry outcome and reports the link as failed', async () => {
    const outbox = new MemoryOutbox();
    await enqueue(outbox, note({ title: 'a', content: 'c' }));
    const result = await flush(outbox, recording(() => ({ status: 'retry' })), owner);
    expect(result).toMatchObject({ failed: true, remaining: 1 });
  });
});

it('backs off exponentially with jitter, capped at a minute', () => {
  expect(backoffMs(1, () => 0)).toBe(500);
  expect(backoffMs(1, () => 1)).toBe(1500);
  expect(backoffMs(3, () => 0.5)).toBe(4000);
  expect(backoffMs(20, () => 0.5)).toBe(60_000);
});

describe('toWire', () => {
  const queued: QueuedChange = {
    clientId: 'c1',
    seq: 1,
    owner: 'u1',
    type: 'note',
    action: 'create',
    recordId: null,
    createdBy: null,
    fields: { title: 'A' },
    base: {},
    madeAt: Date.UTC(2026, 11, 7, 9),
    attempts: 0,
    state: 'queued',
  };

  it('leaves out what the server reads as absent: no id, no create it depends on, an empty base', () => {
    expect(toWire(queued)).toEqual({ clientId: 'c1', type: 'note', action: 'create', fields: '{"title":"A"}', madeAt: '2026-12-07T09:00:00.000Z' });
    expect(toWire({ ...queued, action: 'delete', recordId: 'Note:7', fields: {} })).toEqual({
      clientId: 'c1',
      type: 'note',
      action: 'delete',
      id: 'Note:7',
      madeAt: '2026-12-07T09:00:00.000Z',
    });
  });

  it('names the create an edit depends on until the record has an id, and the base an edit was made against', () => {
    const edit = { ...queued, action: 'update' as const, createdBy: 'c0', base: { title: 'Z' } };
    expect(toWire(edit)).toMatchObject({ createdBy: 'c0', base: '{"title":"Z"}' });
    expect(toWire({ ...edit, recordId: 'Note:7' })).not.toHaveProperty('createdBy');
  });
});
