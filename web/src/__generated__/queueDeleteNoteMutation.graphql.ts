/**
 * @generated SignedSource<<553ef6aba8e2058c0e221a704af47421>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteNoteInput = {
  id: string;
};
export type queueDeleteNoteMutation$variables = {
  input: DeleteNoteInput;
};
export type queueDeleteNoteMutation$data = {
  readonly deleteNote: {
    readonly __typename: string;
  };
};
export type queueDeleteNoteMutation = {
  response: queueDeleteNoteMutation$data;
  variables: queueDeleteNoteMutation$variables;
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
    "name": "deleteNote",
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
    "name": "queueDeleteNoteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "queueDeleteNoteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8884fb72e4ec0afeaf9aa73832fa5879",
    "id": null,
    "metadata": {},
    "name": "queueDeleteNoteMutation",
    "operationKind": "mutation",
    "text": "mutation queueDeleteNoteMutation(\n  $input: DeleteNoteInput!\n) {\n  deleteNote(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "47e52f27c5ec57036605e0ea27ce6d88";

export default node;
