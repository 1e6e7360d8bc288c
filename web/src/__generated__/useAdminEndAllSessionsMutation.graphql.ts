/**
 * @generated SignedSource<<03c51fc11531d33b9b3250501a3d8a97>>
 * @relayHash ff58d79a917439687f435fa3d6056b8e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65e657b77323c4e6e4eadcaa2baa7587c4f230c788d6643bd5fab0256f5e1827

import { ConcreteRequest } from 'relay-runtime';
export type useAdminEndAllSessionsMutation$variables = Record<PropertyKey, never>;
export type useAdminEndAllSessionsMutation$data = {
  readonly adminEndAllSessions: {
    readonly __typename: string;
    readonly endedCount?: number;
    readonly message?: string;
  };
};
export type useAdminEndAllSessionsMutation = {
  response: useAdminEndAllSessionsMutation$data;
  variables: useAdminEndAllSessionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminEndAllSessions",
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
            "name": "endedCount",
            "storageKey": null
          }
        ],
        "type": "AllSessionsEnded",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAdminEndAllSessionsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAdminEndAllSessionsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "65e657b77323c4e6e4eadcaa2baa7587c4f230c788d6643bd5fab0256f5e1827",
    "metadata": {},
    "name": "useAdminEndAllSessionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "70f30bcde6c6eda22a406af5e3b0b604";

export default node;
