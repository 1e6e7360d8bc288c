/**
 * @generated SignedSource<<467576d03994dfa0ca560589771ac518>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateNoteInput = {
  address?: string | null | undefined;
  category?: string | null | undefined;
  clientId?: string | null | undefined;
  content?: string | null | undefined;
  householderName?: string | null | undefined;
  literatureLeft?: string | null | undefined;
  timeContacted?: string | null | undefined;
  title?: string | null | undefined;
};
export type queueCreateNoteMutation$variables = {
  input: CreateNoteInput;
};
export type queueCreateNoteMutation$data = {
  readonly createNote: {
    readonly __typename: string;
  };
};
export type queueCreateNoteMutation = {
  response: queueCreateNoteMutation$data;
  variables: queueCreateNoteMutation$variables;
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
    "name": "createNote",
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
    "name": "queueCreateNoteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "queueCreateNoteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5db61eff2979483d2f0ca964295d600d",
    "id": null,
    "metadata": {},
    "name": "queueCreateNoteMutation",
    "operationKind": "mutation",
    "text": "mutation queueCreateNoteMutation(\n  $input: CreateNoteInput!\n) {\n  createNote(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "0f12c6e9d38f0f5c85654dfbdb483445";

export default node;
