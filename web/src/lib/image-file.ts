// A picture a member attaches (an experience's, a territory's), checked on the device before it is
// sent: an image type, at most 10 MB, and its size in MB as the messages show it (two decimals).
// The messages themselves are in each area's catalogue under form.*.

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export type ImageProblem = 'imageInvalid' | 'imageTooLarge';

/** A file's size in MB (shown with two decimals). */
export const megabytes = (bytes: number) => bytes / (1024 * 1024);

/** Why a file cannot be the image (a key of form.*), or null when it can. */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!file.type.startsWith('image/')) return 'imageInvalid';
  if (file.size > MAX_IMAGE_BYTES) return 'imageTooLarge';
  return null;
}
