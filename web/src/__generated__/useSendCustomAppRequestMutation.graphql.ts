/**
 * @generated SignedSource<<1184b01d6c96d840c3b2ecc042f460bc>>
 * @relayHash 3d343200c608475ac6e1c74ab4380b9a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68e2cc0643a8d1731fd4549a9aae738ad5640b3c61a87a27c9d43d6924dd1f93

import { ConcreteRequest } from 'relay-runtime';
export type ReportStatus = "IN_PROGRESS" | "OPEN" | "RESOLVED";
export type SendCustomAppRequestInput = {
  budget?: string | null | undefined;
  description?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  projectType?: string | null | undefined;
  timeline?: string | null | undefined;
};
export type useSendCustomAppRequestMutation$variables = {
  input: SendCustomAppRequestInput;
};
export type useSendCustomAppRequestMutation$data = {
  readonly sendCustomAppRequest: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly ok?: boolean;
    readonly request?: {
      readonly id: string;
      readonly status: ReportStatus;
    } | null | undefined;
  };
};
export type useSendCustomAppRequestMutation = {
  response: useSendCustomAppRequestMutation$data;
  variables: useSendCustomAppRequestMutation$variables;
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
    "name": "sendCustomAppRequest",
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
            "name": "ok",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CustomAppRequest",
            "kind": "LinkedField",
            "name": "request",
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
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CustomAppRequestSent",
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
    "name": "useSendCustomAppRequestMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendCustomAppRequestMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "68e2cc0643a8d1731fd4549a9aae738ad5640b3c61a87a27c9d43d6924dd1f93",
    "metadata": {},
    "name": "useSendCustomAppRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c6aea912a60c4371c8accd5344101465";

export default node;
