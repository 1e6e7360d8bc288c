/** The recognition languages offered, as BCP 47 codes; their names are in the transcriber catalogue. */
export const LANGUAGES = ['en-US', 'en-GB', 'es-ES', 'es-MX', 'fr-FR', 'de-DE', 'it-IT', 'pt-BR', 'zh-CN', 'ja-JP', 'ko-KR', 'ar-SA'] as const;
