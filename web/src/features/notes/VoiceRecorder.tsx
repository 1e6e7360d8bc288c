// The note form's voice box (spec 02 sections 4, 8 and 9): Record captures audio/webm with
// MediaRecorder while the browser's SpeechRecognition (en-US) transcribes it into the content.
// Stop leaves a recording that can be played or deleted. The audio stays on the device: it is
// never sent with the note.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as styles from './editor.css.ts';

export const SPEECH_LANGUAGE = 'en-US';
const AUDIO_TYPE = 'audio/webm';
const MICROPHONE_HINT = 'Please check your microphone permissions.';

interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

type State = 'idle' | 'recording' | 'stopped';

export function VoiceRecorder({ onTranscript }: { onTranscript: (text: string) => void }) {
  const [state, setState] = useState<State>('idle');
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const transcriptSink = useRef(onTranscript);
  transcriptSink.current = onTranscript;

  const stopEverything = () => {
    recognition.current?.stop();
    recognition.current = null;
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  };

  useEffect(
    () => () => {
      stopEverything();
      audio.current?.pause();
    },
    [],
  );
  useEffect(() => () => void (audioUrl && URL.revokeObjectURL(audioUrl)), [audioUrl]);

  const startRecognition = (): boolean => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return false;
    try {
      const r = new Constructor();
      r.lang = SPEECH_LANGUAGE;
      r.continuous = true;
      r.interimResults = false;
      r.onresult = (event) => {
        for (let i = event.resultIndex; i < event.results.length; i++) {
          const result = event.results[i]!;
          const text = result[0].transcript.trim();
          if (result.isFinal && text) transcriptSink.current(text);
        }
      };
      r.onerror = (event) => {
        if (event.error === 'aborted' || event.error === 'no-speech') return;
        errorToast(MICROPHONE_HINT, 'Voice Recognition Error');
      };
      r.start();
      recognition.current = r;
      return true;
    } catch {
      return false;
    }
  };

  const record = async () => {
    let stream: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') throw new Error('No microphone');
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      errorToast(MICROPHONE_HINT, 'Recording Error');
      return;
    }
    const chunks: Blob[] = [];
    const mediaRecorder = new MediaRecorder(stream, MediaRecorder.isTypeSupported(AUDIO_TYPE) ? { mimeType: AUDIO_TYPE } : undefined);
    mediaRecorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    mediaRecorder.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      setAudioUrl(URL.createObjectURL(new Blob(chunks, { type: AUDIO_TYPE })));
    };
    mediaRecorder.start();
    recorder.current = mediaRecorder;
    setState('recording');
    if (startRecognition()) toast({ title: 'Recording Started', description: 'Speak to add voice notes and transcription' });
    else errorToast(MICROPHONE_HINT, 'Voice Recognition Error');
  };

  const stop = () => {
    stopEverything();
    setState('stopped');
    toast({ title: 'Recording Stopped', description: 'Voice note saved and transcribed' });
  };

  const togglePlay = () => {
    if (!audioUrl) return;
    if (playing) {
      audio.current?.pause();
      setPlaying(false);
      return;
    }
    const player = new Audio(audioUrl);
    player.onended = () => setPlaying(false);
    audio.current = player;
    player.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  };

  const discard = () => {
    audio.current?.pause();
    setPlaying(false);
    setAudioUrl(null);
    setState('idle');
  };

  return (
    <section className={styles.voiceBox} aria-label="Voice note">
      <div className={styles.voiceHeader}>
        <span className={styles.voiceTitle}>Voice note</span>
        <span role="status" aria-label="Recording status" className={styles.voiceState}>
          {state === 'recording' ? 'Recording… speech is added to the content' : state === 'stopped' ? 'Recording ready' : ''}
        </span>
      </div>
      <div className={styles.voiceButtons}>
        {state === 'recording' ? (
          <Button variant="danger" onPress={stop}>
            Stop
          </Button>
        ) : (
          <Button variant="secondary" onPress={() => void record()}>
            Record
          </Button>
        )}
        {state === 'stopped' && audioUrl && (
          <>
            <Button variant="secondary" onPress={togglePlay}>
              {playing ? 'Pause' : 'Play'}
            </Button>
            <Button variant="secondary" onPress={discard}>
              Delete recording
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
