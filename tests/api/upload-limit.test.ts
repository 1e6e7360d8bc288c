// A multipart GraphQL request over the upload limit is refused before its body is read, so a huge
// upload cannot fill the server's memory.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { request } from 'node:http';
import { MAX_GRAPHQL_UPLOAD_BYTES } from '../../api/src/server.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

function post(headers: Record<string, string | number>, body = ''): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/graphql`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

test('a multipart request declaring more than the limit is answered 413 without reading it', async () => {
  const answer = await post({
    'content-type': 'multipart/form-data; boundary=x',
    'content-length': MAX_GRAPHQL_UPLOAD_BYTES + 1,
    'x-mc-csrf': '1',
  });
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body).errors[0].message).toBe('The upload is too large: images must be smaller than 10MB.');
});

test('a multipart request without a declared length is refused', async () => {
  const answer = await post({ 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked', 'x-mc-csrf': '1' }, '--x--');
  expect(answer.status).toBe(413);
});
