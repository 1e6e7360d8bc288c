/**
 * @generated SignedSource<<929c1e4a2aee06059f75622768170b43>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AuditAction = "ACCESS_REFUSED" | "ACCOUNT_CREATED" | "ACCOUNT_DELETED" | "ACCOUNT_UPDATED" | "ALERT_SENT" | "DATA_EXPORTED" | "DATA_IMPORTED" | "GROUP_INVITATION_CREATED" | "GROUP_INVITATION_REVOKED" | "GROUP_JOINED_WITH_CODE" | "GROUP_MEMBER_APPROVED" | "GROUP_MEMBER_DECLINED" | "PASSWORD_CONFIRMATION_FAILED" | "PASSWORD_RESET_FAILED" | "PASSWORD_RESET_ISSUED" | "PASSWORD_RESET_USED" | "ROLE_CHANGED" | "ROLL_CALL_STARTED" | "SECOND_FACTOR_DISABLED" | "SECOND_FACTOR_ENABLED" | "SECOND_FACTOR_FAILED" | "SECOND_FACTOR_GIVEN" | "SECOND_FACTOR_RESET" | "SESSIONS_ENDED" | "SETTINGS_CHANGED" | "SIGNED_OUT" | "SIGN_IN" | "SIGN_IN_FAILED";
import { FragmentRefs } from "relay-runtime";
export type AuditLog_query$data = {
  readonly adminAuditLog: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly action: AuditAction;
        readonly actorName: string | null | undefined;
        readonly address: string;
        readonly createdAt: any;
        readonly detail: string | null | undefined;
        readonly id: string;
        readonly targetName: string | null | undefined;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "AuditLog_query";
};
export type AuditLog_query$key = {
  readonly " $data"?: AuditLog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditLog_query">;
};

import AuditLogPaginationQuery_graphql from './AuditLogPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "adminAuditLog"
];
return {
  "argumentDefinitions": [
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
      "fragmentPathInResult": [],
      "operation": AuditLogPaginationQuery_graphql
    }
  },
  "name": "AuditLog_query",
  "selections": [
    {
      "alias": "adminAuditLog",
      "args": [
        {
          "kind": "Variable",
          "name": "action",
          "variableName": "action"
        }
      ],
      "concreteType": "QueryAdminAuditLogConnection",
      "kind": "LinkedField",
      "name": "__AuditLog_adminAuditLog_connection",
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "92e4c9d76779206e046f924d77e2ba3f";

export default node;
