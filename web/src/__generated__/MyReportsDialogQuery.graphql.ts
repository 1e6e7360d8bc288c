/**
 * @generated SignedSource<<7b6121e3554317b17bd43f095769cd46>>
 * @relayHash 73dca3b6c071db2059d8a592d5e48b7c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca067200639f306cebbc3438d3230fc38f4918a60aa485319c3d20dfd6993460

import { ConcreteRequest } from 'relay-runtime';
export type ReportStatus = "IN_PROGRESS" | "OPEN" | "RESOLVED";
export type MyReportsDialogQuery$variables = Record<PropertyKey, never>;
export type MyReportsDialogQuery$data = {
  readonly viewer: {
    readonly customAppRequests: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly answer: string | null | undefined;
          readonly createdAt: any;
          readonly description: string;
          readonly id: string;
          readonly status: ReportStatus;
        };
      }>;
    };
    readonly problemReports: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly answer: string | null | undefined;
          readonly createdAt: any;
          readonly description: string;
          readonly id: string;
          readonly status: ReportStatus;
        };
      }>;
    };
    readonly suggestions: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly answer: string | null | undefined;
          readonly createdAt: any;
          readonly id: string;
          readonly status: ReportStatus;
          readonly suggestion: string;
        };
      }>;
    };
  } | null | undefined;
};
export type MyReportsDialogQuery = {
  response: MyReportsDialogQuery$data;
  variables: MyReportsDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
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
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "answer",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v5 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "description",
    "storageKey": null
  },
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v6 = {
  "alias": null,
  "args": (v0/*:: as any*/),
  "concreteType": "UserProblemReportsConnection",
  "kind": "LinkedField",
  "name": "problemReports",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UserProblemReportsConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ProblemReport",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "problemReports(first:20)"
},
v7 = {
  "alias": null,
  "args": (v0/*:: as any*/),
  "concreteType": "UserSuggestionsConnection",
  "kind": "LinkedField",
  "name": "suggestions",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UserSuggestionsConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Suggestion",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "suggestion",
              "storageKey": null
            },
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "suggestions(first:20)"
},
v8 = {
  "alias": null,
  "args": (v0/*:: as any*/),
  "concreteType": "UserCustomAppRequestsConnection",
  "kind": "LinkedField",
  "name": "customAppRequests",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UserCustomAppRequestsConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CustomAppRequest",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "customAppRequests(first:20)"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyReportsDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyReportsDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ca067200639f306cebbc3438d3230fc38f4918a60aa485319c3d20dfd6993460",
    "metadata": {},
    "name": "MyReportsDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cf7a4437477fd6b8acd7cac4a3f2302e";

export default node;
