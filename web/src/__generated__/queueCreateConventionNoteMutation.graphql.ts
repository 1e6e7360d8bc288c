/**
 * @generated SignedSource<<c7f00fff922f9bb53e50ed01d417001b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateConventionNoteInput = {
  clientId?: string | null | undefined;
  content?: string | null | undefined;
  date?: string | null | undefined;
  scriptures?: string | null | undefined;
  session?: string | null | undefined;
  speaker?: string | null | undefined;
  title?: string | null | undefined;
};
export type queueCreateConventionNoteMutation$variables = {
  input: CreateConventionNoteInput;
};
export type queueCreateConventionNoteMutation$data = {
  readonly createConventionNote: {
    readonly __typename: string;
  };
};
export type queueCreateConventionNoteMutation = {
  response: queueCreateConventionNoteMutation$data;
  variables: queueCreateConventionNoteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createConventionNote",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "queueCreateConventionNoteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "queueCreateConventionNoteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1c86abb601596151d1b27eaa9bcc6ebf",
    "id": null,
    "metadata": {},
    "name": "queueCreateConventionNoteMutation",
    "operationKind": "mutation",
    "text": "mutation queueCreateConventionNoteMutation(\n  $input: CreateConventionNoteInput!\n) {\n  createConventionNote(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "82a0dfda4d3b00015299a014a1f9aa0f";

export default node;
