/**
 * @generated SignedSource<<0ecb8d2f01369543b9b429858c4a4353>>
 * @relayHash 265ccd9b8b3c7c7bec367d8551acf783
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0211e1b295865f73d1ef75da7cdf4ed4df1ccce3c33017ca4f7af86238e6b05d

import { ConcreteRequest } from 'relay-runtime';
export type ReportRole = "AUXILIARY_PIONEER" | "FIELD_MISSIONARY" | "PUBLISHER" | "REGULAR_PIONEER" | "SPECIAL_PIONEER";
export type ServiceGroupNumber = "FAMILY_AND_FRIENDS" | "GROUP_1" | "GROUP_2" | "GROUP_3" | "GROUP_4" | "GROUP_5" | "GROUP_6" | "GROUP_7" | "GROUP_8" | "NONE";
export type ServiceKind = "CART" | "HOUSE_TO_HOUSE" | "INFORMAL" | "LETTER" | "PHONE";
export type TimerRounding = "HALF_HOUR" | "HOUR" | "NONE" | "QUARTER_HOUR";
export type ReportPageQuery$variables = {
  month: string;
  timeZone: string;
  today: string;
};
export type ReportPageQuery$data = {
  readonly viewer: {
    readonly fullName: string;
    readonly groupReportTotals: {
      readonly bibleStudies: number;
      readonly groupNumber: ServiceGroupNumber;
      readonly hours: number;
      readonly members: number;
      readonly notReported: number;
      readonly reported: number;
    } | null | undefined;
    readonly id: string;
    readonly recentGpsRecordings: ReadonlyArray<{
      readonly added: boolean;
      readonly durationSeconds: number;
      readonly name: string;
      readonly routeId: string;
      readonly startedAt: any;
    }>;
    readonly reportSettings: {
      readonly annualGoalHours: number | null | undefined;
      readonly creditCapHours: number;
      readonly monthlyGoalHours: number | null | undefined;
      readonly role: ReportRole;
      readonly rounding: TimerRounding;
    };
    readonly serviceEntries: {
      readonly __id: string;
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly credit: boolean;
          readonly date: string;
          readonly id: string;
          readonly kind: ServiceKind;
          readonly minutes: number;
          readonly note: string | null | undefined;
          readonly source: string | null | undefined;
        };
      }>;
    };
    readonly serviceReport: {
      readonly annualGoalHours: number | null | undefined;
      readonly bibleStudies: number;
      readonly carriedInMinutes: number | null | undefined;
      readonly carriedOutMinutes: number | null | undefined;
      readonly creditHours: number | null | undefined;
      readonly creditHoursLeftThisYear: number | null | undefined;
      readonly month: string;
      readonly monthMinutesLeft: number | null | undefined;
      readonly monthPaceMinutesPerWeek: number | null | undefined;
      readonly monthlyGoalHours: number | null | undefined;
      readonly participated: boolean;
      readonly reminderMonth: string | null | undefined;
      readonly reportsHours: boolean;
      readonly sentAt: any | null | undefined;
      readonly standardHours: number | null | undefined;
      readonly today: string;
      readonly yearMinutesLeft: number | null | undefined;
      readonly yearPaceMinutesPerWeek: number | null | undefined;
    };
    readonly serviceTimer: {
      readonly at: any;
      readonly elapsedSeconds: number;
      readonly running: boolean;
      readonly startedAt: any | null | undefined;
    };
  } | null | undefined;
};
export type ReportPageQuery = {
  response: ReportPageQuery$data;
  variables: ReportPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "month"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "timeZone"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "today"
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
  "name": "monthlyGoalHours",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "annualGoalHours",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startedAt",
  "storageKey": null
},
v5 = {
  "kind": "Variable",
  "name": "month",
  "variableName": "month"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bibleStudies",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fullName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ReportSettings",
        "kind": "LinkedField",
        "name": "reportSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "creditCapHours",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rounding",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ServiceTimer",
        "kind": "LinkedField",
        "name": "serviceTimer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "running",
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "elapsedSeconds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "at",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          (v5/*:: as any*/),
          {
            "kind": "Variable",
            "name": "timeZone",
            "variableName": "timeZone"
          },
          {
            "kind": "Variable",
            "name": "today",
            "variableName": "today"
          }
        ],
        "concreteType": "ServiceReport",
        "kind": "LinkedField",
        "name": "serviceReport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "month",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "today",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reportsHours",
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "participated",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sentAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reminderMonth",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "standardHours",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "carriedInMinutes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "carriedOutMinutes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "creditHours",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "creditHoursLeftThisYear",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "monthMinutesLeft",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "yearMinutesLeft",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "monthPaceMinutesPerWeek",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "yearPaceMinutesPerWeek",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          },
          (v5/*:: as any*/)
        ],
        "concreteType": "ServiceEntryConnection",
        "kind": "LinkedField",
        "name": "serviceEntries",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceEntryEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceEntry",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
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
                    "name": "minutes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "credit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "note",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "source",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "GpsRecording",
        "kind": "LinkedField",
        "name": "recentGpsRecordings",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "routeId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "durationSeconds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "added",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          (v5/*:: as any*/)
        ],
        "concreteType": "GroupReportTotals",
        "kind": "LinkedField",
        "name": "groupReportTotals",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "groupNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "members",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reported",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notReported",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hours",
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
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
    "name": "ReportPageQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportPageQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "id": "0211e1b295865f73d1ef75da7cdf4ed4df1ccce3c33017ca4f7af86238e6b05d",
    "metadata": {},
    "name": "ReportPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "af43de18ff6f4799055455880ba854d4";

export default node;
