/**
 * @generated SignedSource<<ddcaf9792c5af16f327db0496f13061d>>
 * @relayHash cf6b26f9bd667b3e10f1cb72a75da532
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74650c46a66ab6a5b6d8e4fb55c77818b2181d928ef96de507d50bc80bb243af

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CalendarEventPriority = "CRITICAL" | "HIGH" | "LOW" | "MEDIUM";
export type CalendarEventType = "ACTIVITY" | "ASSEMBLY" | "CONVENTION" | "FIELD_SERVICE" | "MEETING" | "MEMORIAL" | "SPECIAL_DAY" | "STUDY";
export type ChangeAction = "create" | "delete" | "update";
export type ChangeStatus = "applied" | "refused" | "retry";
export type RecordType = "alertResponse" | "calendarEvent" | "checkIn" | "conventionNote" | "experience" | "gpsPoint" | "gpsRoute" | "hlcContact" | "note" | "pvgContact" | "returnVisit" | "returnVisitCall" | "scripture" | "serviceEntry" | "shepherdingRequest" | "statusAlert" | "territory" | "territoryHouse" | "video";
export type ServiceKind = "CART" | "HOUSE_TO_HOUSE" | "INFORMAL" | "LETTER" | "PHONE";
export type ApplyChangesInput = {
  changes: ReadonlyArray<ChangeInput>;
  owner?: string | null | undefined;
};
export type ChangeInput = {
  action: ChangeAction;
  base?: string | null | undefined;
  clientId: string;
  createdBy?: string | null | undefined;
  fields?: string | null | undefined;
  file?: any | null | undefined;
  id?: string | null | undefined;
  madeAt?: any | null | undefined;
  type: RecordType;
};
export type syncApplyChangesMutation$variables = {
  input: ApplyChangesInput;
  today: string;
};
export type syncApplyChangesMutation$data = {
  readonly applyChanges: {
    readonly __typename: string;
    readonly message?: string;
    readonly outcomes?: ReadonlyArray<{
      readonly alert: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"AlertHistory_item" | "StatusUpdate_alert">;
      } | null | undefined;
      readonly calendarEvent: {
        readonly alarmEnabled: boolean;
        readonly alarmTime: any | null | undefined;
        readonly attendees: number;
        readonly date: string;
        readonly description: string | null | undefined;
        readonly id: string;
        readonly location: string | null | undefined;
        readonly priority: CalendarEventPriority;
        readonly time: string;
        readonly title: string;
        readonly type: CalendarEventType;
      } | null | undefined;
      readonly calledReturnVisit: {
        readonly id: string;
        readonly lastCallDate: string | null | undefined;
        readonly nextVisitDate: string | null | undefined;
      } | null | undefined;
      readonly clientId: string;
      readonly conflictCopyId: string | null | undefined;
      readonly contact: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ContactCard_contact">;
      } | null | undefined;
      readonly conventionNote: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ConventionNoteCard_note" | "ScriptureReferences_notes">;
      } | null | undefined;
      readonly experience: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"OwnExperienceCard_experience">;
      } | null | undefined;
      readonly gpsRoute: {
        readonly distanceMeters: number;
        readonly durationSeconds: number;
        readonly id: string;
        readonly name: string;
        readonly pointCount: number;
        readonly sessionId: string;
        readonly startedAt: any;
      } | null | undefined;
      readonly message: string | null | undefined;
      readonly note: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"NoteCard_note">;
      } | null | undefined;
      readonly recordId: string | null | undefined;
      readonly respondedAlert: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"StatusUpdate_alert">;
      } | null | undefined;
      readonly returnVisit: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ReturnVisitCard_visit">;
      } | null | undefined;
      readonly returnVisitCall: {
        readonly date: string;
        readonly id: string;
        readonly notes: string | null | undefined;
        readonly publication: string | null | undefined;
      } | null | undefined;
      readonly scripture: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ScriptureItem_scripture">;
      } | null | undefined;
      readonly serviceEntry: {
        readonly credit: boolean;
        readonly date: string;
        readonly id: string;
        readonly kind: ServiceKind;
        readonly minutes: number;
        readonly note: string | null | undefined;
        readonly source: string | null | undefined;
      } | null | undefined;
      readonly shepherdingRequest: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ShepherdingRequestItem_request">;
      } | null | undefined;
      readonly status: ChangeStatus;
      readonly territory: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"TerritoryCard_territory" | "TerritoryFormDialog_territory">;
      } | null | undefined;
      readonly territoryHouse: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"HouseItem_house">;
      } | null | undefined;
      readonly video: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"VideoCard_video">;
      } | null | undefined;
    }>;
  };
};
export type syncApplyChangesMutation = {
  response: syncApplyChangesMutation$data;
  variables: syncApplyChangesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "today"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recordId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "conflictCopyId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "StatusUpdate_alert"
},
v10 = [
  {
    "kind": "Variable",
    "name": "today",
    "variableName": "today"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notes",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publication",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "ReturnVisitCall",
  "kind": "LinkedField",
  "name": "returnVisitCall",
  "plural": false,
  "selections": [
    (v8/*:: as any*/),
    (v11/*:: as any*/),
    (v12/*:: as any*/),
    (v13/*:: as any*/)
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastCallDate",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextVisitDate",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "ReturnVisit",
  "kind": "LinkedField",
  "name": "calledReturnVisit",
  "plural": false,
  "selections": [
    (v8/*:: as any*/),
    (v15/*:: as any*/),
    (v16/*:: as any*/)
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceEntry",
  "kind": "LinkedField",
  "name": "serviceEntry",
  "plural": false,
  "selections": [
    (v8/*:: as any*/),
    (v11/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minutes",
      "storageKey": null
    },
    (v18/*:: as any*/),
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
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "GpsRoute",
  "kind": "LinkedField",
  "name": "gpsRoute",
  "plural": false,
  "selections": [
    (v8/*:: as any*/),
    (v20/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sessionId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "distanceMeters",
      "storageKey": null
    },
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
      "name": "pointCount",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priority",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "location",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "concreteType": "CalendarEvent",
  "kind": "LinkedField",
  "name": "calendarEvent",
  "plural": false,
  "selections": [
    (v8/*:: as any*/),
    (v22/*:: as any*/),
    (v11/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "time",
      "storageKey": null
    },
    (v23/*:: as any*/),
    (v24/*:: as any*/),
    (v25/*:: as any*/),
    (v26/*:: as any*/),
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
    }
  ],
  "storageKey": null
},
v28 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phoneNumber",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "senderName",
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isMine",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sentAt",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDrill",
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "comment",
  "storageKey": null
},
v39 = {
  "alias": null,
  "args": null,
  "concreteType": "AlertResponse",
  "kind": "LinkedField",
  "name": "responses",
  "plural": true,
  "selections": [
    (v8/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "responderName",
      "storageKey": null
    },
    (v35/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "respondedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v40 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "syncApplyChangesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "applyChanges",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ChangeOutcome",
                "kind": "LinkedField",
                "name": "outcomes",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Note",
                    "kind": "LinkedField",
                    "name": "note",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "NoteCard_note"
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ConventionNote",
                    "kind": "LinkedField",
                    "name": "conventionNote",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ConventionNoteCard_note"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ScriptureReferences_notes"
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Scripture",
                    "kind": "LinkedField",
                    "name": "scripture",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ScriptureItem_scripture"
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Contact",
                    "kind": "LinkedField",
                    "name": "contact",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ContactCard_contact"
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Video",
                    "kind": "LinkedField",
                    "name": "video",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "VideoCard_video"
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ShepherdingRequest",
                    "kind": "LinkedField",
                    "name": "shepherdingRequest",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ShepherdingRequestItem_request"
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "EmergencyAlert",
                    "kind": "LinkedField",
                    "name": "alert",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "AlertHistory_item"
                      },
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "EmergencyAlert",
                    "kind": "LinkedField",
                    "name": "respondedAlert",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Territory",
                    "kind": "LinkedField",
                    "name": "territory",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "args": (v10/*:: as any*/),
                        "kind": "FragmentSpread",
                        "name": "TerritoryCard_territory"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "TerritoryFormDialog_territory"
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TerritoryHouse",
                    "kind": "LinkedField",
                    "name": "territoryHouse",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "HouseItem_house"
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReturnVisit",
                    "kind": "LinkedField",
                    "name": "returnVisit",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ReturnVisitCard_visit"
                      }
                    ],
                    "storageKey": null
                  },
                  (v14/*:: as any*/),
                  (v17/*:: as any*/),
                  (v19/*:: as any*/),
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MinistryExperience",
                    "kind": "LinkedField",
                    "name": "experience",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "OwnExperienceCard_experience"
                      }
                    ],
                    "storageKey": null
                  },
                  (v27/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "ChangesApplied",
            "abstractKey": null
          },
          (v28/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "syncApplyChangesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "applyChanges",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ChangeOutcome",
                "kind": "LinkedField",
                "name": "outcomes",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Note",
                    "kind": "LinkedField",
                    "name": "note",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v3/*:: as any*/),
                      (v22/*:: as any*/),
                      (v29/*:: as any*/),
                      (v30/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "householderName",
                        "storageKey": null
                      },
                      (v31/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "timeContacted",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "literatureLeft",
                        "storageKey": null
                      },
                      (v32/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ConventionNote",
                    "kind": "LinkedField",
                    "name": "conventionNote",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v3/*:: as any*/),
                      (v22/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "speaker",
                        "storageKey": null
                      },
                      (v29/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "scriptures",
                        "storageKey": null
                      },
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "session",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Scripture",
                    "kind": "LinkedField",
                    "name": "scripture",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reference",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "text",
                        "storageKey": null
                      },
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "favorite",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Contact",
                    "kind": "LinkedField",
                    "name": "contact",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v20/*:: as any*/),
                      (v33/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "email",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "position",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hospital",
                        "storageKey": null
                      },
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Video",
                    "kind": "LinkedField",
                    "name": "video",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v22/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": null
                      },
                      (v26/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "duration",
                        "storageKey": null
                      },
                      (v30/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ShepherdingRequest",
                    "kind": "LinkedField",
                    "name": "shepherdingRequest",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "requestType",
                        "storageKey": null
                      },
                      (v24/*:: as any*/),
                      (v26/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "assignedElder",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "scheduledDate",
                        "storageKey": null
                      },
                      (v32/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "EmergencyAlert",
                    "kind": "LinkedField",
                    "name": "alert",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v18/*:: as any*/),
                      (v4/*:: as any*/),
                      (v34/*:: as any*/),
                      (v35/*:: as any*/),
                      (v36/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endedAt",
                        "storageKey": null
                      },
                      (v37/*:: as any*/),
                      (v5/*:: as any*/),
                      (v38/*:: as any*/),
                      (v25/*:: as any*/),
                      (v39/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "EmergencyAlert",
                    "kind": "LinkedField",
                    "name": "respondedAlert",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v38/*:: as any*/),
                      (v25/*:: as any*/),
                      (v34/*:: as any*/),
                      (v35/*:: as any*/),
                      (v36/*:: as any*/),
                      (v37/*:: as any*/),
                      (v39/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Territory",
                    "kind": "LinkedField",
                    "name": "territory",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "territoryNumber",
                        "storageKey": null
                      },
                      (v20/*:: as any*/),
                      (v26/*:: as any*/),
                      {
                        "alias": null,
                        "args": (v10/*:: as any*/),
                        "kind": "ScalarField",
                        "name": "status",
                        "storageKey": null
                      },
                      (v23/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "progress",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "houses",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "contactedHouses",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "assignedDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dueDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "boundaries",
                        "storageKey": null
                      },
                      (v12/*:: as any*/),
                      (v40/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "storedStatus",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": [
                          {
                            "kind": "Literal",
                            "name": "first",
                            "value": 1
                          }
                        ],
                        "concreteType": "TerritoryAddressesConnection",
                        "kind": "LinkedField",
                        "name": "addresses",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "totalCount",
                            "storageKey": null
                          }
                        ],
                        "storageKey": "addresses(first:1)"
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TerritoryHouse",
                    "kind": "LinkedField",
                    "name": "territoryHouse",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v31/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "doNotCall",
                        "storageKey": null
                      },
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReturnVisit",
                    "kind": "LinkedField",
                    "name": "returnVisit",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v20/*:: as any*/),
                      (v31/*:: as any*/),
                      (v33/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "latitude",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "longitude",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "language",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "topic",
                        "storageKey": null
                      },
                      (v13/*:: as any*/),
                      (v16/*:: as any*/),
                      (v15/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Note",
                        "kind": "LinkedField",
                        "name": "note",
                        "plural": false,
                        "selections": [
                          (v8/*:: as any*/),
                          (v22/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TerritoryHouse",
                        "kind": "LinkedField",
                        "name": "house",
                        "plural": false,
                        "selections": [
                          (v8/*:: as any*/),
                          (v31/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v14/*:: as any*/),
                  (v17/*:: as any*/),
                  (v19/*:: as any*/),
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MinistryExperience",
                    "kind": "LinkedField",
                    "name": "experience",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "userName",
                        "storageKey": null
                      },
                      (v22/*:: as any*/),
                      (v29/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isShared",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "sharedWithEveryone",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "groupNumber",
                        "storageKey": null
                      },
                      (v32/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "likes",
                        "storageKey": null
                      },
                      (v40/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "imageOriginalName",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v27/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "ChangesApplied",
            "abstractKey": null
          },
          (v28/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "74650c46a66ab6a5b6d8e4fb55c77818b2181d928ef96de507d50bc80bb243af",
    "metadata": {},
    "name": "syncApplyChangesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f4142a0d199e6ec13f1dc1f8d9b05fb5";

export default node;
