// The Design tab (docs/product/accounts.md, "Design"): the app name, a background image and the
// two brand colours, each picked on a palette or typed as hex. An image is checked by its bytes
// before it is sent: a file that only claims to be a picture is refused with a clear message.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { DesignTab_viewer$key } from '../../__generated__/DesignTab_viewer.graphql';
import { DEFAULT_BRAND } from '../../theme/brand.ts';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { ColorPicker } from '../../ui/ColorPicker.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { ImageField } from '../../platform/ImageField.tsx';
import { useUpdateDesignMutation } from './useUpdateDesignMutation.ts';
import * as styles from './account.css.ts';

export const MAX_BACKGROUND_BYTES = 2 * 1024 * 1024;

export function DesignTab({ viewer: viewerKey }: { viewer: DesignTab_viewer$key }) {
  const { t } = useTranslation('account');
  const viewer = useFragment(
    graphql`
      fragment DesignTab_viewer on User {
        appName
        backgroundImageUrl
        primaryColor
        secondaryColor
      }
    `,
    viewerKey,
  );
  const [appName, setAppName] = useState(viewer.appName);
  const [background, setBackground] = useState(viewer.backgroundImageUrl);
  const [primaryColor, setPrimary] = useState(viewer.primaryColor);
  const [secondaryColor, setSecondary] = useState(viewer.secondaryColor);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, saving] = useUpdateDesignMutation();

  const save = () => {
    commit({
      variables: { input: { appName, backgroundImageUrl: background, primaryColor, secondaryColor } },
      onCompleted: ({ updateDesign: result }) => {
        if (result.__typename === 'DesignUpdated') {
          setErrors({});
          toast({ title: t('design.savedTitle'), description: t('design.saved') });
          return;
        }
        const failure = failureOf(result, t('design.failed'));
        setErrors({ ...failure.fields, form: failure.message });
      },
      onError: () => {
        errorToast(t('design.failed'));
      },
    });
  };

  return (
    <Form
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <TextField label={t('design.appName')} value={appName} onChange={setAppName} errorMessage={errors.appName} />
      <ImageField
        words={{
          label: t('design.background'),
          choose: t('design.upload'),
          remove: t('design.remove'),
          current: t('design.currentBackground'),
          refusals: { notAnImage: t('design.notAnImage'), wrongType: t('design.notAnImage'), tooLarge: t('design.tooLarge') },
        }}
        value={background}
        onChange={(dataUrl) => {
          setErrors({});
          setBackground(dataUrl);
        }}
        maxBytes={MAX_BACKGROUND_BYTES}
        errorMessage={errors.backgroundImageUrl}
      />
      <ColorPicker
        label={t('design.primary')}
        value={primaryColor}
        onChange={setPrimary}
        description={t('design.hexHint', { example: DEFAULT_BRAND.primaryColor })}
        errorMessage={errors.primaryColor}
      />
      <ColorPicker
        label={t('design.secondary')}
        value={secondaryColor}
        onChange={setSecondary}
        description={t('design.hexHint', { example: DEFAULT_BRAND.secondaryColor })}
        errorMessage={errors.secondaryColor}
      />
      {errors.form && (
        <p role="alert" className={ui.formError}>
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={saving}>
          {saving ? t('design.saving') : t('design.save')}
        </Button>
      </div>
    </Form>
  );
}
