// Helpers shared by the mutation hooks: a mutation's result union is either its success type or
// an `Error`; these turn a failure into what a form shows.
export interface FieldIssue {
  readonly path: string;
  readonly message: string;
}

export interface MutationResult {
  readonly __typename: string;
  readonly message?: string;
  readonly fields?: ReadonlyArray<FieldIssue>;
}

export interface Failure {
  message: string;
  /** Field name → message, for inline errors under the inputs. */
  fields: Record<string, string>;
}

export function failureOf(result: MutationResult, fallback: string): Failure {
  const fields: Record<string, string> = {};
  for (const issue of result.fields ?? []) fields[issue.path] ??= issue.message;
  return { message: result.message ?? fallback, fields };
}
