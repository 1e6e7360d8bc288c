/**
 * @generated SignedSource<<e8a8be8eeab1370389c76d6a78e61ba2>>
 * @relayHash bee82c2ff0d0b367308def47a2bc78cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 23ee3a157fafb3be1c5d21d34d25fe4dcdbb2e4569c953412b4ca2974beeeeb8

import { ConcreteRequest } from 'relay-runtime';
export type ReportStatus = "IN_PROGRESS" | "OPEN" | "RESOLVED";
export type SendProblemReportInput = {
  browserInfo?: string | null | undefined;
  description?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  problemType?: string | null | undefined;
  stepsToReproduce?: string | null | undefined;
  timestamp?: string | null | undefined;
  url?: string | null | undefined;
};
export type useSendProblemReportMutation$variables = {
  input: SendProblemReportInput;
};
export type useSendProblemReportMutation$data = {
  readonly sendProblemReport: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly ok?: boolean;
    readonly report?: {
      readonly id: string;
      readonly status: ReportStatus;
    } | null | undefined;
  };
};
export type useSendProblemReportMutation = {
  response: useSendProblemReportMutation$data;
  variables: useSendProblemReportMutation$variables;
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
    "name": "sendProblemReport",
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
            "concreteType": "ProblemReport",
            "kind": "LinkedField",
            "name": "report",
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
        "type": "ProblemReportSent",
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
    "name": "useSendProblemReportMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendProblemReportMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "23ee3a157fafb3be1c5d21d34d25fe4dcdbb2e4569c953412b4ca2974beeeeb8",
    "metadata": {},
    "name": "useSendProblemReportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6f64ffbd5334b6ee1fc632129defe90d";

export default node;
