// graphql-js parses a document recursively, so a list or object literal nested a couple of
// thousand levels deep (still under the 4000-token limit) overflows the stack while parsing.
// That is the client's input, not a fault of the server: it is answered like any other syntax
// error (GRAPHQL_PARSE_FAILED; 400 to a client that accepts application/graphql-response+json),
// where it would otherwise be a masked 500.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const NESTED_TOO_DEEPLY = 'Syntax Error: the document is nested too deeply.';

export const useParseDepthGuard: Plugin = {
  onParse() {
    return ({ result, replaceParseResult }) => {
      if (result instanceof RangeError) {
        replaceParseResult(new GraphQLError(NESTED_TOO_DEEPLY, { extensions: { code: 'GRAPHQL_PARSE_FAILED', http: { status: 400 } } }));
      }
    };
  },
};
