// The Content tab (docs/product/admin.md, "Content"): a video and a scripture for every member,
// and the list of what was added, each removable.
// The title and URL of a video, and the reference and text of a scripture, are required (a
// missing one is named on its field instead of being silently ignored); a video's description and
// a scripture's notes are optional.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { ContentList } from './ContentList.tsx';
import { useAddCongregationScriptureMutation } from './useAddCongregationScriptureMutation.ts';
import { useAddCongregationVideoMutation } from './useAddCongregationVideoMutation.ts';
import * as styles from './admin.css.ts';

export function ContentTab() {
  const { t } = useTranslation('admin');
  // Bumped after an addition, so the list below asks the server again.
  const [fetchKey, setFetchKey] = useState(0);
  const added = () => setFetchKey((key) => key + 1);
  return (
    <div className={styles.form}>
      <VideoForm onAdded={added} />
      <ScriptureForm onAdded={added} />
      <Suspense fallback={<p className={styles.muted}>{t('content.loading')}</p>}>
        <ContentList fetchKey={fetchKey} />
      </Suspense>
    </div>
  );
}

function VideoForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('admin');
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useAddCongregationVideoMutation();
  const submit = () => {
    if (!title.trim() || !url.trim()) {
      setFields({ ...(title.trim() ? {} : { title: t('fields.required') }), ...(url.trim() ? {} : { url: t('fields.required') }) });
      setError(t('content.videoRequired'));
      return;
    }
    commit({
      variables: { input: { title, url, description: description.trim() || null } },
      onCompleted: ({ addCongregationVideo: result }) => {
        if (result.__typename === 'CongregationVideoAdded') {
          setTitle('');
          setUrl('');
          setDescription('');
          setFields({});
          setError(null);
          toast({ title: t('content.videoAdded') });
          onAdded();
        } else {
          const failure = failureOf(result, t('content.failed'));
          setFields(failure.fields);
          setError(failure.message);
        }
      },
      onError: () => void errorToast(t('content.failed')),
    });
  };
  return (
    <Form
      validationBehavior="aria"
      className={styles.section}
      aria-labelledby="admin-video-heading"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h3 id="admin-video-heading" className={styles.heading}>
        {t('content.videoHeading')}
      </h3>
      <p className={styles.muted}>{t('content.videoHint')}</p>
      <TextField label={t('content.videoTitle')} value={title} onChange={setTitle} errorMessage={fields.title} />
      <TextField label={t('content.videoUrl')} type="url" value={url} onChange={setUrl} errorMessage={fields.url} />
      <TextField
        label={t('content.videoDescription')}
        value={description}
        onChange={setDescription}
        multiline
        rows={2}
        errorMessage={fields.description}
      />
      {error && (
        <p role="alert" className={ui.formError}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={saving}>
          {t('content.addVideo')}
        </Button>
      </div>
    </Form>
  );
}

function ScriptureForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('admin');
  const [reference, setReference] = useState('');
  const [text, setText] = useState('');
  const [notes, setNotes] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useAddCongregationScriptureMutation();
  const submit = () => {
    if (!reference.trim() || !text.trim()) {
      setFields({
        ...(reference.trim() ? {} : { reference: t('fields.required') }),
        ...(text.trim() ? {} : { text: t('fields.required') }),
      });
      setError(t('content.scriptureRequired'));
      return;
    }
    commit({
      variables: { input: { reference, text, notes: notes.trim() || null } },
      onCompleted: ({ addCongregationScripture: result }) => {
        if (result.__typename === 'CongregationScriptureAdded') {
          setReference('');
          setText('');
          setNotes('');
          setFields({});
          setError(null);
          toast({ title: t('content.scriptureAdded') });
          onAdded();
        } else {
          const failure = failureOf(result, t('content.failed'));
          setFields(failure.fields);
          setError(failure.message);
        }
      },
      onError: () => void errorToast(t('content.failed')),
    });
  };
  return (
    <Form
      validationBehavior="aria"
      className={styles.section}
      aria-labelledby="admin-scripture-heading"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h3 id="admin-scripture-heading" className={styles.heading}>
        {t('content.scriptureHeading')}
      </h3>
      <TextField label={t('content.reference')} value={reference} onChange={setReference} errorMessage={fields.reference} />
      <TextField label={t('content.text')} value={text} onChange={setText} multiline rows={3} errorMessage={fields.text} />
      <TextField label={t('content.notes')} value={notes} onChange={setNotes} multiline rows={2} errorMessage={fields.notes} />
      {error && (
        <p role="alert" className={ui.formError}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={saving}>
          {t('content.addScripture')}
        </Button>
      </div>
    </Form>
  );
}
