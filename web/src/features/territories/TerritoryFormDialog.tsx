// The Add Territory and Edit Territory dialog (docs/product/territories.md): number and name
// required, progress 0–100, houses and contacted houses whole numbers (contacted not over houses),
// type and status from their lists, dates, boundaries, notes and an optional image. The form checks
// what it can and the server checks everything again; a message that belongs to a field shows
// beside it and the first invalid field takes the focus. Once a territory has houses, its figures
// are counted from them, so those three fields are read-only here. Saving keeps the territory on
// the device and queues it (useSaveTerritoryMutation): with no signal it says so and closes.
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FileTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { TerritoryFormDialog_territory$key } from '../../__generated__/TerritoryFormDialog_territory.graphql';
import { useFormat } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { imageProblem, megabytes } from '../../lib/image-file.ts';
import { figureProblems, figureValues } from './figures.ts';
import { TERRITORY_STATUSES, TERRITORY_TYPES, useTerritoryLabels, type TerritoryStatus, type TerritoryType } from './labels.ts';
import { useSaveTerritoryMutation } from './useSaveTerritoryMutation.ts';
import * as styles from './territories.css.ts';

interface Props {
  isOpen: boolean;
  /** The territory being edited; null to add one. */
  territory: TerritoryFormDialog_territory$key | null;
  today: string;
  connection: string;
  onClose: () => void;
}

const TEXT_FIELDS = ['territoryNumber', 'name', 'description', 'assignedDate', 'dueDate', 'progress', 'houses', 'contactedHouses', 'boundaries', 'notes'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type Values = Record<TextFieldName, string> & { status: TerritoryStatus; type: TerritoryType };
type Errors = Partial<Record<TextFieldName | 'image', string>>;

const OFFLINE_TOAST_MS = 3000;

const EMPTY: Values = {
  territoryNumber: '',
  name: '',
  description: '',
  assignedDate: '',
  dueDate: '',
  progress: '0',
  houses: '0',
  contactedHouses: '0',
  boundaries: '',
  notes: '',
  status: 'ACTIVE',
  type: 'RESIDENTIAL',
};

export function TerritoryFormDialog({ isOpen, territory: key, today, connection, onClose }: Props) {
  const territory = useFragment(
    graphql`
      fragment TerritoryFormDialog_territory on Territory {
        id
        territoryNumber
        name
        description
        assignedDate
        dueDate
        storedStatus
        type
        progress
        houses
        contactedHouses
        boundaries
        notes
        addresses(first: 1) {
          totalCount
        }
      }
    `,
    key,
  );
  const { t } = useTranslation('territories');
  const labels = useTerritoryLabels();
  const { number } = useFormat();
  const [values, setValues] = useState<Values>(EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [focusInvalid, setFocusInvalid] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveTerritoryMutation();
  const countedFromHouses = (territory?.addresses.totalCount ?? 0) > 0;

  // Filled when the dialog opens, and only then: a change to the territory while it is open (its
  // delivery giving it the server's id, an edit from another device) keeps what the member typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read at opening only, on purpose.
  useEffect(() => {
    if (!isOpen) return;
    setValues(
      territory
        ? {
            territoryNumber: territory.territoryNumber,
            name: territory.name,
            description: territory.description ?? '',
            assignedDate: territory.assignedDate ?? '',
            dueDate: territory.dueDate ?? '',
            progress: String(territory.progress),
            houses: String(territory.houses),
            contactedHouses: String(territory.contactedHouses),
            boundaries: territory.boundaries ?? '',
            notes: territory.notes ?? '',
            status: territory.storedStatus as TerritoryStatus,
            type: territory.type as TerritoryType,
          }
        : EMPTY,
    );
    setImage(null);
    setErrors({});
  }, [isOpen]);

  useEffect(() => {
    if (focusInvalid) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const showErrors = (next: Errors) => {
    setErrors(next);
    setFocusInvalid((n) => n + 1);
  };
  const set = (name: TextFieldName) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const pickImage = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setErrors((e) => ({ ...e, image: t(problem === 'imageTooLarge' ? 'form.imageTooLarge' : 'form.invalidImage') }));
      return;
    }
    setErrors(({ image: _removed, ...rest }) => rest);
    setImage(file);
  };

  const submit = () => {
    const figures = figureProblems(values);
    const next: Errors = {
      ...(!values.territoryNumber.trim() && { territoryNumber: t('form.numberRequired') }),
      ...(!values.name.trim() && { name: t('form.nameRequired') }),
      ...Object.fromEntries(Object.entries(figures).map(([field, problem]) => [field, t(`form.${problem}`)])),
    };
    if (Object.keys(next).length > 0) return showErrors(next);
    const fallback = territory ? t('form.updateFailed') : t('form.addFailed');
    save({
      id: territory?.id ?? null,
      input: {
        territoryNumber: values.territoryNumber,
        name: values.name,
        description: values.description,
        assignedDate: values.assignedDate,
        dueDate: values.dueDate,
        status: values.status,
        type: values.type,
        boundaries: values.boundaries,
        notes: values.notes,
        ...figureValues(values),
      },
      image,
      today,
      connection,
      onCompleted: ({ waiting }) => {
        if (waiting) toast({ title: t('form.savedOfflineTitle'), description: t('form.savedOffline') }, OFFLINE_TOAST_MS);
        else toast({ title: territory ? t('form.updated') : t('form.added') });
        onClose();
      },
      onError: () => void errorToast(fallback, t('form.error')),
    });
  };

  return (
    <Dialog title={territory ? t('form.editTitle') : t('form.addTitle')} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Form
        ref={form}
        className={styles.form}
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className={styles.formGrid}>
          <TextField label={t('form.territoryNumber')} isRequired value={values.territoryNumber} onChange={set('territoryNumber')} errorMessage={errors.territoryNumber} />
          <TextField label={t('form.name')} isRequired value={values.name} onChange={set('name')} errorMessage={errors.name} />
        </div>
        <TextField label={t('form.description')} multiline rows={2} value={values.description} onChange={set('description')} errorMessage={errors.description} />
        <div className={styles.formGrid}>
          <TextField label={t('form.assignedDate')} type="date" value={values.assignedDate} onChange={set('assignedDate')} errorMessage={errors.assignedDate} />
          <TextField label={t('form.dueDate')} type="date" value={values.dueDate} onChange={set('dueDate')} errorMessage={errors.dueDate} />
          <Select
            label={t('form.status')}
            value={values.status}
            onChange={(status) => setValues((v) => ({ ...v, status: status as TerritoryStatus }))}
            options={TERRITORY_STATUSES.map((id) => ({ id, label: labels.status(id) }))}
          />
          <Select
            label={t('form.type')}
            value={values.type}
            onChange={(type) => setValues((v) => ({ ...v, type: type as TerritoryType }))}
            options={TERRITORY_TYPES.map((id) => ({ id, label: labels.type(id) }))}
          />
        </div>
        <div className={styles.formGrid}>
          {(['progress', 'houses', 'contactedHouses'] as const).map((name) => (
            <TextField
              key={name}
              label={t(`form.${name}`)}
              inputMode="numeric"
              value={values[name]}
              onChange={set(name)}
              errorMessage={errors[name]}
              isReadOnly={countedFromHouses}
              description={countedFromHouses ? t('form.fromHouses') : undefined}
            />
          ))}
        </div>
        <TextField
          label={t('form.boundaries')}
          multiline
          rows={2}
          value={values.boundaries}
          onChange={set('boundaries')}
          errorMessage={errors.boundaries}
          description={t('form.boundariesHint')}
        />
        <TextField label={t('form.notes')} multiline rows={3} value={values.notes} onChange={set('notes')} errorMessage={errors.notes} />
        <div className={styles.form}>
          <span className={styles.muted} id="territory-image-label">
            {t('form.image')}
          </span>
          <div className={styles.fileRow}>
            <FileTrigger acceptedFileTypes={['image/*']} onSelect={pickImage}>
              <Button variant="secondary" aria-describedby={errors.image ? 'territory-image-label territory-image-error' : 'territory-image-label'}>
                <ImagePlus aria-hidden="true" className={styles.icon} />
                {image ? t('form.changeImage') : t('form.chooseImage')}
              </Button>
            </FileTrigger>
            {image && (
              <>
                <span>{t('form.file', { name: image.name, size: number(megabytes(image.size), { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })}</span>
                <Button variant="ghost" onPress={() => setImage(null)}>
                  <X aria-hidden="true" className={styles.icon} />
                  {t('form.removeImage')}
                </Button>
              </>
            )}
          </div>
          {errors.image && (
            <p id="territory-image-error" className={styles.fieldError} role="alert">
              {errors.image}
            </p>
          )}
        </div>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit">
            {t('form.save')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
