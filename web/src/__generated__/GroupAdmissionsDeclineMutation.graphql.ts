/**
 * @generated SignedSource<<9440c4d5e4f2aa3581331eaeca335178>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GroupMemberRequestInput = {
  id: string;
};
export type GroupAdmissionsDeclineMutation$variables = {
  input: GroupMemberRequestInput;
};
export type GroupAdmissionsDeclineMutation$data = {
  readonly declineGroupMember: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type GroupAdmissionsDeclineMutation = {
  response: GroupAdmissionsDeclineMutation$data;
  variables: GroupAdmissionsDeclineMutation$variables;
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
    "name": "GroupAdmissionsDeclineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupAdmissionsDeclineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dc6d183f52a548337b90dc4c2d3eb872",
    "id": null,
    "metadata": {},
    "name": "GroupAdmissionsDeclineMutation",
    "operationKind": "mutation",
    "text": "mutation GroupAdmissionsDeclineMutation(\n  $input: GroupMemberRequestInput!\n) {\n  declineGroupMember(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f72a51556c71429399e16b3d8d4a9482";

export default node;
