// The message box: Enter sends and Shift+Enter starts a new line; Send is disabled while the box
// is blank; the microphone fills the box by speech where the browser recognises it and says why
// not where it does not; the quick commands start a message for the member to finish.
import { Mic, MicOff, Send, Square } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { speechLanguageOf } from '../../i18n/speech.ts';
import { errorToast } from '../../ui/toast.tsx';
import { speechRecognition, TranscriptionSession } from '../transcriber/index.ts';
import * as styles from './assistant.css.ts';
import { flipInRtl } from '../../ui/ui.css.ts';

export function Composer({ busy, onSend }: { busy: boolean; onSend: (text: string) => void }) {
  const { t, i18n } = useTranslation('assistant');
  const [text, setText] = useState('');
  const [listening, setListening] = useState(false);
  const Recognition = useMemo(() => speechRecognition(window), []);
  const session = useRef<TranscriptionSession | null>(null);
  if (Recognition && !session.current) {
    session.current = new TranscriptionSession(Recognition, {
      onText: (finalText, heard) => setText([finalText, heard].filter(Boolean).join(' ')),
      onRecordingChange: setListening,
      onError: (code) => errorToast(code, t('toast.voiceError')),
      onComplete: () => {},
    });
  }
  useEffect(() => () => session.current?.stop(), []);

  const send = () => {
    if (!text.trim() || busy) return;
    session.current?.stop();
    onSend(text);
    setText('');
    session.current?.setText('');
  };
  const toggleMic = () => {
    const current = session.current;
    if (!current) return;
    if (current.recording) current.stop();
    else {
      current.setText(text);
      current.start(speechLanguageOf(i18n.language));
    }
  };
  const quick = (starter: string) => {
    setText(starter);
    session.current?.setText(starter);
  };

  return (
    <section className={styles.composer} aria-label={t('chat.input')}>
      <div className={styles.composerRow}>
        <div className={styles.grow}>
          <TextField
            label={t('chat.input')}
            placeholder={t('chat.placeholder')}
            multiline
            rows={2}
            value={text}
            onChange={setText}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                send();
              }
            }}
          />
        </div>
        {Recognition ? (
          <Button variant={listening ? 'danger' : 'secondary'} aria-label={listening ? t('chat.micStop') : t('chat.micStart')} onPress={toggleMic}>
            {listening ? <Square aria-hidden="true" size={18} /> : <Mic aria-hidden="true" size={18} />}
          </Button>
        ) : (
          <Button variant="secondary" aria-label={t('toast.voiceNotSupported')} aria-describedby="assistant-mic-reason" isDisabled>
            <MicOff aria-hidden="true" size={18} />
          </Button>
        )}
        <Button onPress={send} isDisabled={!text.trim() || busy}>
          <Send aria-hidden="true" size={18} className={flipInRtl} />
          {t('chat.send')}
        </Button>
      </div>
      {!Recognition && (
        <p id="assistant-mic-reason" className={styles.hint}>
          {t('chat.micUnavailable')}
        </p>
      )}
      <fieldset className={styles.quick}>
        <legend className={styles.quickLegend}>{t('chat.quick')}</legend>
        <Button variant="secondary" onPress={() => quick(t('chat.addMeetingText'))}>
          {t('chat.addMeeting')}
        </Button>
        <Button variant="secondary" onPress={() => quick(t('chat.playMusicText'))}>
          {t('chat.playMusic')}
        </Button>
        <Button variant="secondary" onPress={() => quick(t('chat.createNoteText'))}>
          {t('chat.createNote')}
        </Button>
      </fieldset>
    </section>
  );
}
