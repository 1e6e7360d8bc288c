/**
 * @generated SignedSource<<f2720829bc360c832fa4d258fbdb654c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CalendarEventPriority = "CRITICAL" | "HIGH" | "LOW" | "MEDIUM";
export type CalendarEventType = "ACTIVITY" | "ASSEMBLY" | "CONVENTION" | "FIELD_SERVICE" | "MEETING" | "MEMORIAL" | "SPECIAL_DAY" | "STUDY";
import { FragmentRefs } from "relay-runtime";
export type UpcomingEvents_viewer$data = {
  readonly id: string;
  readonly upcomingEvents: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly alarmEnabled: boolean;
        readonly alarmTime: any | null | undefined;
        readonly attendees: number;
        readonly date: string;
        readonly id: string;
        readonly location: string | null | undefined;
        readonly priority: CalendarEventPriority;
        readonly time: string;
        readonly title: string;
        readonly type: CalendarEventType;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingReturnVisits_viewer">;
  readonly " $fragmentType": "UpcomingEvents_viewer";
};
export type UpcomingEvents_viewer$key = {
  readonly " $data"?: UpcomingEvents_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingEvents_viewer">;
};

import UpcomingEventsPaginationQuery_graphql from './UpcomingEventsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "upcomingEvents"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "today"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": UpcomingEventsPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "UpcomingEvents_viewer",
  "selections": [
    {
      "args": [
        {
          "kind": "Variable",
          "name": "today",
          "variableName": "today"
        }
      ],
      "kind": "FragmentSpread",
      "name": "UpcomingReturnVisits_viewer"
    },
    {
      "alias": "upcomingEvents",
      "args": [
        {
          "kind": "Variable",
          "name": "from",
          "variableName": "today"
        }
      ],
      "concreteType": "CalendarEventConnection",
      "kind": "LinkedField",
      "name": "__UpcomingEvents_upcomingEvents_connection",
      "plural": false,
      "selections": [
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
                (v1/*:: as any*/),
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
                  "name": "type",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "priority",
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
                  "name": "attendees",
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
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "d96f310ee47fbea01866e7c18c11eb84";

export default node;
