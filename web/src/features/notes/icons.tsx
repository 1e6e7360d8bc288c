// The icons of Personal Notes and Ministry Ideas, from lucide-react (drawn as SVG, so they show on
// phones without an emoji font). Each is decorative: the button around it carries the name.
import { NotebookPen, Pencil, X } from 'lucide-react';

const SIZE = 20;

export const EditIcon = () => <Pencil size={SIZE} aria-hidden focusable={false} />;
export const ClearIcon = () => <X size={SIZE} aria-hidden focusable={false} />;
export const EmptyNotesIcon = () => <NotebookPen size={40} aria-hidden focusable={false} />;
