/**
 * @generated SignedSource<<c81daa4b608ba0988a74ed2c40b99c0a>>
 * @relayHash 0df9ff709a4443437bfffef3774c715d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54782c2cff25184600c14d61fc7074bfdfbcfbbb4753a1582d8d4354ff833726

import { ConcreteRequest } from 'relay-runtime';
export type AlertResponseKind = "CAN_HELP" | "MESSAGE" | "ON_MY_WAY";
export type RespondToAlertInput = {
  alertId?: string | null | undefined;
  message?: string | null | undefined;
  status?: AlertResponseKind | null | undefined;
};
export type useRespondToAlertMutation$variables = {
  input: RespondToAlertInput;
};
export type useRespondToAlertMutation$data = {
  readonly respondToAlert: {
    readonly __typename: string;
    readonly alert?: {
      readonly id: string;
      readonly responses: ReadonlyArray<{
        readonly id: string;
        readonly isMine: boolean;
        readonly message: string | null | undefined;
        readonly respondedAt: any;
        readonly responderName: string;
        readonly status: AlertResponseKind;
      }>;
    };
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
  };
};
export type useRespondToAlertMutation = {
  response: useRespondToAlertMutation$data;
  variables: useRespondToAlertMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
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
    "name": "respondToAlert",
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
            "concreteType": "EmergencyAlert",
            "kind": "LinkedField",
            "name": "alert",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AlertResponse",
                "kind": "LinkedField",
                "name": "responses",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "responderName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isMine",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "respondedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AlertResponded",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/)
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
              (v2/*:: as any*/)
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
    "name": "useRespondToAlertMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRespondToAlertMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "54782c2cff25184600c14d61fc7074bfdfbcfbbb4753a1582d8d4354ff833726",
    "metadata": {},
    "name": "useRespondToAlertMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "155069e5ae8ee31c88a363b2e875841a";

export default node;
