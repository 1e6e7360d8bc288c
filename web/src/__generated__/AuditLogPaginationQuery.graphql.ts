/**
 * @generated SignedSource<<ee4343cf14717a4f6f3a360f6d8630e2>>
 * @relayHash db1d6b99ee45549e2cc9f09d76ff12eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 08341655b77bf16952ee4897ad9a86332c93b9f1a878bd18f3b8a540619fef30

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuditAction = "ACCESS_REFUSED" | "ACCOUNT_CREATED" | "ACCOUNT_DELETED" | "ACCOUNT_UPDATED" | "ALERT_SENT" | "DATA_EXPORTED" | "DATA_IMPORTED" | "GROUP_INVITATION_CREATED" | "GROUP_INVITATION_REVOKED" | "GROUP_JOINED_WITH_CODE" | "GROUP_MEMBER_APPROVED" | "GROUP_MEMBER_DECLINED" | "PASSWORD_CONFIRMATION_FAILED" | "PASSWORD_RESET_FAILED" | "PASSWORD_RESET_ISSUED" | "PASSWORD_RESET_USED" | "ROLE_CHANGED" | "ROLL_CALL_STARTED" | "SECOND_FACTOR_DISABLED" | "SECOND_FACTOR_ENABLED" | "SECOND_FACTOR_FAILED" | "SECOND_FACTOR_GIVEN" | "SECOND_FACTOR_RESET" | "SESSIONS_ENDED" | "SETTINGS_CHANGED" | "SIGNED_OUT" | "SIGN_IN" | "SIGN_IN_FAILED";
export type AuditLogPaginationQuery$variables = {
  action?: AuditAction | null | undefined;
  count?: number | null | undefined;
  cursor?: string | null | undefined;
};
export type AuditLogPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AuditLog_query">;
};
export type AuditLogPaginationQuery = {
  response: AuditLogPaginationQuery$data;
  variables: AuditLogPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "action"
  },
  {
    "defaultValue": 20,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  }
],
v1 = {
  "kind": "Variable",
  "name": "action",
  "variableName": "action"
},
v2 = [
  (v1/*:: as any*/),
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AuditLogPaginationQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          }
        ],
        "kind": "FragmentSpread",
        "name": "AuditLog_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AuditLogPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "QueryAdminAuditLogConnection",
        "kind": "LinkedField",
        "name": "adminAuditLog",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryAdminAuditLogConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AuditEvent",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "action",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actorName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "targetName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "address",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "detail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
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
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": [
          "action"
        ],
        "handle": "connection",
        "key": "AuditLog_adminAuditLog",
        "kind": "LinkedHandle",
        "name": "adminAuditLog"
      }
    ]
  },
  "params": {
    "id": "08341655b77bf16952ee4897ad9a86332c93b9f1a878bd18f3b8a540619fef30",
    "metadata": {},
    "name": "AuditLogPaginationQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "92e4c9d76779206e046f924d77e2ba3f";

export default node;
