/**
 * @generated SignedSource<<05a284a99b7a2a91de408f190cbc5dc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GroupMemberRequestInput = {
  id: string;
};
export type GroupAdmissionsDecideMutation$variables = {
  input: GroupMemberRequestInput;
};
export type GroupAdmissionsDecideMutation$data = {
  readonly approveGroupMember: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type GroupAdmissionsDecideMutation = {
  response: GroupAdmissionsDecideMutation$data;
  variables: GroupAdmissionsDecideMutation$variables;
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
    "name": "GroupAdmissionsDecideMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupAdmissionsDecideMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6789aadb72133cf3d0bcc35ad73bbdbd",
    "id": null,
    "metadata": {},
    "name": "GroupAdmissionsDecideMutation",
    "operationKind": "mutation",
    "text": "mutation GroupAdmissionsDecideMutation(\n  $input: GroupMemberRequestInput!\n) {\n  approveGroupMember(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2cd557af043a03ab9f9a55dcf705fbce";

export default node;
