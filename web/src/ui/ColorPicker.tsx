// A colour chosen on a palette or typed as hex (docs/product/accounts.md, "Design"): the swatch
// opens a saturation/brightness area and a hue slider; the hex field beside it takes a typed
// value. Both edit the same colour; onChange receives "#rrggbb".
import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  ColorArea,
  ColorField,
  ColorPicker as AriaColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorThumb,
  Dialog as AriaDialog,
  DialogTrigger,
  FieldError,
  Input,
  Label,
  Popover,
  SliderTrack,
  Text,
  parseColor,
  type Color,
} from 'react-aria-components';
import * as styles from './ui.css.ts';

const FALLBACK = '#000000';

function safeColor(value: string): Color {
  try {
    return parseColor(value);
  } catch {
    return parseColor(FALLBACK);
  }
}

export const toHex = (color: Color) => color.toString('hex').toLowerCase();

interface Props {
  label: string;
  value: string;
  onChange: (hex: string) => void;
  description?: string;
  errorMessage?: string;
}

export function ColorPicker({ label, value, onChange, description, errorMessage }: Props) {
  const { t } = useTranslation('shell');
  return (
    <AriaColorPicker value={safeColor(value)} onChange={(color) => onChange(toHex(color))}>
      <div className={styles.colourRow}>
        <DialogTrigger>
          <AriaButton className={styles.swatchButton} aria-label={t('ui.pickColour', { label })}>
            <ColorSwatch className={styles.swatch} />
          </AriaButton>
          <Popover className={styles.popover} placement="bottom start">
            <AriaDialog className={styles.colourDialog} aria-label={label}>
              <ColorArea colorSpace="hsb" xChannel="saturation" yChannel="brightness" className={styles.colourArea} aria-label={t('ui.colourArea')}>
                <ColorThumb className={styles.colourThumb} />
              </ColorArea>
              <ColorSlider colorSpace="hsb" channel="hue" className={styles.colourSlider}>
                <Label className={styles.label}>{t('ui.hue')}</Label>
                <SliderTrack className={styles.colourTrack}>
                  <ColorThumb className={styles.colourThumb} />
                </SliderTrack>
              </ColorSlider>
            </AriaDialog>
          </Popover>
        </DialogTrigger>
        <ColorField className={styles.field} isInvalid={!!errorMessage}>
          <Label className={styles.label}>{label}</Label>
          <Input className={styles.input} />
          {description && (
            <Text slot="description" className={styles.description}>
              {description}
            </Text>
          )}
          {errorMessage && <FieldError className={styles.fieldError}>{errorMessage}</FieldError>}
        </ColorField>
      </div>
    </AriaColorPicker>
  );
}
