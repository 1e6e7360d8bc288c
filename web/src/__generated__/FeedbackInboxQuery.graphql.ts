/**
 * @generated SignedSource<<0df89d41381a5ab6a21f99366c81fa12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedbackInboxQuery$variables = Record<PropertyKey, never>;
export type FeedbackInboxQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FeedbackInbox_customAppRequests" | "FeedbackInbox_problemReports" | "FeedbackInbox_suggestions">;
};
export type FeedbackInboxQuery = {
  response: FeedbackInboxQuery$data;
  variables: FeedbackInboxQuery$variables;
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
  "name": "totalCount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "answer",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fromMember",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = [
  "status"
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FeedbackInboxQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "FeedbackInbox_problemReports"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "FeedbackInbox_suggestions"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "FeedbackInbox_customAppRequests"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FeedbackInboxQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryProblemReportInboxConnection",
        "kind": "LinkedField",
        "name": "problemReportInbox",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryProblemReportInboxConnectionEdge",
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
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "problemType",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "stepsToReproduce",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "browserInfo",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priority",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": "problemReportInbox(first:20)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": (v13/*:: as any*/),
        "handle": "connection",
        "key": "FeedbackInbox_problemReportInbox",
        "kind": "LinkedHandle",
        "name": "problemReportInbox"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QuerySuggestionInboxConnection",
        "kind": "LinkedField",
        "name": "suggestionInbox",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QuerySuggestionInboxConnectionEdge",
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "suggestion",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": "suggestionInbox(first:20)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": (v13/*:: as any*/),
        "handle": "connection",
        "key": "FeedbackInbox_suggestionInbox",
        "kind": "LinkedHandle",
        "name": "suggestionInbox"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryCustomAppRequestInboxConnection",
        "kind": "LinkedField",
        "name": "customAppRequestInbox",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryCustomAppRequestInboxConnectionEdge",
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
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "projectType",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "budget",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "timeline",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": "customAppRequestInbox(first:20)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": (v13/*:: as any*/),
        "handle": "connection",
        "key": "FeedbackInbox_customAppRequestInbox",
        "kind": "LinkedHandle",
        "name": "customAppRequestInbox"
      }
    ]
  },
  "params": {
    "cacheID": "5e1aeaed8294fa9503d19aa29f463ad5",
    "id": null,
    "metadata": {},
    "name": "FeedbackInboxQuery",
    "operationKind": "query",
    "text": "query FeedbackInboxQuery {\n  ...FeedbackInbox_problemReports\n  ...FeedbackInbox_suggestions\n  ...FeedbackInbox_customAppRequests\n}\n\nfragment FeedbackInbox_customAppRequests on Query {\n  customAppRequestInbox(first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        ...InboxCustomAppRequest_request\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment FeedbackInbox_problemReports on Query {\n  problemReportInbox(first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        ...InboxProblemReport_report\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment FeedbackInbox_suggestions on Query {\n  suggestionInbox(first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        ...InboxSuggestion_suggestion\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment InboxCustomAppRequest_request on CustomAppRequest {\n  id\n  name\n  email\n  phone\n  projectType\n  description\n  budget\n  timeline\n  status\n  answer\n  fromMember\n  createdAt\n}\n\nfragment InboxProblemReport_report on ProblemReport {\n  id\n  name\n  email\n  problemType\n  description\n  stepsToReproduce\n  browserInfo\n  url\n  priority\n  status\n  answer\n  fromMember\n  createdAt\n}\n\nfragment InboxSuggestion_suggestion on Suggestion {\n  id\n  name\n  email\n  suggestion\n  status\n  answer\n  fromMember\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "4f7a824e2c36522a1ad7616e99cebab2";

export default node;
