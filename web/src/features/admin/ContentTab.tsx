// The Content tab (docs/product/admin.md, "Content"): a video and a scripture for every member,
// and the list of what was added, each removable.
// The title and URL of a video, and the reference and text of a scripture, are required (a
// missing one is named on its field instead of being silently ignored); a video's description and
// a scripture's notes are optional.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf, type Failure } from '../../relay/mutations.ts';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { ContentList } from './ContentList.tsx';
import { FormSection } from './FormSection.tsx';
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

interface ContentField {
  name: string;
  label: string;
  /** Named on its field when blank; the others are sent as null when blank. */
  required?: boolean;
  type?: 'url';
  rows?: number;
}

interface ContentFormProps {
  id: string;
  heading: string;
  hint?: string;
  fields: readonly ContentField[];
  /** The form's error when a required field is blank. */
  requiredMessage: string;
  submitLabel: string;
  addedMessage: string;
  saving: boolean;
  /** Sends the values (optional ones blank as null); `done` with null once added, else the failure. */
  save: (values: Record<string, string | null>, done: (failure: Failure | null) => void) => void;
  onAdded: () => void;
}

/** A form that adds one piece of congregation content, emptied once it is added. */
function ContentForm({ id, heading, hint, fields, requiredMessage, submitLabel, addedMessage, saving, save, onAdded }: ContentFormProps) {
  const { t } = useTranslation('admin');
  const blank = () => Object.fromEntries(fields.map((f) => [f.name, '']));
  const [values, setValues] = useState<Record<string, string>>(blank);
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const missing = fields.filter((f) => f.required && !values[f.name]!.trim());
    if (missing.length > 0) {
      setInvalid(Object.fromEntries(missing.map((f) => [f.name, t('fields.required')])));
      setError(requiredMessage);
      return;
    }
    const sent = Object.fromEntries(fields.map((f) => [f.name, f.required ? values[f.name]! : values[f.name]!.trim() || null]));
    save(sent, (failure) => {
      if (failure) {
        setInvalid(failure.fields);
        setError(failure.message);
        return;
      }
      setValues(blank());
      setInvalid({});
      setError(null);
      toast({ title: addedMessage });
      onAdded();
    });
  };
  return (
    <FormSection id={id} heading={heading} hint={hint} error={error} submitLabel={submitLabel} saving={saving} onSubmit={submit}>
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type={field.type}
          value={values[field.name]}
          onChange={(value) => setValues((v) => ({ ...v, [field.name]: value }))}
          multiline={field.rows !== undefined}
          rows={field.rows}
          errorMessage={invalid[field.name]}
        />
      ))}
    </FormSection>
  );
}

function VideoForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('admin');
  const [commit, saving] = useAddCongregationVideoMutation();
  return (
    <ContentForm
      id="admin-video-heading"
      heading={t('content.videoHeading')}
      hint={t('content.videoHint')}
      fields={[
        { name: 'title', label: t('content.videoTitle'), required: true },
        { name: 'url', label: t('content.videoUrl'), required: true, type: 'url' },
        { name: 'description', label: t('content.videoDescription'), rows: 2 },
      ]}
      requiredMessage={t('content.videoRequired')}
      submitLabel={t('content.addVideo')}
      addedMessage={t('content.videoAdded')}
      saving={saving}
      onAdded={onAdded}
      save={({ title, url, description }, done) =>
        commit({
          variables: { input: { title: title!, url: url!, description } },
          onCompleted: ({ addCongregationVideo: result }) =>
            done(result.__typename === 'CongregationVideoAdded' ? null : failureOf(result, t('content.failed'))),
          onError: () => void errorToast(t('content.failed')),
        })
      }
    />
  );
}

function ScriptureForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('admin');
  const [commit, saving] = useAddCongregationScriptureMutation();
  return (
    <ContentForm
      id="admin-scripture-heading"
      heading={t('content.scriptureHeading')}
      fields={[
        { name: 'reference', label: t('content.reference'), required: true },
        { name: 'text', label: t('content.text'), required: true, rows: 3 },
        { name: 'notes', label: t('content.notes'), rows: 2 },
      ]}
      requiredMessage={t('content.scriptureRequired')}
      submitLabel={t('content.addScripture')}
      addedMessage={t('content.scriptureAdded')}
      saving={saving}
      onAdded={onAdded}
      save={({ reference, text, notes }, done) =>
        commit({
          variables: { input: { reference: reference!, text: text!, notes } },
          onCompleted: ({ addCongregationScripture: result }) =>
            done(result.__typename === 'CongregationScriptureAdded' ? null : failureOf(result, t('content.failed'))),
          onError: () => void errorToast(t('content.failed')),
        })
      }
    />
  );
}
