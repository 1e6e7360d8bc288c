// What the experiences offer Personal Notes: the panel of the member's experiences, with its query.
export { ExperiencesPanel, experiencesPanelQuery } from './ExperiencesPanel.tsx';
