/**
 * @generated SignedSource<<895e251781a8ea33e4b66114881d4cba>>
 * @relayHash 65b21b87113299f4411c348a56996234
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 836f5a9ec18df2a48e595e0c0fcdb1fbe6bee061b9acfb2dbf7a9a7725e7592f

import { ConcreteRequest } from 'relay-runtime';
export type ReportRole = "AUXILIARY_PIONEER" | "FIELD_MISSIONARY" | "PUBLISHER" | "REGULAR_PIONEER" | "SPECIAL_PIONEER";
export type TimerRounding = "HALF_HOUR" | "HOUR" | "NONE" | "QUARTER_HOUR";
export type UpdateReportSettingsInput = {
  annualGoalHours?: number | null | undefined;
  creditCapHours?: number | null | undefined;
  monthlyGoalHours?: number | null | undefined;
  role: ReportRole;
  rounding?: TimerRounding | null | undefined;
};
export type useUpdateReportSettingsMutation$variables = {
  input: UpdateReportSettingsInput;
};
export type useUpdateReportSettingsMutation$data = {
  readonly updateReportSettings: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly settings?: {
      readonly role: ReportRole;
    };
  };
};
export type useUpdateReportSettingsMutation = {
  response: useUpdateReportSettingsMutation$data;
  variables: useUpdateReportSettingsMutation$variables;
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
    "name": "updateReportSettings",
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
            "concreteType": "ReportSettings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ReportSettingsUpdated",
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
    "name": "useUpdateReportSettingsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateReportSettingsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "836f5a9ec18df2a48e595e0c0fcdb1fbe6bee061b9acfb2dbf7a9a7725e7592f",
    "metadata": {},
    "name": "useUpdateReportSettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7bfc05557395946f8fd70a8fc7c78102";

export default node;
