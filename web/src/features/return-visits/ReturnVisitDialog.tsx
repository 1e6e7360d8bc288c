// The add/edit dialog: name and address required (marked *), phone, language, topic, what was left,
// the next visit (a calendar date), the pin on a small map and the linked note and house. A blank required field or a date
// that is not a real day sends nothing: the fields are marked invalid with their message beside
// them and focus goes to the first. The visit is saved on the device at once and delivered when a
// connection allows (docs/product/return-visits.md).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { isCalendarDay } from './due.ts';
import type { LatLng, MapSettings } from '../gps/index.ts';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { LinkPickers, type Links } from './LinkPickers.tsx';
import { PinPicker } from './PinPicker.tsx';
import type { ReturnVisitValues } from './ReturnVisitCard.tsx';
import { useCreateReturnVisitMutation } from './useCreateReturnVisitMutation.ts';
import { useUpdateReturnVisitMutation } from './useUpdateReturnVisitMutation.ts';
import * as styles from './returnVisits.css.ts';

interface Props {
  editing: ReturnVisitValues | null;
  isOpen: boolean;
  onClose: () => void;
  connectionId: string;
  mapSettings: MapSettings;
}

const TEXT_FIELDS = ['name', 'address', 'phoneNumber', 'language', 'topic', 'publication', 'nextVisitDate'] as const;
type TextValues = Record<(typeof TEXT_FIELDS)[number], string>;

const valuesOf = (visit: ReturnVisitValues | null): TextValues =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, visit?.[field] ?? ''])) as TextValues;
const linksOf = (visit: ReturnVisitValues | null): Links => ({ noteId: visit?.note?.id ?? null, houseId: visit?.house?.id ?? null });
const pinOf = (visit: ReturnVisitValues | null): LatLng | null =>
  visit?.latitude != null && visit.longitude != null ? { latitude: visit.latitude, longitude: visit.longitude } : null;

export function ReturnVisitDialog({ editing, isOpen, onClose, ...rest }: Props) {
  const { t } = useTranslation('returnVisits');
  return (
    <Dialog title={t(editing ? 'dialog.editTitle' : 'dialog.addTitle')} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {/* Keyed so that each opening starts from the visit's current values (or empty). */}
      <ReturnVisitForm key={editing?.id ?? 'new'} editing={editing} onClose={onClose} {...rest} />
    </Dialog>
  );
}

function ReturnVisitForm({ editing, onClose, connectionId, mapSettings }: Omit<Props, 'isOpen'>) {
  const { t } = useTranslation('returnVisits');
  const [values, setValues] = useState<TextValues>(() => valuesOf(editing));
  const [pin, setPin] = useState<LatLng | null>(() => pinOf(editing));
  const [initialLinks] = useState(() => linksOf(editing));
  const [links, setLinks] = useState<Links>(initialLinks);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const [create] = useCreateReturnVisitMutation();
  const [update] = useUpdateReturnVisitMutation();
  const set = (name: keyof TextValues) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _fixed, ...others }) => others);
  };

  const submit = () => {
    const found: Record<string, string> = {};
    if (!values.name.trim()) found.name = t('required.name');
    if (!values.address.trim()) found.address = t('required.address');
    if (values.nextVisitDate && !isCalendarDay(values.nextVisitDate)) found.nextVisitDate = t('invalid.date');
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid();
    const input = {
      ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field].trim() || null])),
      latitude: pin?.latitude ?? null,
      longitude: pin?.longitude ?? null,
      // Only a link the member changed is sent, so an edit elsewhere never overwrites one set on another phone.
      ...(links.noteId !== initialLinks.noteId ? { noteId: links.noteId } : {}),
      ...(links.houseId !== initialLinks.houseId ? { houseId: links.houseId } : {}),
    };
    const callbacks = {
      onCompleted: () => {
        toast({ title: t(editing ? 'toast.updated' : 'toast.added') });
        onClose();
      },
      onError: (error: Error) => {
        if (isNetworkUnavailable(error)) {
          toast({ title: t('toast.savedOffline'), description: t('toast.savedOfflineBody') }, 3000);
          onClose();
        } else errorToast(t('toast.failed', { message: error.message }));
      },
    };
    if (editing) update({ variables: { input: { id: editing.id, ...input }, connections: [connectionId] }, ...callbacks });
    else create({ variables: { input, connections: [connectionId] }, ...callbacks });
  };

  return (
    <Form
      ref={ref}
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className={styles.required}>{t('requiredNote')}</p>
      <TextField label={t('field.name')} isRequired value={values.name} onChange={set('name')} autoComplete="off" errorMessage={errors.name} />
      <TextField label={t('field.address')} isRequired value={values.address} onChange={set('address')} autoComplete="off" errorMessage={errors.address} />
      <TextField label={t('field.phoneNumber')} type="tel" value={values.phoneNumber} onChange={set('phoneNumber')} autoComplete="off" />
      <TextField label={t('field.nextVisitDate')} type="date" value={values.nextVisitDate} onChange={set('nextVisitDate')} errorMessage={errors.nextVisitDate} />
      <TextField label={t('field.language')} value={values.language} onChange={set('language')} />
      <TextField label={t('field.topic')} multiline rows={2} value={values.topic} onChange={set('topic')} />
      <TextField label={t('field.publication')} value={values.publication} onChange={set('publication')} />
      <PinPicker settings={mapSettings} value={pin} onChange={setPin} />
      <LinkPickers value={links} onChange={setLinks} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit">{editing ? t('dialog.save') : t('dialog.add')}</Button>
      </div>
    </Form>
  );
}
