// After a submit the form refuses, focus goes to the first field marked invalid, inside the form
// (or its dialog), so a keyboard or screen-reader user lands on the message beside it and Escape
// still closes the dialog (docs/product/scriptures.md, "Forms").
import { useCallback, useEffect, useRef, useState } from 'react';

export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const field = ref.current?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"], [data-invalid] button');
    field?.focus();
  }, [request]);
  const focusFirstInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { ref, focusFirstInvalid };
}
