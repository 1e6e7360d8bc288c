/**
 * @generated SignedSource<<f5f9c08cecb88734560418623ebaddc9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateNoteInput = {
  address?: string | null | undefined;
  category?: string | null | undefined;
  content?: string | null | undefined;
  householderName?: string | null | undefined;
  id: string;
  literatureLeft?: string | null | undefined;
  timeContacted?: string | null | undefined;
  title?: string | null | undefined;
};
export type queueUpdateNoteMutation$variables = {
  input: UpdateNoteInput;
};
export type queueUpdateNoteMutation$data = {
  readonly updateNote: {
    readonly __typename: string;
  };
};
export type queueUpdateNoteMutation = {
  response: queueUpdateNoteMutation$data;
  variables: queueUpdateNoteMutation$variables;
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
    "name": "updateNote",
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
    "name": "queueUpdateNoteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "queueUpdateNoteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ca6002d15dcf0ffd7c0c43cbe1b9ad4c",
    "id": null,
    "metadata": {},
    "name": "queueUpdateNoteMutation",
    "operationKind": "mutation",
    "text": "mutation queueUpdateNoteMutation(\n  $input: UpdateNoteInput!\n) {\n  updateNote(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "b2346e7ba92cc4d807bcd6629238b36a";

export default node;
