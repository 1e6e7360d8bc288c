// A refusal meant for the user, thrown from a query or subscription resolver (where there is no
// result union): as a GraphQL error that masking lets through, with its HTTP status.
import { GraphQLError } from 'graphql';
import { AppError } from './errors.ts';

export async function exposed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) {
      throw new GraphQLError(error.message, { extensions: { code: error.code, http: { status: error.status } } });
    }
    throw error;
  }
}
