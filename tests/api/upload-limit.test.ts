// A multipart GraphQL request is read no further than the upload limit (docs/api.md, "Request
// bodies"): one declaring more is refused before its body is read, one sent in chunks without a
// length is cut off at the limit, and either way the answer is 413 and nothing is stored. A
// chunked upload under the limit goes through.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { request } from 'node:http';
import { MAX_GRAPHQL_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '../../api/src/lib/body.ts';
import { CREATE, PNG } from '../../api/src/modules/experiences/test-helpers.ts';
import { createTestApp, signedInMember, type TestApp } from './harness.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

interface Sent {
  status: number;
  body: string;
}

/**
 * POST /graphql over real HTTP. A body given as a function (the next chunk, or null at the end) is sent chunked, with no
 * Content-Length, each chunk written once the socket has taken the one before; writing stops
 * as soon as the server has answered.
 */
function post(headers: Record<string, string | number>, body: string | Buffer | (() => Buffer | null) = ''): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(`${base}/graphql`, { method: 'POST', headers }, (res) => {
      answered = true;
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    if (typeof body !== 'function') {
      req.end(body);
      return;
    }
    const next = () => {
      if (answered) return void req.end();
      const chunk = body();
      if (!chunk) return void req.end();
      if (req.write(chunk)) setImmediate(next);
      else req.once('drain', next);
    };
    next();
  });
}

/** A GraphQL multipart body creating an experience with `image` as its file, split in 64 KB chunks. */
function multipart(boundary: string, image: Buffer | 'endless') {
  const operations = JSON.stringify({ query: CREATE, variables: { input: { title: 'Chunked', content: 'Sent in chunks', image: null } } });
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.image"]}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="door.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const parts = image === 'endless' ? [head] : [head, image, tail];
  const filler = Buffer.alloc(64 * 1024, 0x61);
  return () => parts.shift() ?? (image === 'endless' ? filler : null);
}

const upload = (cookie: string) => ({ 'content-type': 'multipart/form-data; boundary=mcb', 'x-mc-csrf': '1', cookie });

test('a multipart request declaring more than the limit is answered 413 without reading it', async () => {
  const answer = await post({
    'content-type': 'multipart/form-data; boundary=x',
    'content-length': MAX_GRAPHQL_UPLOAD_BYTES + 1,
    'x-mc-csrf': '1',
  });
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body).errors[0].message).toBe(UPLOAD_TOO_LARGE);
});

test('a multipart request sent without a length is cut off at the limit with 413, and nothing is stored', async () => {
  const { client, user } = await signedInMember(t);
  // Over HTTP: the body has no end, so an answer at all means the server did not wait for one.
  const answer = await post({ ...upload(client.cookie!), 'transfer-encoding': 'chunked' }, multipart('mcb', 'endless'));
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body).errors[0]).toMatchObject({ message: UPLOAD_TOO_LARGE, extensions: { code: 'PAYLOAD_TOO_LARGE' } });
  // In process, where the body is only produced as it is read: read no further than the limit.
  const next = multipart('mcb', 'endless');
  let given = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = next()!;
      given += chunk.byteLength;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  const inProcess = await t.app.fetch(
    new Request('http://localhost/graphql', { method: 'POST', headers: upload(client.cookie!), body, duplex: 'half' } as RequestInit),
  );
  expect(inProcess.status).toBe(413);
  expect(given).toBeLessThan(MAX_GRAPHQL_UPLOAD_BYTES + 1024 * 1024);
  expect(await t.db.ministryExperience.count({ where: { userId: user.id } })).toBe(0);
});

test('a multipart request sent without a length under the limit is read and stored', async () => {
  const { client, user } = await signedInMember(t);
  const answer = await post({ ...upload(client.cookie!), 'transfer-encoding': 'chunked' }, multipart('mcb', PNG));
  expect(answer.status).toBe(200);
  const created = JSON.parse(answer.body).data.createExperience;
  expect(created).toMatchObject({ __typename: 'ExperienceCreated', experience: { title: 'Chunked', imageSize: PNG.byteLength, imageMimeType: 'image/png' } });
  expect(await t.db.ministryExperience.count({ where: { userId: user.id } })).toBe(1);
});
