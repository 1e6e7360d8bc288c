/**
 * @generated SignedSource<<b5ded9d2cc5bec3b27bab33a2df2388f>>
 * @relayHash da88f8b845b40515369c4219189daabd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f664d843794dbdd0aadf71a5c1d34068ac3b71890fd178dd0990c2b9fb56211d

import { ConcreteRequest } from 'relay-runtime';
export type useClearFirstLoginMutation$variables = Record<PropertyKey, never>;
export type useClearFirstLoginMutation$data = {
  readonly updateDesign: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly isFirstLogin: boolean;
    };
  };
};
export type useClearFirstLoginMutation = {
  response: useClearFirstLoginMutation$data;
  variables: useClearFirstLoginMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "input",
        "value": {
          "isFirstLogin": false
        }
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateDesign",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
                "name": "isFirstLogin",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "DesignUpdated",
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
    "storageKey": "updateDesign(input:{\"isFirstLogin\":false})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useClearFirstLoginMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useClearFirstLoginMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f664d843794dbdd0aadf71a5c1d34068ac3b71890fd178dd0990c2b9fb56211d",
    "metadata": {},
    "name": "useClearFirstLoginMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9a456994a7295f46a36ccc4e086346c8";

export default node;
