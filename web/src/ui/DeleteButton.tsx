// Delete as every card and row of a list shows it (docs/product/shell.md, "Forms"):
// a red bin icon, the lightest of the card's actions; `label` names what it deletes ("Delete John
// 3:16"), and the screen asks for a confirmation before anything is deleted.
import { Trash2 } from 'lucide-react';
import { Button } from './Button.tsx';

export function DeleteButton({ label, onPress, className, isDisabled }: { label: string; onPress: () => void; className?: string; isDisabled?: boolean }) {
  return (
    <Button variant="dangerIcon" aria-label={label} onPress={onPress} className={className} isDisabled={isDisabled}>
      <Trash2 aria-hidden="true" size={18} />
    </Button>
  );
}
