// The language the browser's speech recognition listens in for each of the app's languages (a BCP
// 47 tag with its region, as recognisers want one): the notes' voice box and the assistant's
// microphone both listen in the app's language. Typed by the app's list of languages, so a new
// language does not compile until it has its tag here.
import type { LANGUAGES } from './languages.ts';

type AppLanguage = (typeof LANGUAGES)[number]['code'];

const SPEECH_LANGUAGES: Readonly<Record<AppLanguage, string>> = {
  en: 'en-US',
  es: 'es-ES',
  pt: 'pt-BR',
  fr: 'fr-FR',
  ar: 'ar-SA',
};

const isAppLanguage = (language: string): language is AppLanguage => Object.hasOwn(SPEECH_LANGUAGES, language);

/** The recogniser's language for an app language; American English for the pseudo-locales' English text and any other. */
export const speechLanguageOf = (language: string): string => (isAppLanguage(language) ? SPEECH_LANGUAGES[language] : SPEECH_LANGUAGES.en);
