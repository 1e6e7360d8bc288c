// The transcripts' input rule, for the export's import.
export { createTranscriptInput } from './inputs.ts';
