/**
 * @generated SignedSource<<5fa2680f936c61b617589ec923dee181>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteConventionNoteInput = {
  id: string;
};
export type queueDeleteConventionNoteMutation$variables = {
  input: DeleteConventionNoteInput;
};
export type queueDeleteConventionNoteMutation$data = {
  readonly deleteConventionNote: {
    readonly __typename: string;
  };
};
export type queueDeleteConventionNoteMutation = {
  response: queueDeleteConventionNoteMutation$data;
  variables: queueDeleteConventionNoteMutation$variables;
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
    "name": "deleteConventionNote",
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
    "name": "queueDeleteConventionNoteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "queueDeleteConventionNoteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "826ed7bd3be0d3949b600af84882ccba",
    "id": null,
    "metadata": {},
    "name": "queueDeleteConventionNoteMutation",
    "operationKind": "mutation",
    "text": "mutation queueDeleteConventionNoteMutation(\n  $input: DeleteConventionNoteInput!\n) {\n  deleteConventionNote(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "ffb2fcb1f684ec5970c3c06dd370565e";

export default node;
