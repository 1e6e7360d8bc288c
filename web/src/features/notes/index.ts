// What Personal Notes offer the conductor's ideas, which are notes of their own category: that
// category, the edit and delete icons, and the list's load-error boundary.
export { IDEAS_CATEGORY } from './categories.ts';
export { EditIcon } from './icons.tsx';
export { LoadErrorBoundary } from './LoadErrorBoundary.tsx';
