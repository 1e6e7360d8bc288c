import { useState } from 'react';
import { FileTrigger, Form } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { DesignTab_viewer$key } from '../../__generated__/DesignTab_viewer.graphql';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useUpdateDesignMutation } from './useUpdateDesignMutation.ts';
import * as styles from './account.css.ts';

export const MAX_BACKGROUND_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function DesignTab({ viewer: viewerKey }: { viewer: DesignTab_viewer$key }) {
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

  const pickImage = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      setErrors({ backgroundImageUrl: 'Please select a valid image file.' });
      return;
    }
    if (file.size > MAX_BACKGROUND_BYTES) {
      setErrors({ backgroundImageUrl: 'Image file size must be less than 2MB.' });
      return;
    }
    setErrors({});
    setBackground(await readAsDataUrl(file));
  };

  const save = () => {
    commit({
      variables: { input: { appName, backgroundImageUrl: background, primaryColor, secondaryColor } },
      onCompleted: ({ updateDesign: result }) => {
        if (result.__typename === 'DesignUpdated') {
          setErrors({});
          toast({ title: 'Settings Saved', description: 'Your personalization has been applied.' });
          return;
        }
        const failure = failureOf(result, 'Failed to save personalization. Please try again.');
        setErrors(failure.fields);
        errorToast(failure.message);
      },
      onError: () => {
        errorToast('Failed to save personalization. Please try again.');
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
      <TextField label="App name" value={appName} onChange={setAppName} errorMessage={errors.appName} />
      <div>
        <span style={{ fontWeight: 600, fontSize: '0.875rem' }}>Background image</span>
        {background && <img src={background} alt="Current background" className={styles.preview} />}
        <div className={styles.actions} style={{ justifyContent: 'flex-start' }}>
          <FileTrigger acceptedFileTypes={IMAGE_TYPES} onSelect={pickImage}>
            <Button variant="secondary">Upload background image</Button>
          </FileTrigger>
          {background && (
            <Button variant="ghost" onPress={() => setBackground('')}>
              Remove background
            </Button>
          )}
        </div>
        {errors.backgroundImageUrl && (
          <p role="alert" style={{ margin: 0, fontWeight: 600 }}>
            {errors.backgroundImageUrl}
          </p>
        )}
      </div>
      <div className={styles.swatchRow}>
        <span className={styles.swatch} style={{ background: primaryColor }} aria-hidden="true" />
        <TextField label="Primary colour" value={primaryColor} onChange={setPrimary} description="As #rrggbb, e.g. #ea580c" errorMessage={errors.primaryColor} />
      </div>
      <div className={styles.swatchRow}>
        <span className={styles.swatch} style={{ background: secondaryColor }} aria-hidden="true" />
        <TextField label="Secondary colour" value={secondaryColor} onChange={setSecondary} description="As #rrggbb, e.g. #fed7aa" errorMessage={errors.secondaryColor} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" isDisabled={saving}>
          {saving ? 'Saving…' : 'Save Personalization'}
        </Button>
      </div>
    </Form>
  );
}
