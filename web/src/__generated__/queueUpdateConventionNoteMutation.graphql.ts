/**
 * @generated SignedSource<<12230fcde84cc56fc878f86817844c13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateConventionNoteInput = {
  content?: string | null | undefined;
  date?: string | null | undefined;
  id: string;
  scriptures?: string | null | undefined;
  session?: string | null | undefined;
  speaker?: string | null | undefined;
  title?: string | null | undefined;
};
export type queueUpdateConventionNoteMutation$variables = {
  input: UpdateConventionNoteInput;
};
export type queueUpdateConventionNoteMutation$data = {
  readonly updateConventionNote: {
    readonly __typename: string;
  };
};
export type queueUpdateConventionNoteMutation = {
  response: queueUpdateConventionNoteMutation$data;
  variables: queueUpdateConventionNoteMutation$variables;
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
    "name": "updateConventionNote",
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
    "name": "queueUpdateConventionNoteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "queueUpdateConventionNoteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f7c3f77d35bb86bf29b8d7b6aae014e4",
    "id": null,
    "metadata": {},
    "name": "queueUpdateConventionNoteMutation",
    "operationKind": "mutation",
    "text": "mutation queueUpdateConventionNoteMutation(\n  $input: UpdateConventionNoteInput!\n) {\n  updateConventionNote(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "0922ea23e414e7f0dc2ac2500a852a65";

export default node;
