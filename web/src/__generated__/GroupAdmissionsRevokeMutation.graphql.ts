/**
 * @generated SignedSource<<2503b2e27ad5600d57651ee7d34045da>>
 * @relayHash 3b824ab42d8adbebb1220a2867a3dd38
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 97fb0082aaeb9c1cf63a706379e0917054e5d13e166272b5b7eefdbc927d5fa4

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
    "id": "97fb0082aaeb9c1cf63a706379e0917054e5d13e166272b5b7eefdbc927d5fa4",
    "metadata": {},
    "name": "GroupAdmissionsRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a8f56796b8c09a13b51b557859055a62";

export default node;
