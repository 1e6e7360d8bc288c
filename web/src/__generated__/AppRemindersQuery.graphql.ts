/**
 * @generated SignedSource<<dafac716ee4fef2cc9b05971175252f7>>
 * @relayHash 493b82585cae696582a34c1394a3ffd1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d293ab4db1ad70114842c0667ede6903151dea0d190b21d0144221d19e10b958

import { ConcreteRequest } from 'relay-runtime';
export type AppRemindersQuery$variables = {
  count: number;
  today: string;
};
export type AppRemindersQuery$data = {
  readonly viewer: {
    readonly reminderEvents: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly alarmEnabled: boolean;
          readonly alarmTime: any | null | undefined;
          readonly date: string;
          readonly id: string;
          readonly location: string | null | undefined;
          readonly time: string;
          readonly title: string;
        };
      }>;
    };
  } | null | undefined;
};
export type AppRemindersQuery = {
  response: AppRemindersQuery$data;
  variables: AppRemindersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "today"
},
v2 = {
  "kind": "Variable",
  "name": "from",
  "variableName": "today"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "CalendarEventEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CalendarEvent",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "date",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "time",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "location",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "alarmEnabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "alarmTime",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cursor",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
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
  }
],
v5 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AppRemindersQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": "reminderEvents",
            "args": [
              (v2/*:: as any*/)
            ],
            "concreteType": "CalendarEventConnection",
            "kind": "LinkedField",
            "name": "__AppReminders_reminderEvents_connection",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AppRemindersQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": "reminderEvents",
            "args": (v5/*:: as any*/),
            "concreteType": "CalendarEventConnection",
            "kind": "LinkedField",
            "name": "calendarEvents",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "reminderEvents",
            "args": (v5/*:: as any*/),
            "filters": [
              "from"
            ],
            "handle": "connection",
            "key": "AppReminders_reminderEvents",
            "kind": "LinkedHandle",
            "name": "calendarEvents"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d293ab4db1ad70114842c0667ede6903151dea0d190b21d0144221d19e10b958",
    "metadata": {
      "connection": [
        {
          "count": "count",
          "cursor": null,
          "direction": "forward",
          "path": [
            "viewer",
            "reminderEvents"
          ]
        }
      ]
    },
    "name": "AppRemindersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "40cba035a70a64d6c19c87cbcc305e2b";

export default node;
