// Where the experiences' images are stored (an account's deletion removes them), and the reading
// of an image field of a form, which territories share.
export { chosenImage, imageDir } from './service.ts';
