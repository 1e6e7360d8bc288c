// An image chosen from the device for the app settings (logo, vehicle): its first bytes must say
// it is one of the accepted formats, whatever its name says; the server checks again. The image
// travels as a data: URL; blank means none.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../../ui/Button.tsx';
import * as ui from '../../ui/ui.css.ts';
import { sniffImage, type ImageFormat } from '../account/image-bytes.ts';
import * as styles from './admin.css.ts';

export const MAX_IMAGE_BYTES = 1024 * 1024;

interface Props {
  label: string;
  description: string;
  value: string;
  onChange: (dataUrl: string) => void;
  accepted: ImageFormat[];
  wrongType: string;
  errorMessage?: string;
}

export function ImageField({ label, description, value, onChange, accepted, wrongType, errorMessage }: Props) {
  const { t } = useTranslation('admin');
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? errorMessage;

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const format = await sniffImage(file);
    if (!format || !accepted.includes(format)) return setError(wrongType);
    if (file.size > MAX_IMAGE_BYTES) return setError(t('settings.imageTooLarge'));
    const reader = new FileReader();
    reader.onload = () => {
      setError(null);
      onChange(String(reader.result));
    };
    reader.readAsDataURL(file);
  };

  return (
    <div className={styles.section}>
      <span className={ui.label}>{label}</span>
      <p className={styles.muted}>{description}</p>
      {value && <img src={value} alt={t('settings.currentImage', { label })} className={styles.imagePreview} />}
      <div className={styles.startActions}>
        <FileTrigger acceptedFileTypes={accepted} onSelect={(files) => void choose(files)}>
          <Button variant="secondary" aria-describedby={shown ? `${label}-error` : undefined}>
            {value ? t('settings.replaceImage', { label }) : t('settings.chooseImage', { label })}
          </Button>
        </FileTrigger>
        {value && (
          <Button variant="ghost" onPress={() => onChange('')}>
            {t('settings.removeImage', { label })}
          </Button>
        )}
      </div>
      {shown && (
        <p id={`${label}-error`} role="alert" className={ui.fieldError}>
          {shown}
        </p>
      )}
    </div>
  );
}
