/**
 * @generated SignedSource<<5dab379a365e2ea8c6afd7a66599ce55>>
 * @relayHash da4fed5f26d8470b361ad080ce328215
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4994a6a82cfd3514eed321e1e853c98b350060554027ccec8d8ca9e4086dc5e

import { ConcreteRequest } from 'relay-runtime';
export type ReturnVisitHandoverIdInput = {
  id: string;
};
export type useAcceptHandoverMutation$variables = {
  input: ReturnVisitHandoverIdInput;
};
export type useAcceptHandoverMutation$data = {
  readonly acceptReturnVisitHandover: {
    readonly __typename: string;
    readonly deletedId?: string;
    readonly message?: string;
    readonly returnVisit?: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useAcceptHandoverMutation = {
  response: useAcceptHandoverMutation$data;
  variables: useAcceptHandoverMutation$variables;
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
    "name": "acceptReturnVisitHandover",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deletedId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ReturnVisit",
            "kind": "LinkedField",
            "name": "returnVisit",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ReturnVisitHandoverAccepted",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "useAcceptHandoverMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcceptHandoverMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e4994a6a82cfd3514eed321e1e853c98b350060554027ccec8d8ca9e4086dc5e",
    "metadata": {},
    "name": "useAcceptHandoverMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "57d44189655d4992866d4cfe833ef8f9";

export default node;
