// Continuous speech recognition for the transcriber (and the assistant's microphone), kept apart
// from React so its rules run in unit tests with a fake recogniser (docs/product/transcriber.md):
// idle → recording on start; back to idle on stop, an error or the end; final results are kept
// and the interim one shown after them; a stop with text gives the transcript and how long the
// recording ran, which the page saves.

/** The part of the Web Speech API's SpeechRecognition this module uses. */
export interface Recogniser {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

export interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

export type RecogniserConstructor = new () => Recogniser;

/** The browser's recogniser, standard or prefixed; null when it has none. */
export function speechRecognition(scope: object = globalThis): RecogniserConstructor | null {
  const found = scope as { SpeechRecognition?: RecogniserConstructor; webkitSpeechRecognition?: RecogniserConstructor };
  return found.SpeechRecognition ?? found.webkitSpeechRecognition ?? null;
}

/** Errors that are not the member's problem: a stop they asked for, or a pause in speech. */
const QUIET_ERRORS = new Set(['aborted', 'no-speech']);

export interface Recording {
  text: string;
  /** Whole seconds from start to stop. */
  duration: number;
  language: string;
}

export interface SessionEvents {
  /** The transcript so far: the final results, then the one still being heard. */
  onText(finalText: string, interim: string): void;
  onRecordingChange(recording: boolean): void;
  /** A recognition error worth telling (its code), or 'start-failed'. */
  onError(code: string): void;
  /** A recording that ended with text. */
  onComplete(recording: Recording): void;
}

export class TranscriptionSession {
  private recogniser: Recogniser | null = null;
  private finalText = '';
  private startedAt: number | null = null;

  constructor(
    private readonly Recognition: RecogniserConstructor,
    private readonly events: SessionEvents,
    private readonly now: () => number = Date.now,
  ) {}

  get recording(): boolean {
    return this.recogniser !== null;
  }

  /** The kept text, as edited or cleared by the page. */
  setText(text: string) {
    this.finalText = text;
  }

  start(language: string) {
    if (this.recogniser) return;
    const recogniser = new this.Recognition();
    recogniser.lang = language;
    recogniser.continuous = true;
    recogniser.interimResults = true;
    recogniser.onresult = (event) => {
      let interim = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        const piece = result[0].transcript;
        if (result.isFinal) this.finalText = join(this.finalText, piece);
        else interim = join(interim, piece);
      }
      this.events.onText(this.finalText, interim);
    };
    recogniser.onerror = (event) => {
      if (!QUIET_ERRORS.has(event.error)) this.events.onError(event.error);
      this.finish(language);
    };
    recogniser.onend = () => this.finish(language);
    try {
      recogniser.start();
    } catch {
      this.events.onError('start-failed');
      return;
    }
    this.recogniser = recogniser;
    this.startedAt = this.now();
    this.events.onRecordingChange(true);
  }

  stop() {
    const recogniser = this.recogniser;
    if (!recogniser) return;
    recogniser.stop();
    this.finish(recogniser.lang);
  }

  /** Back to idle, once, however the recording ended; a recording with text is handed on. */
  private finish(language: string) {
    const recogniser = this.recogniser;
    if (!recogniser) return;
    recogniser.onresult = recogniser.onerror = recogniser.onend = null;
    this.recogniser = null;
    const startedAt = this.startedAt;
    this.startedAt = null;
    this.events.onRecordingChange(false);
    this.events.onText(this.finalText, '');
    const text = this.finalText.trim();
    if (text && startedAt !== null) {
      this.events.onComplete({ text, duration: Math.max(0, Math.round((this.now() - startedAt) / 1000)), language });
    }
  }
}

function join(before: string, piece: string): string {
  const next = piece.trim();
  if (!next) return before;
  return before ? `${before} ${next}` : next;
}

/** The download name of a transcript saved at `instant`: transcript-YYYY-MM-DD.txt (local day). */
export function transcriptFileName(instant: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `transcript-${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}.txt`;
}
