// The videos' rules, inputs and node, for the offline write path and the export.
export { createVideoInput, MESSAGES } from './inputs.ts';
export { VideoNode } from './schema.ts';
export { createVideo, deleteVideo } from './service.ts';
