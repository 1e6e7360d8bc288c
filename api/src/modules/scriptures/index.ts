// The scriptures' rules, inputs and node, for the offline write path, the export and the assistant.
export { createScriptureInput, MESSAGES, updateScriptureFields } from './inputs.ts';
export { ScriptureNode } from './schema.ts';
export { createScripture, deleteScripture, updateScripture } from './service.ts';
