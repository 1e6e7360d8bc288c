// The English messages' types, one line per namespace: what makes `t('notes:…')` type-checked.
// A feature that adds a namespace adds its line here and its JSON file in every language.
import type common from './locales/en/common.json';
import type shell from './locales/en/shell.json';

export interface Resources {
  common: typeof common;
  shell: typeof shell;
}
