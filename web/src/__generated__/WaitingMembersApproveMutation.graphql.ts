/**
 * @generated SignedSource<<d35c8236266c75e12cfa306ea35b7c5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "87a5cec0c0a4bb6badb6e8184adb39a7",
    "id": null,
    "metadata": {},
    "name": "WaitingMembersApproveMutation",
    "operationKind": "mutation",
    "text": "mutation WaitingMembersApproveMutation(\n  $input: GroupMemberRequestInput!\n) {\n  approveGroupMember(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c2f13c505e7969f46536d27266f12c9";

export default node;
