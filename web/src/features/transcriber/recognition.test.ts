// The transcriber's recognition rules with a fake recogniser: results become text (final kept,
// interim shown after it), stopping with text hands on one recording with its duration, an
// error ends the recording and quiet errors are not shown, and a browser without the API is seen.
import { describe, expect, test } from 'vitest';
import { speechRecognition, transcriptFileName, TranscriptionSession, type Recogniser, type Recording } from './recognition.ts';

class FakeRecogniser implements Recogniser {
  static last: FakeRecogniser | null = null;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: Recogniser['onresult'] = null;
  onerror: Recogniser['onerror'] = null;
  onend: Recogniser['onend'] = null;
  started = false;
  stopped = false;
  constructor() {
    FakeRecogniser.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.stopped = true;
  }
  say(results: [string, boolean][], resultIndex = 0) {
    this.onresult?.({ resultIndex, results: results.map(([transcript, isFinal]) => ({ isFinal, 0: { transcript } })) });
  }
}

function setup() {
  let clock = 1_000;
  const log = { text: [] as [string, string][], recording: [] as boolean[], errors: [] as string[], complete: [] as Recording[] };
  const session = new TranscriptionSession(
    FakeRecogniser,
    {
      onText: (f, i) => log.text.push([f, i]),
      onRecordingChange: (r) => log.recording.push(r),
      onError: (c) => log.errors.push(c),
      onComplete: (r) => log.complete.push(r),
    },
    () => clock,
  );
  return { session, log, advance: (ms: number) => (clock += ms) };
}

describe('TranscriptionSession', () => {
  test('starts a continuous recogniser with interim results in the chosen language', () => {
    const { session, log } = setup();
    session.start('es-MX');
    const fake = FakeRecogniser.last!;
    expect(fake).toMatchObject({ lang: 'es-MX', continuous: true, interimResults: true, started: true });
    expect(session.recording).toBe(true);
    expect(log.recording).toEqual([true]);
  });

  test('final results are kept and the interim one follows them', () => {
    const { session, log } = setup();
    session.start('en-US');
    const fake = FakeRecogniser.last!;
    fake.say([['Good morning', true], ['we are', false]]);
    fake.say([['Good morning', true], ['we are visiting', true]], 1);
    expect(log.text).toEqual([
      ['Good morning', 'we are'],
      ['Good morning we are visiting', ''],
    ]);
  });

  test('stopping with text hands on the recording with its duration, once', () => {
    const { session, log, advance } = setup();
    session.start('fr-FR');
    FakeRecogniser.last!.say([['Bonjour', true]]);
    advance(7_400);
    session.stop();
    FakeRecogniser.last!.onend?.();
    expect(FakeRecogniser.last!.stopped).toBe(true);
    expect(log.complete).toEqual([{ text: 'Bonjour', duration: 7, language: 'fr-FR' }]);
    expect(log.recording).toEqual([true, false]);
    expect(session.recording).toBe(false);
  });

  test('stopping without text saves nothing', () => {
    const { session, log } = setup();
    session.start('en-US');
    session.stop();
    expect(log.complete).toEqual([]);
  });

  test('an error ends the recording; aborted and no-speech are not shown', () => {
    const { session, log } = setup();
    session.start('en-US');
    FakeRecogniser.last!.onerror?.({ error: 'no-speech' });
    session.start('en-US');
    FakeRecogniser.last!.onerror?.({ error: 'not-allowed' });
    expect(log.errors).toEqual(['not-allowed']);
    expect(log.recording).toEqual([true, false, true, false]);
  });

  test('a recogniser that refuses to start reports start-failed and stays idle', () => {
    class Refusing extends FakeRecogniser {
      override start() {
        throw new Error('already started');
      }
    }
    const errors: string[] = [];
    const session = new TranscriptionSession(Refusing, {
      onText: () => {},
      onRecordingChange: () => {},
      onError: (c) => errors.push(c),
      onComplete: () => {},
    });
    session.start('en-US');
    expect(errors).toEqual(['start-failed']);
    expect(session.recording).toBe(false);
  });
});

test('speechRecognition finds the standard or prefixed constructor, or none', () => {
  expect(speechRecognition({ SpeechRecognition: FakeRecogniser })).toBe(FakeRecogniser);
  expect(speechRecognition({ webkitSpeechRecognition: FakeRecogniser })).toBe(FakeRecogniser);
  expect(speechRecognition({})).toBeNull();
});

test('the download is named by the local day of the save', () => {
  expect(transcriptFileName(new Date(2026, 2, 5, 23, 59))).toBe('transcript-2026-03-05.txt');
});
