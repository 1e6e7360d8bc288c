/**
 * @generated SignedSource<<db33fef9653930c21af07fb556de665a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GroupMemberRequestInput = {
  id: string;
};
export type WaitingMembersDeclineMutation$variables = {
  input: GroupMemberRequestInput;
};
export type WaitingMembersDeclineMutation$data = {
  readonly declineGroupMember: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type WaitingMembersDeclineMutation = {
  response: WaitingMembersDeclineMutation$data;
  variables: WaitingMembersDeclineMutation$variables;
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
    "name": "declineGroupMember",
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
    "name": "WaitingMembersDeclineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WaitingMembersDeclineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "76926cf1b1e61d2dd1f525075e26afe6",
    "id": null,
    "metadata": {},
    "name": "WaitingMembersDeclineMutation",
    "operationKind": "mutation",
    "text": "mutation WaitingMembersDeclineMutation(\n  $input: GroupMemberRequestInput!\n) {\n  declineGroupMember(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "78824d0a84af04577409deddec25e399";

export default node;
