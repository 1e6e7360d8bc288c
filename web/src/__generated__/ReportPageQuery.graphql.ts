/**
 * @generated SignedSource<<e33c17e232bb08de5c41dc382523c407>>
 * @relayHash fea7aee973c15fecea286b25b106704f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a9bfd12fe16bd8ed191ae8fa55c6d503054006b045eb7dc2f2ed20f83f18412

import { ConcreteRequest } from 'relay-runtime';
export type ReportRole = "AUXILIARY_PIONEER" | "FIELD_MISSIONARY" | "PUBLISHER" | "REGULAR_PIONEER" | "SPECIAL_PIONEER";
export type ServiceGroupNumber = "FAMILY_AND_FRIENDS" | "GROUP_1" | "GROUP_2" | "GROUP_3" | "GROUP_4" | "GROUP_5" | "GROUP_6" | "GROUP_7" | "GROUP_8" | "NONE";
export type ServiceKind = "CART" | "HOUSE_TO_HOUSE" | "INFORMAL" | "LETTER" | "PHONE";
export type TimerRounding = "HALF_HOUR" | "HOUR" | "NONE" | "QUARTER_HOUR";
export type ReportPageQuery$variables = {
  lastDay: string;
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
    readonly monthEndEvents: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly title: string;
        };
      }>;
    };
    readonly preferences: {
      readonly ministryReminders: boolean;
      readonly notifications: boolean;
    };
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
  readonly webPushPublicKey: string;
};
export type ReportPageQuery = {
  response: ReportPageQuery$data;
  variables: ReportPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lastDay"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "month"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "timeZone"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "today"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "webPushPublicKey",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Preferences",
  "kind": "LinkedField",
  "name": "preferences",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ministryReminders",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notifications",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  },
  {
    "kind": "Variable",
    "name": "from",
    "variableName": "lastDay"
  },
  {
    "kind": "Variable",
    "name": "to",
    "variableName": "lastDay"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "monthlyGoalHours",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "annualGoalHours",
  "storageKey": null
},
v12 = {
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
    (v10/*:: as any*/),
    (v11/*:: as any*/),
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
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startedAt",
  "storageKey": null
},
v14 = {
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
    (v13/*:: as any*/),
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
v15 = {
  "kind": "Variable",
  "name": "month",
  "variableName": "month"
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bibleStudies",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": [
    (v15/*:: as any*/),
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
    (v16/*:: as any*/),
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
    (v10/*:: as any*/),
    (v11/*:: as any*/),
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
v18 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 100
    },
    (v15/*:: as any*/)
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
            (v5/*:: as any*/),
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
v19 = {
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
    (v13/*:: as any*/),
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
v20 = {
  "alias": null,
  "args": [
    (v15/*:: as any*/)
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
    (v16/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportPageQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": "monthEndEvents",
            "args": (v8/*:: as any*/),
            "concreteType": "CalendarEventConnection",
            "kind": "LinkedField",
            "name": "calendarEvents",
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
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v12/*:: as any*/),
          (v14/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/)
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ReportPageQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": "monthEndEvents",
            "args": (v8/*:: as any*/),
            "concreteType": "CalendarEventConnection",
            "kind": "LinkedField",
            "name": "calendarEvents",
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
                      (v9/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v12/*:: as any*/),
          (v14/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5a9bfd12fe16bd8ed191ae8fa55c6d503054006b045eb7dc2f2ed20f83f18412",
    "metadata": {},
    "name": "ReportPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bf12b713406b166ee3fcb0612e9e1332";

export default node;
