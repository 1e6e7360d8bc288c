import { describe, expect, test } from 'vitest';
import { requestProblems } from './request-rules.ts';

const VALID = { requestType: 'Spiritual encouragement', priority: 'normal', description: 'Please visit my father', preferredElders: '', notes: '' };

describe('the request form’s checks', () => {
  test('a request with a type and a description of 10 characters may be sent', () => {
    expect(requestProblems(VALID)).toEqual({});
    expect(requestProblems({ ...VALID, description: '  1234567890  ' })).toEqual({});
  });

  test('a missing type, a short description and overlong fields are named, as the server would', () => {
    expect(requestProblems({ ...VALID, requestType: ' ', description: 'Help me' })).toEqual({
      requestType: { key: 'messages.requestType' },
      description: { key: 'messages.description' },
    });
    expect(requestProblems({ ...VALID, description: 'x'.repeat(5001), notes: 'n'.repeat(2001), preferredElders: 'e'.repeat(301) })).toEqual({
      description: { key: 'messages.tooLong', max: 5000 },
      notes: { key: 'messages.tooLong', max: 2000 },
      preferredElders: { key: 'messages.tooLong', max: 300 },
    });
  });
});
