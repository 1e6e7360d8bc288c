// What every change on the report page does with its answer: the success refreshes the month and
// may say so; a failure shows the server's message (or a general one when the request failed).
import { failureOf, type MutationResult } from '../../relay/mutations.ts';
import { errorToast, toast } from '../../ui/toast.tsx';

interface Answer {
  readonly __typename: string;
  readonly message?: string;
}

export function handleAnswer(answer: Answer, success: string, fallback: string, then: () => void, done?: string): void {
  if (answer.__typename === success) {
    if (done) toast({ title: done });
    then();
    return;
  }
  errorToast(answer.message ?? fallback);
}

/** A request that got no answer (offline, a server error). */
export const failed = (message: string) => (): void => {
  errorToast(message);
};

/** A dialog's save: on success say so and close; a refused field shows its message beside it. */
export function handleFormAnswer(
  answer: MutationResult,
  success: string,
  messages: { done: string; fallback: string },
  setErrors: (fields: Record<string, string>) => void,
  close: () => void,
): void {
  if (answer.__typename === success) {
    toast({ title: messages.done });
    close();
    return;
  }
  const failure = failureOf(answer, messages.fallback);
  setErrors(failure.fields);
  if (Object.keys(failure.fields).length === 0) errorToast(failure.message);
}
