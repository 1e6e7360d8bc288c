// Where the experiences' images are stored (an account's deletion removes them), the reading of
// an image field of a form, which territories share, and the writes the device's outbox delivers
// (docs/product/offline.md).
export { chosenImage, createExperience, deleteExperience, imageDir, updateExperience } from './service.ts';
export { createExperienceInput, experienceFields, MESSAGES } from './inputs.ts';
export { MinistryExperienceNode } from './schema.ts';
