// What the transcriber offers the assistant: the browser's speech recognition and a dictation
// session on it.
export { speechRecognition, TranscriptionSession } from './recognition.ts';
