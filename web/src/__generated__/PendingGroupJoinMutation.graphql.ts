/**
 * @generated SignedSource<<67b272d13c922317096eb764a6a66511>>
 * @relayHash ce516b5716fca82304e033a32ab2382d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e08eca9ced55ad3d02dc62bc53fcad0452045bc5c09adc6a02390544c7ca34ae

import { ConcreteRequest } from 'relay-runtime';
export type JoinGroupInput = {
  invitationCode?: string | null | undefined;
};
export type PendingGroupJoinMutation$variables = {
  input: JoinGroupInput;
};
export type PendingGroupJoinMutation$data = {
  readonly joinServiceGroup: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly user?: {
      readonly groupPending: boolean;
      readonly id: string;
    };
  };
};
export type PendingGroupJoinMutation = {
  response: PendingGroupJoinMutation$data;
  variables: PendingGroupJoinMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "joinServiceGroup",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "groupPending",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "GroupJoined",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldIssue",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "PendingGroupJoinMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PendingGroupJoinMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e08eca9ced55ad3d02dc62bc53fcad0452045bc5c09adc6a02390544c7ca34ae",
    "metadata": {},
    "name": "PendingGroupJoinMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0986ad64b24a12113f979598a9181769";

export default node;
