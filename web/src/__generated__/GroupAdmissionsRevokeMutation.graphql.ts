/**
 * @generated SignedSource<<4da2090e70b5e8f47ef90136a8f03204>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RevokeGroupInvitationInput = {
  id: string;
};
export type GroupAdmissionsRevokeMutation$variables = {
  input: RevokeGroupInvitationInput;
};
export type GroupAdmissionsRevokeMutation$data = {
  readonly revokeGroupInvitation: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type GroupAdmissionsRevokeMutation = {
  response: GroupAdmissionsRevokeMutation$data;
  variables: GroupAdmissionsRevokeMutation$variables;
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
    "name": "revokeGroupInvitation",
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
    "name": "GroupAdmissionsRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupAdmissionsRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3b824ab42d8adbebb1220a2867a3dd38",
    "id": null,
    "metadata": {},
    "name": "GroupAdmissionsRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation GroupAdmissionsRevokeMutation(\n  $input: RevokeGroupInvitationInput!\n) {\n  revokeGroupInvitation(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a8f56796b8c09a13b51b557859055a62";

export default node;
