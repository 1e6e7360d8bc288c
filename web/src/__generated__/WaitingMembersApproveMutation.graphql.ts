/**
 * @generated SignedSource<<f7e0ccb3163a106920f9df5dd1f57ba8>>
 * @relayHash 87a5cec0c0a4bb6badb6e8184adb39a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 363c4711a707157d86d6baabffeed955a24596a4ccef5333811a6d830379e80f

import { ConcreteRequest } from 'relay-runtime';
export type GroupMemberRequestInput = {
  id: string;
};
export type WaitingMembersApproveMutation$variables = {
  input: GroupMemberRequestInput;
};
export type WaitingMembersApproveMutation$data = {
  readonly approveGroupMember: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type WaitingMembersApproveMutation = {
  response: WaitingMembersApproveMutation$data;
  variables: WaitingMembersApproveMutation$variables;
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
    "name": "approveGroupMember",
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
    "name": "WaitingMembersApproveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WaitingMembersApproveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "363c4711a707157d86d6baabffeed955a24596a4ccef5333811a6d830379e80f",
    "metadata": {},
    "name": "WaitingMembersApproveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7c2f13c505e7969f46536d27266f12c9";

export default node;
