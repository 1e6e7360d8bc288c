// An image chosen from the device and kept as a data: URL: the member's background (Design tab)
// and the admin's logo and vehicle image. Its first bytes must say it is one of the accepted
// formats, whatever its name says, and it must be small enough; the server checks again. The
// current image is shown with Replace and Remove; blank means none. The words are the caller's.
import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { imageAsDataUrl, type ImageFormat, type ImageRefusal } from '../lib/image-bytes.ts';
import { Button } from '../ui/Button.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './platform.css.ts';

export const ALL_IMAGE_FORMATS: readonly ImageFormat[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export interface ImageFieldWords {
  label: string;
  description?: string;
  choose: string;
  /** Shown instead of `choose` while there is an image. */
  replace?: string;
  remove: string;
  /** The current image's alternative text. */
  current: string;
  refusals: Record<ImageRefusal, string>;
}

interface Props {
  words: ImageFieldWords;
  value: string;
  onChange: (dataUrl: string) => void;
  accepted?: readonly ImageFormat[];
  maxBytes: number;
  /** The server's refusal of the saved value, if any. */
  errorMessage?: string;
}

export function ImageField({ words, value, onChange, accepted = ALL_IMAGE_FORMATS, maxBytes, errorMessage }: Props) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const errorId = useId();
  const shown = refusal ?? errorMessage;

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const chosen = await imageAsDataUrl(file, accepted, maxBytes);
    if ('refused' in chosen) return setRefusal(words.refusals[chosen.refused]);
    setRefusal(null);
    onChange(chosen.dataUrl);
  };

  return (
    <fieldset className={styles.imageField}>
      <legend className={`${ui.label} ${styles.imageLegend}`}>{words.label}</legend>
      {words.description && <p className={styles.imageHint}>{words.description}</p>}
      {value && <img src={value} alt={words.current} className={styles.imagePreview} />}
      <div className={styles.imageActions}>
        <FileTrigger acceptedFileTypes={[...accepted]} onSelect={(files) => void choose(files)}>
          <Button variant="secondary" aria-describedby={shown ? errorId : undefined}>
            <ImageUp aria-hidden="true" size={18} />
            {value && words.replace ? words.replace : words.choose}
          </Button>
        </FileTrigger>
        {value && (
          <Button variant="ghost" onPress={() => onChange('')}>
            <Trash2 aria-hidden="true" size={18} />
            {words.remove}
          </Button>
        )}
      </div>
      {shown && (
        <p id={errorId} role="alert" className={ui.fieldError}>
          {shown}
        </p>
      )}
    </fieldset>
  );
}
