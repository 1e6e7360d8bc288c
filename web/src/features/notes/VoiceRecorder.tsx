// The note form's voice box (docs/product/notes.md): Record captures audio/webm with
// MediaRecorder while the browser's SpeechRecognition, in the app's language, transcribes it into
// the content.
// Stop leaves a recording that can be played or deleted. The audio stays on the device: it is
// never sent with the note.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Mic, Pause, Play, Square, Trash2 } from 'lucide-react';
import { speechLanguageOf } from '../../i18n/speech.ts';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as styles from './editor.css.ts';

const AUDIO_TYPE = 'audio/webm';

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
  const { t, i18n } = useTranslation('notes');
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

  // On close: the microphone and the recogniser stop, the playback too (refs only, so once).
  useEffect(
    () => () => {
      recognition.current?.stop();
      if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
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
      r.lang = speechLanguageOf(i18n.language);
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
        errorToast(t('voice.microphoneHint'), t('voice.recognitionError'));
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
      errorToast(t('voice.microphoneHint'), t('voice.recordingError'));
      return;
    }
    const chunks: Blob[] = [];
    const mediaRecorder = new MediaRecorder(stream, MediaRecorder.isTypeSupported(AUDIO_TYPE) ? { mimeType: AUDIO_TYPE } : undefined);
    mediaRecorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    mediaRecorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      setAudioUrl(URL.createObjectURL(new Blob(chunks, { type: AUDIO_TYPE })));
    };
    mediaRecorder.start();
    recorder.current = mediaRecorder;
    setState('recording');
    if (startRecognition()) toast({ title: t('voice.started'), description: t('voice.startedBody') });
    else errorToast(t('voice.microphoneHint'), t('voice.recognitionError'));
  };

  const stop = () => {
    stopEverything();
    setState('stopped');
    toast({ title: t('voice.stopped'), description: t('voice.stoppedBody') });
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
    <section className={styles.voiceBox} aria-label={t('voice.label')}>
      <div className={styles.voiceHeader}>
        <span className={styles.voiceTitle}>{t('voice.label')}</span>
        <span role="status" aria-label={t('voice.statusLabel')} className={styles.voiceState}>
          {state === 'recording' ? t('voice.recording') : state === 'stopped' ? t('voice.ready') : ''}
        </span>
      </div>
      <div className={styles.voiceButtons}>
        {state === 'recording' ? (
          <Button variant="danger" onPress={stop}>
            <Square size={16} aria-hidden />
            {t('voice.stop')}
          </Button>
        ) : (
          <Button variant="secondary" onPress={() => void record()}>
            <Mic size={16} aria-hidden />
            {t('voice.record')}
          </Button>
        )}
        {state === 'stopped' && audioUrl && (
          <>
            <Button variant="secondary" onPress={togglePlay}>
              {playing ? <Pause size={16} aria-hidden /> : <Play size={16} aria-hidden />}
              {playing ? t('voice.pause') : t('voice.play')}
            </Button>
            <Button variant="secondary" onPress={discard}>
              <Trash2 size={16} aria-hidden />
              {t('voice.discard')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
