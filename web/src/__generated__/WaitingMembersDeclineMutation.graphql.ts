/**
 * @generated SignedSource<<986a12d1a479409df20e7421dcd0fdb6>>
 * @relayHash 76926cf1b1e61d2dd1f525075e26afe6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b7bce74753d370e585276cd924bff1d66346595d7c20e53c2e24a77d199941bb

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
    "id": "b7bce74753d370e585276cd924bff1d66346595d7c20e53c2e24a77d199941bb",
    "metadata": {},
    "name": "WaitingMembersDeclineMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "78824d0a84af04577409deddec25e399";

export default node;
