/**
 * @generated SignedSource<<4dfddf8a0004ecee7da308acbb41c493>>
 * @relayHash acb0abdb5cbb53cccdf8fd8f1e088065
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3318afdd675f87079e41f94ac84a8d9e4acce1f47681cae14889ba4d1f052dd7

import { ConcreteRequest } from 'relay-runtime';
export type ServiceGroupNumber = "FAMILY_AND_FRIENDS" | "GROUP_1" | "GROUP_2" | "GROUP_3" | "GROUP_4" | "GROUP_5" | "GROUP_6" | "GROUP_7" | "GROUP_8" | "NONE";
export type GroupChoiceInput = {
  groupNumber?: ServiceGroupNumber | null | undefined;
};
export type GroupAdmissionsCreateMutation$variables = {
  input: GroupChoiceInput;
};
export type GroupAdmissionsCreateMutation$data = {
  readonly createGroupInvitation: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
  };
};
export type GroupAdmissionsCreateMutation = {
  response: GroupAdmissionsCreateMutation$data;
  variables: GroupAdmissionsCreateMutation$variables;
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
    "name": "createGroupInvitation",
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
            "name": "code",
            "storageKey": null
          }
        ],
        "type": "GroupInvitationCreated",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GroupAdmissionsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupAdmissionsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3318afdd675f87079e41f94ac84a8d9e4acce1f47681cae14889ba4d1f052dd7",
    "metadata": {},
    "name": "GroupAdmissionsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1f46e9d6d3ed454f098f98d3db65ee0d";

export default node;
