// The recorder: language, start/stop, the live transcript (final words, then the ones still being
// heard) and Save, Copy, Clear. Stopping with text saves it. Each version of the text has one
// client id, so the automatic save and a press of Save after it store one transcript.
import { Mic, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { speechLanguageOf } from '../../i18n/speech.ts';
import { LANGUAGES } from './languages.ts';
import { TranscriptionSession, type RecogniserConstructor, type Recording } from './recognition.ts';
import type { TranscriptStore } from './transcript-items.ts';
import * as styles from './transcriber.css.ts';

interface Props {
  Recognition: RecogniserConstructor;
  store: TranscriptStore;
  visitor: boolean;
}

export function Recorder({ Recognition, store, visitor }: Props) {
  const { t, i18n } = useTranslation('transcriber');
  // Listens in the app's language to begin with; the member may pick another.
  const [language, setLanguage] = useState<string>(() => speechLanguageOf(i18n.language));
  const [text, setText] = useState('');
  const [interim, setInterim] = useState('');
  const [recording, setRecording] = useState(false);
  const [duration, setDuration] = useState(0);
  // The client id of the text as it stands, and whether that text is saved already.
  const version = useRef({ clientId: crypto.randomUUID(), saved: false });
  const storeRef = useRef(store);
  storeRef.current = store;

  const newVersion = () => {
    version.current = { clientId: crypto.randomUUID(), saved: false };
  };

  const saveCurrent = async (recorded: Recording) => {
    const { clientId } = version.current;
    const ok = await storeRef.current.save({ ...recorded, clientId });
    if (ok && version.current.clientId === clientId) version.current.saved = true;
    return ok;
  };

  const lastFinal = useRef('');
  const session = useRef<TranscriptionSession | null>(null);
  session.current ??= new TranscriptionSession(Recognition, {
    onText: (finalText, heard) => {
      if (finalText !== lastFinal.current) newVersion();
      lastFinal.current = finalText;
      setText(finalText);
      setInterim(heard);
    },
    onRecordingChange: setRecording,
    // The browser's error code becomes a sentence with what to do next.
    onError: (code) =>
      code === 'start-failed'
        ? errorToast(t('toast.startFailed'))
        : errorToast(t(`recognitionErrors.${isKnownError(code) ? code : 'other'}`), t('toast.recognitionError')),
    onComplete: (recorded) => {
      setDuration(recorded.duration);
      void saveCurrent(recorded).then((ok) => ok && toast({ title: t('toast.recorded', { n: recorded.duration }) }));
    },
  });
  useEffect(() => () => session.current?.stop(), []);

  const toggle = () => {
    const current = session.current!;
    if (current.recording) current.stop();
    else current.start(language);
  };

  const save = async () => {
    const trimmed = text.trim();
    if (!trimmed) {
      errorToast(t('toast.nothingBody'), t('toast.nothingTitle'));
      return;
    }
    if (version.current.saved || (await saveCurrent({ text: trimmed, duration, language }))) {
      toast({ title: t('toast.saved'), description: t('toast.savedRecording', { n: duration }) });
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('toast.copied') });
    } catch {
      errorToast(t('toast.copyFailed'));
    }
  };

  const clear = () => {
    session.current?.setText('');
    lastFinal.current = '';
    setText('');
    setInterim('');
    setDuration(0);
    newVersion();
  };

  const shown = [text, interim].filter(Boolean).join(' ');
  return (
    <section className={styles.recorder} aria-labelledby="recorder-heading">
      <h2 id="recorder-heading" className={styles.heading}>
        {t('recorder.heading')}
      </h2>
      <div className={styles.controls}>
        <Select
          label={t('recorder.language')}
          options={LANGUAGES.map((code) => ({ id: code, label: t(`languages.${code}`) }))}
          value={language}
          onChange={setLanguage}
        />
        <Button variant={recording ? 'danger' : 'primary'} onPress={toggle}>
          {recording ? <Square aria-hidden="true" size={18} /> : <Mic aria-hidden="true" size={18} />}
          {recording ? t('recorder.stop') : t('recorder.start')}
        </Button>
      </div>
      <p className={styles.status} role="status">
        <span className={styles.dot} data-recording={recording} aria-hidden="true" />
        {recording ? t('recorder.listening') : t('recorder.idle')}
      </p>
      <TextField
        label={t('recorder.transcript')}
        placeholder={t('recorder.placeholder')}
        multiline
        rows={6}
        value={shown}
        isReadOnly={recording}
        onChange={(value) => {
          session.current?.setText(value);
          lastFinal.current = value;
          setText(value);
          newVersion();
        }}
      />
      <div className={styles.actions}>
        <Button onPress={save}>{t('recorder.save')}</Button>
        <Button variant="secondary" onPress={copy} isDisabled={!text.trim()}>
          {t('recorder.copy')}
        </Button>
        <Button variant="secondary" onPress={clear} isDisabled={!shown}>
          {t('recorder.clear')}
        </Button>
      </div>
      {visitor && <p className={styles.note}>{t('recorder.visitorNote')}</p>}
    </section>
  );
}

/** The speech-recognition error codes that have a sentence of their own in the catalogue. */
const KNOWN_ERRORS = ['not-allowed', 'service-not-allowed', 'audio-capture', 'network', 'language-not-supported'] as const;
const isKnownError = (code: string): code is (typeof KNOWN_ERRORS)[number] => (KNOWN_ERRORS as readonly string[]).includes(code);
